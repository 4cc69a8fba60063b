import { factories } from '@strapi/strapi';
import {
  API_MESSAGES,
  CONFIGURATION_FIELDS,
  pricingRules,
  type BrocanteConfiguration,
  type PricingRules,
} from '@brocante/shared';
import { countFreeLocations } from '../../../lib/allocation';
import { validationFailed } from '../../../lib/api-errors';
import type { StoredConfiguration } from '../../../lib/domain';

export default factories.createCoreService('api::configuration.configuration', ({ strapi }) => ({
  /** The whole stored configuration, the committee's private settings included; a French 400 while there is none. */
  async stored(): Promise<StoredConfiguration> {
    // Read on every registration: the query engine, not the document service (the type has no drafts or locales).
    const stored = await strapi.db.query('api::configuration.configuration').findOne({});
    if (!stored) throw validationFailed(API_MESSAGES.configurationMissing, 'configuration-missing');
    return {
      ...stored,
      ...pricingRules(stored as never),
      // Strapi's time fields read HH:MM:SS.mmm.
      arrivalFrom: String(stored.arrivalFrom ?? '07:00').slice(0, 5),
      arrivalUntil: String(stored.arrivalUntil ?? '09:00').slice(0, 5),
    } as unknown as StoredConfiguration;
  },

  /** The public configuration: the specification's fields only, `count` computed now; null while there is none. */
  async current(): Promise<BrocanteConfiguration | null> {
    const stored = await strapi.documents('api::configuration.configuration').findFirst();
    if (!stored) return null;
    const configuration = {
      ...stored,
      registrationPrice: Number(stored.registrationPrice),
      count: await countFreeLocations(strapi),
    } as unknown as BrocanteConfiguration;
    return Object.fromEntries(
      CONFIGURATION_FIELDS.map((field) => [field, configuration[field]]),
    ) as unknown as BrocanteConfiguration;
  },

  /** The public pricing rules (pricing.ts); null while there is no configuration. */
  async pricing(): Promise<PricingRules | null> {
    const stored = await strapi.documents('api::configuration.configuration').findFirst();
    return stored ? pricingRules(stored as never) : null;
  },
}));

import { factories } from '@strapi/strapi';
import { CONFIGURATION_FIELDS, type BrocanteConfiguration } from '@brocante/shared';
import { countFreeLocations } from '../../location/services/availability';

export default factories.createCoreService('api::configuration.configuration', ({ strapi }) => ({
  /** The public configuration: the specification's fields only, `count` computed now. */
  async current(): Promise<BrocanteConfiguration | null> {
    const stored = await strapi.documents('api::configuration.configuration').findFirst();
    if (!stored) return null;
    const configuration = {
      ...stored,
      registrationPrice: Number(stored.registrationPrice),
      count: await countFreeLocations(strapi),
    } as unknown as BrocanteConfiguration;
    return Object.fromEntries(CONFIGURATION_FIELDS.map((field) => [field, configuration[field]])) as unknown as BrocanteConfiguration;
  },
}));

import type { Core } from '@strapi/strapi';
import {
  API_MESSAGES,
  holdsPitches,
  isActive,
  SALE_CATEGORY_LABELS,
  saleChoiceSchema,
  storedSaleCategories,
  type RegistrantView,
  type SaleChoice,
} from '@brocante/shared';
import { perStrapi } from '../lib/per-strapi';
import { validationFailed } from '../lib/api-errors';
import { parse } from '../lib/parse';
import { siteChanged } from '../lib/site-changes';
import type { StoredRegistration } from './domain';
import { recordEvent } from './history';
import * as emails from '../emails/templates';
import { outbox } from './outbox';
import { registrantPage } from './registrant-page';
import { registrations } from './registrations';
import { registrationTransaction } from './transaction';

/**
 * What an exhibitor sells, changed on their private page: among the categories their own edition offers (anything else
 * is refused in their language, nothing changed), and whether the public plan names them; the change is confirmed by
 * e-mail, as a phone's is. A change of an exhibitor holding pitches asks for the site to be built again, since the
 * public plan shows it.
 */
export const saleChoice = perStrapi((strapi: Core.Strapi) => ({
  async change(registration: StoredRegistration, body: unknown): Promise<RegistrantView> {
    if (!isActive(registration.status)) throw validationFailed(API_MESSAGES.registrationCancelled, 'registration-cancelled');
    const { saleCategories: offered } = await registrantPage(strapi).configurationOf(registration);
    const choice: SaleChoice = parse(saleChoiceSchema(offered), body);
    const before = storedSaleCategories(registration.saleCategories);
    const unchanged = before.join() === choice.saleCategories.join() && Boolean(registration.nameOnPlan) === choice.nameOnPlan;
    if (unchanged) return registrantPage(strapi).view(registration);
    const updated = await registrationTransaction(strapi, async () => {
      const saved: StoredRegistration = await registrations(strapi).update(registration.documentId, choice);
      await recordEvent(strapi, registration.id, 'changed-by-registrant', 'registrant', {
        details: `ce qui est vendu : ${
          choice.saleCategories.map((key) => SALE_CATEGORY_LABELS[key].fr).join(', ') || 'rien de dit'
        }${choice.nameOnPlan ? ', nom sur le plan' : ''}`,
      });
      await outbox(strapi).queue(
        `changed:${registration.documentId}:${Date.now()}`,
        emails.registrantChanged(saved, ['sale']),
        registration.id,
      );
      return saved;
    });
    if (holdsPitches(updated.status)) siteChanged(strapi, 'catégories d’un exposant (plan)');
    return registrantPage(strapi).view(updated);
  },
}));

import type { Core } from '@strapi/strapi';
import { API_MESSAGES, languageOf, registrantLink } from '@brocante/shared';
import { mailFlowsAgain } from '../emails/committee-emails';
import { signedBy, withPrivateLink } from '../emails/templates';
import { validationFailed } from '../lib/api-errors';
import type { StoredEmail } from '../lib/email-delivery';
import { createOutbox, type Dressing, type FlowingAgain } from '../lib/outbox';
import { perStrapi } from '../lib/per-strapi';
import { registrantKey } from './registrant-key';
import { teamAddresses } from './team';

/**
 * How the committee's messages leave: signed with the committee's name as the panel says it then
 * (without one, they wait; a committee that has not yet named its streets signs all the same), and a
 * message about a registration carries the registrant's link in force when it leaves (the key is never stored).
 */
export const committeeDressing =
  (strapi: Core.Strapi): Dressing =>
  async (batch) => {
    const committee = await strapi
      .documents('api::committee.committee')
      .findFirst({ status: 'published', fields: ['committeeName'] });
    const committeeName = committee?.committeeName;
    if (!committeeName) throw validationFailed(API_MESSAGES.configurationMissing, 'committee-missing');
    const links = await linksFor(strapi, batch);
    return (message) => {
      const signed = signedBy(message, committeeName);
      const link = message.registrationId ? links.get(message.registrationId) : undefined;
      return link ? withPrivateLink(signed, link) : signed;
    };
  };

/** Once the mail server takes the committee's e-mails again, the coordination hears which waited, once. */
const tellCoordination =
  (strapi: Core.Strapi): FlowingAgain =>
  async (refusal, waited) => {
    const now = new Date();
    for (const email of await teamAddresses(strapi, ['coordination']))
      await outbox(strapi).queue(`mail-flows-again:${refusal.since}:${email}`, mailFlowsAgain(email, refusal, waited, now));
  };
/** The committee's outbox, one per process. */
export const outbox = perStrapi((strapi: Core.Strapi) =>
  createOutbox(strapi, committeeDressing(strapi), { flowingAgain: tellCoordination(strapi) }),
);

/**
 * The registrants' links in force now, for the messages of a batch that name a registration: one query for the
 * batch (each query waits its turn for the database, behind the registrations of a burst on SQLite). Each opens the
 * registrant's page in their language. A registration that is gone gets the page without a key, which offers to
 * send it again.
 */
async function linksFor(strapi: Core.Strapi, messages: StoredEmail[]): Promise<Map<number, string>> {
  const ids = [...new Set(messages.flatMap((message) => (message.registrationId ? [message.registrationId] : [])))];
  if (!ids.length) return new Map();
  const registrations = await strapi.db.query('api::registration.registration').findMany({
    where: { id: { $in: ids } },
    select: ['id', 'documentId', 'accessKeyVersion', 'accessKeyHash', 'language'],
  });
  const site = String(strapi.config.get('site.url'));
  const links = new Map<number, string>(ids.map((id) => [id, registrantLink(site, null)]));
  for (const registration of registrations) {
    const key = registration.accessKeyHash ? registrantKey(strapi, registration) : null;
    links.set(registration.id, registrantLink(site, key, languageOf(registration)));
  }
  return links;
}

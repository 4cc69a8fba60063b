import type { Core } from '@strapi/strapi';
import { brusselsDateMonthsBefore, CONTACT_MESSAGE_RETENTION_MONTHS, EDITION_DATA_RETENTION_MONTHS } from '@brocante/shared';
import { eraseContactMessagesBefore } from './contact-messages';
import { privacy } from './privacy';

/**
 * The periods the privacy page promises, kept every day: registrations of editions older than six
 * months are anonymised, contact messages older than a year erased. Running it twice changes nothing.
 */
export async function applyRetention(strapi: Core.Strapi, now = new Date()) {
  const { anonymised } = await privacy(strapi).anonymisePastEditions(
    brusselsDateMonthsBefore(now, EDITION_DATA_RETENTION_MONTHS),
  );
  const erasedMessages = await eraseContactMessagesBefore(
    strapi,
    new Date(`${brusselsDateMonthsBefore(now, CONTACT_MESSAGE_RETENTION_MONTHS)}T00:00:00Z`),
  );
  return { anonymised, erasedMessages };
}

import type { Core } from '@strapi/strapi';
import { brusselsDateMonthsBefore, CONTACT_MESSAGE_RETENTION_MONTHS, EDITION_DATA_RETENTION_MONTHS } from '@brocante/shared';
import { eraseContactMessagesBefore } from './contact-messages';
import { helperPhones } from './helper-phones';
import { journal } from './journal';
import { privacy } from './privacy';
import { statementImportJobs } from './statement-import-jobs';

/**
 * The periods the privacy page promises, kept every day: registrations of editions older than six
 * months are anonymised (and the journal's lines about them forgotten), contact messages older than a year erased, a
 * statement's import report after a month. Running it twice changes nothing.
 */
export async function applyRetention(strapi: Core.Strapi, now = new Date()) {
  const editionsBefore = brusselsDateMonthsBefore(now, EDITION_DATA_RETENTION_MONTHS);
  const { anonymised } = await privacy(strapi).anonymisePastEditions(editionsBefore);
  // The journal speaks of these registrations and of the volunteers who changed them: it goes with them.
  const forgottenJournalLines = await journal(strapi).forget(editionsBefore);
  const erasedMessages = await eraseContactMessagesBefore(
    strapi,
    new Date(`${brusselsDateMonthsBefore(now, CONTACT_MESSAGE_RETENTION_MONTHS)}T00:00:00Z`),
  );
  // A day helper's phone keeps no account past its day; its first name stays where it signed what it did.
  const forgottenPhones = await helperPhones(strapi).forgetEnded(now);
  // What a statement's import did, line by line, is shown for its checking, then forgotten.
  const forgottenImportReports = await statementImportJobs(strapi).forgetReports(now);
  return { anonymised, erasedMessages, forgottenJournalLines, forgottenPhones, forgottenImportReports };
}

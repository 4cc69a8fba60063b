import type { Core } from '@strapi/strapi';
import { siteRebuilder } from '../src/bootstrap/site-rebuild';
import { applyRetention } from '../src/engine/retention';
import { unpaidExpiry } from '../src/engine/unpaid-expiry';
import { recountWaitingLinesAlone } from '../src/engine/waiting-line';
import { outbox } from '../src/engine/outbox';
import { serverAlerts } from '../src/engine/server-alerts';
import { statementImportJobs } from '../src/engine/statement-import-jobs';
import { oncePerSchedule } from '../src/lib/scheduled-runs';

/**
 * Scheduled work inside Strapi (server.cron). With two Strapi processes on one database, each task runs
 * once per schedule (oncePerSchedule); the outbox runs in both, each sending what it claimed.
 */
export default {
  siteAfterDeadlines: {
    task: oncePerSchedule('siteAfterDeadlines', async ({ strapi }) => siteRebuilder(strapi).deadlinesPassed()),
    options: { rule: '*/5 * * * *', tz: 'Europe/Brussels' },
  },
  emailsDue: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => outbox(strapi).sendDue(),
    options: { rule: '* * * * *', tz: 'Europe/Brussels' },
  },
  // A statement's import whose process died (no news for a minute) is taken up by another, once (statement-import-jobs.ts).
  statementImports: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => statementImportJobs(strapi).resumeStalled(),
    options: { rule: '* * * * *', tz: 'Europe/Brussels' },
  },
  // In each process: the first to see a trouble tells the volunteers, once a day while it lasts (server-alerts.ts).
  serverAlerts: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => serverAlerts(strapi).check(),
    options: { rule: '*/15 * * * *', tz: 'Europe/Brussels' },
  },
  unpaidRegistrations: {
    task: oncePerSchedule('unpaidRegistrations', async ({ strapi }) => {
      const { reminded, expired } = await unpaidExpiry(strapi).expireUnpaid();
      if (reminded || expired) strapi.log.info(`Inscriptions non payées : ${reminded} rappel(s), ${expired} annulation(s)`);
    }),
    options: { rule: '15 * * * *', tz: 'Europe/Brussels' },
  },
  // The waiting lines' bases counted again: a registration that failed after drawing its ticket left a gap (waiting-line.ts).
  waitingLines: {
    task: oncePerSchedule('waitingLines', async ({ strapi }) => recountWaitingLinesAlone(strapi)),
    options: { rule: '45 * * * *', tz: 'Europe/Brussels' },
  },
  personalDataRetention: {
    task: oncePerSchedule('personalDataRetention', async ({ strapi }) => {
      const { anonymised, erasedMessages, forgottenJournalLines, forgottenPhones, forgottenImportReports } =
        await applyRetention(strapi);
      if (anonymised || erasedMessages || forgottenJournalLines || forgottenPhones || forgottenImportReports)
        strapi.log.info(
          `Conservation des données : ${anonymised} inscription(s) anonymisée(s), ${erasedMessages} message(s) effacé(s), ` +
            `${forgottenJournalLines} ligne(s) du journal oubliée(s), ${forgottenPhones} téléphone(s) de l'accueil oublié(s), ` +
            `${forgottenImportReports} rapport(s) d'import de relevé oublié(s)`,
        );
    }),
    options: { rule: '30 3 * * *', tz: 'Europe/Brussels' },
  },
};

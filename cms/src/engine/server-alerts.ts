import type { Core } from '@strapi/strapi';
import { brusselsDay, healthSentences, type HealthCheck } from '@brocante/shared';
import { serverNeedsAttention } from '../emails/committee-emails';
import { perStrapi } from '../lib/per-strapi';
import { serverHealth } from '../lib/server-health';
import { TABLES } from '../lib/tables';
import { outbox } from './outbox';
import { teamAddresses } from './team';

/**
 * The troubles an e-mail tells the volunteers of. Not the e-mails' own: a message about them would wait with them
 * (GET /api/health tells a monitoring service, the dashboard tells whoever opens the admin).
 */
const TOLD_BY_EMAIL: readonly HealthCheck[] = ['database', 'disk', 'backup', 'copy', 'certificate', 'upgrade'];

/** How long the record of an alert sent is kept (one row a day and set of troubles, in the scheduled runs' table). */
const KEPT_DAYS = 30;

/**
 * The server warns the committee: checked every quarter of an hour in each process (config/cron-tasks.ts), each
 * volunteer hears by e-mail of what went wrong, at once and then once a day while it lasts; the first process to
 * write the day's row for that set of troubles sends it, the others do not.
 */
export const serverAlerts = perStrapi((strapi: Core.Strapi) => ({
  /** The troubles told now (none when all is well, or when they were told today already). */
  async check(now = new Date()): Promise<HealthCheck[]> {
    const health = await serverHealth(strapi, await outbox(strapi).backlog(), now);
    const wrong = healthSentences(health).filter((sentence) => !sentence.well && TOLD_BY_EMAIL.includes(sentence.check));
    if (!wrong.length) return [];
    const checks = wrong.map((sentence) => sentence.check);
    const day = brusselsDay(now);
    const runs = strapi.db.connection(TABLES.scheduledRuns);
    const taken = await runs
      .clone()
      .insert({ task: `alerte:${checks.join(',')}`, slot: day })
      .onConflict(['task', 'slot'])
      .ignore()
      .returning('task');
    await runs
      .clone()
      .where('task', 'like', 'alerte:%')
      .where('slot', '<', brusselsDay(new Date(now.getTime() - KEPT_DAYS * 86_400_000)))
      .delete();
    if (!taken.length) return [];
    for (const email of await teamAddresses(strapi, ['coordination']))
      await outbox(strapi).queue(`server-alert:${day}:${checks.join(',')}:${email}`, serverNeedsAttention(email, wrong, now));
    outbox(strapi).sendSoon();
    return checks;
  },
}));

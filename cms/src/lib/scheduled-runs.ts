import type { Core } from '@strapi/strapi';
import { TABLES } from './tables';

/** How long a run is remembered: long enough for any clock between two servers to have moved on. */
const KEPT_MS = 7 * 86_400_000;

/** The table of the scheduled runs taken, one row per task and slot (created at start, beside the constraints). */
export async function ensureScheduledRuns(strapi: Core.Strapi): Promise<void> {
  await strapi.db.connection.raw(
    `CREATE TABLE IF NOT EXISTS ?? (task varchar(60) NOT NULL, slot varchar(16) NOT NULL, PRIMARY KEY (task, slot))`,
    [TABLES.scheduledRuns],
  );
}

/**
 * A scheduled task that runs once per schedule however many Strapi processes share the database: each
 * process's clock wakes it, the first to write the run's slot (the minute it was due, to the nearest
 * minute, so two clocks a few seconds apart name the same one) runs it, the others skip it.
 */
export function oncePerSchedule(
  name: string,
  task: ({ strapi }: { strapi: Core.Strapi }) => Promise<unknown>,
): ({ strapi }: { strapi: Core.Strapi }) => Promise<void> {
  return async ({ strapi }) => {
    const now = Date.now();
    const slot = new Date(Math.round(now / 60_000) * 60_000).toISOString().slice(0, 16);
    const runs = strapi.db.connection(TABLES.scheduledRuns);
    const taken = await runs.clone().insert({ task: name, slot }).onConflict(['task', 'slot']).ignore().returning('task');
    if (!taken.length) return;
    await task({ strapi });
    await runs
      .clone()
      .where({ task: name })
      .where('slot', '<', new Date(now - KEPT_MS).toISOString().slice(0, 16))
      .delete();
  };
}

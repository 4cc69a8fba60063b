import type { Core } from '@strapi/strapi';

const POLL_MS = 50;
const LONGEST_WAIT_MS = 5000;

/**
 * On shutdown, before the database closes: the queries under way end first. After a save or a publication commits,
 * Strapi reads the entry again to announce it (`entry.publish`: @strapi/core's document-service/events, run by
 * `onCommit` and not awaited by the request); a restart right after a publication closed the pool under that read,
 * which failed with tarn's « aborted » and the announcement was lost. Idle means no connection used nor asked for at
 * two readings in a row, since such work runs several queries one after the other; after five seconds the database
 * closes anyway.
 */
export async function databaseIdle(strapi: Core.Strapi): Promise<void> {
  const pool = strapi.db?.connection.client.pool as { numUsed(): number; numPendingAcquires(): number } | undefined;
  if (!pool) return;
  const busy = () => pool.numUsed() + pool.numPendingAcquires() > 0;
  const until = Date.now() + LONGEST_WAIT_MS;
  let idleReadings = 0;
  while (idleReadings < 2 && Date.now() < until) {
    idleReadings = busy() ? 0 : idleReadings + 1;
    if (idleReadings < 2) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

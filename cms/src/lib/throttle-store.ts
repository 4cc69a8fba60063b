import type { Core } from '@strapi/strapi';
import knex, { type Knex } from 'knex';

let store: Knex | null = null;

/**
 * Where the throttle counts on PostgreSQL (production): a small pool of its own whose commits do not
 * wait for the disk (synchronous_commit off): a counter lost in a crash costs nothing, and a
 * registration then waits for one durable commit, its own, instead of three. On SQLite (development
 * and tests, one process) the throttle counts in memory: its counters would otherwise take turns
 * with the registrations for the database's one writer.
 */
export function throttleStore(strapi: Core.Strapi): Knex {
  store ??= knex({
    client: 'pg',
    connection: strapi.db.connection.client.config.connection,
    pool: {
      min: 0,
      max: 4,
      afterCreate: (
        connection: { query(sql: string, done: (error?: Error) => void): void },
        done: (error: Error | undefined, connection: unknown) => void,
      ) => connection.query('SET synchronous_commit = off', (error) => done(error, connection)),
    },
  });
  return store;
}

/** On shutdown: the throttle's own connections are closed with Strapi's. */
export async function closeThrottleStore(): Promise<void> {
  await store?.destroy();
  store = null;
}

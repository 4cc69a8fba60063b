import type { Core } from '@strapi/strapi';
import knex, { type Knex } from 'knex';

let store: Knex | null = null;

/**
 * Where the throttle counts. On PostgreSQL, a small pool of its own whose commits do not wait for
 * the disk (synchronous_commit off): a counter lost in a crash costs nothing, and a registration
 * then waits for one durable commit, its own, instead of three. SQLite counts in Strapi's connection.
 */
export function throttleStore(strapi: Core.Strapi): Knex {
  if (strapi.db.dialect.client !== 'postgres') return strapi.db.connection as unknown as Knex;
  store ??= knex({
    client: 'pg',
    connection: (strapi.db.connection as unknown as Knex).client.config.connection,
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

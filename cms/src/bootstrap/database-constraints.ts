import type { Core } from '@strapi/strapi';
import { settleWaitingLineAlone, WAITING_LINE_TICKETS } from '../lib/allocation';
import { searchIndexStatements } from '../lib/registration-search';
import { isPostgres } from '../lib/rows';
import { TABLES } from '../lib/tables';

/**
 * Constraints that must survive concurrency live in the database: Strapi's `unique: true` is only
 * a check. Created after Strapi's schema sync at every start (IF NOT EXISTS: idempotent).
 */
const UNIQUE_INDEXES = [
  { name: 'locations_name_unique_idx', table: TABLES.locations, column: 'name' },
  { name: 'registrations_payment_reference_unique_idx', table: TABLES.registrations, column: 'payment_reference' },
  // one active holder per pitch: a cancelled registration's link is removed
  { name: 'registrations_location_holder_unique_idx', table: TABLES.pitchHolders, column: 'location_id' },
  // a bank movement is imported once, even by two imports at the same moment
  { name: 'bank_transactions_fingerprint_unique_idx', table: TABLES.bankTransactions, column: 'fingerprint' },
  // an e-mail is queued once per topic
  { name: 'email_messages_topic_unique_idx', table: TABLES.emailMessages, column: 'topic' },
  // a message to exhibitors is one message, however many times it is sent
  { name: 'exhibitor_messages_key_unique_idx', table: TABLES.exhibitorMessages, column: 'key' },
  // a registrant's private link opens one registration, found by its key's hash
  { name: 'registrations_access_key_hash_unique_idx', table: TABLES.registrations, column: 'access_key_hash' },
];

/** Lookups the history makes for one registration, and what the staff list and the day's screens sort and filter on. */
const INDEXES = [
  { name: 'registration_events_registration_idx', table: TABLES.registrationEvents, columns: ['registration_id'] },
  { name: 'email_messages_registration_idx', table: TABLES.emailMessages, columns: ['registration_id'] },
  // the staff list: newest first, or one status newest first
  { name: 'registrations_created_at_idx', table: TABLES.registrations, columns: ['created_at', 'id'] },
  { name: 'registrations_status_created_at_idx', table: TABLES.registrations, columns: ['status', 'created_at', 'id'] },
  // an edition's figures, waiting list, check-in and messages
  { name: 'registrations_edition_status_idx', table: TABLES.registrations, columns: ['edition', 'status'] },
];

/** Indexes on expressions or on part of a table (SQLite and PostgreSQL read them alike). */
const INDEX_STATEMENTS = [
  // a household's registrations in an edition, as the household limit counts them
  `CREATE INDEX IF NOT EXISTS registrations_household_idx ON ${TABLES.registrations} (edition, postal_code, lower(street), lower(house_number))`,
  // an edition's waiting list in its order: a newcomer's position is counted in the index alone
  `CREATE INDEX IF NOT EXISTS registrations_waitlist_idx ON ${TABLES.registrations} (edition, id) WHERE status = 'waitlist'`,
];

/**
 * The pitch holders of a database made before registrations held several pitches, set aside by the
 * migration `database/migrations/2026.11.22T00.00.00.pitches-per-registration.js`, go into the new
 * link table once; the table set aside is then dropped.
 */
const PITCH_HOLDERS_SET_ASIDE = 'pitch_holders_before_2026_11';

async function restorePitchHolders(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(PITCH_HOLDERS_SET_ASIDE))) return;
  const moved = await knex.transaction(async (trx) => {
    const rows: { registration_id: number; location_id: number }[] = await trx(PITCH_HOLDERS_SET_ASIDE)
      .whereIn('registration_id', trx(TABLES.registrations).select('id'))
      .whereIn('location_id', trx(TABLES.locations).select('id'))
      .whereNotIn('location_id', trx(TABLES.pitchHolders).select('location_id'))
      .select('registration_id', 'location_id');
    if (rows.length)
      await trx(TABLES.pitchHolders).insert(
        rows.map((row) => ({
          registration_id: row.registration_id,
          location_id: row.location_id,
          location_ord: 1,
          registration_ord: 1,
        })),
      );
    await trx.schema.dropTable(PITCH_HOLDERS_SET_ASIDE);
    return rows.length;
  });
  strapi.log.info(`${moved} pitch holders moved to registration.locations`);
}

/**
 * The waiting line's tickets and base on PostgreSQL (allocation.ts), set once at start from those
 * waiting, as every transaction that takes people off the line sets it.
 */
async function ensureWaitingLine(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (!isPostgres(knex)) return;
  await knex.raw(`CREATE SEQUENCE IF NOT EXISTS ${WAITING_LINE_TICKETS}`);
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS ?? (id integer PRIMARY KEY CHECK (id = 1), edition date NOT NULL, base bigint NOT NULL)`,
    [TABLES.waitingLine],
  );
  await settleWaitingLineAlone(strapi);
}

export async function ensureDatabaseConstraints(strapi: Core.Strapi): Promise<void> {
  await restorePitchHolders(strapi);
  await ensureWaitingLine(strapi);
  for (const index of UNIQUE_INDEXES) {
    await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)`, [index.name, index.table, index.column]);
  }
  for (const index of INDEXES) {
    await strapi.db.connection.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${index.columns.map(() => '??').join(', ')})`, [
      index.name,
      index.table,
      ...index.columns,
    ]);
  }
  for (const statement of [...INDEX_STATEMENTS, ...searchIndexStatements(strapi.db.connection)])
    await strapi.db.connection.raw(statement);
}

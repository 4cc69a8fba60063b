import type { Core } from '@strapi/strapi';
import { WAITLIST_STATUSES } from '@brocante/shared';
import { ensureWaitingLineOf, recountWaitingLinesAlone } from '../engine/waiting-line';
import { searchIndexStatements } from '../engine/registration-search';
import { asDay, isPostgres } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { upgradeToEditions } from './editions';
import { ensureScheduledRuns } from '../lib/scheduled-runs';
import { ensureFreePitches } from './free-pitches';

/**
 * Constraints that must survive concurrency live in the database: Strapi's `unique: true` is only
 * a check. Created after Strapi's schema sync at every start (IF NOT EXISTS: idempotent).
 */
const UNIQUE_INDEXES = [
  { name: 'locations_name_unique_idx', table: TABLES.locations, columns: ['name'] },
  { name: 'registrations_payment_reference_unique_idx', table: TABLES.registrations, columns: ['payment_reference'] },
  // one active holder per pitch and edition: a cancelled registration's link is removed
  { name: 'registrations_location_edition_holder_unique_idx', table: TABLES.pitchHolders, columns: ['location_id', 'edition'] },
  // one edition a day
  { name: 'editions_date_unique_idx', table: TABLES.editions, columns: ['date'] },
  // a bank movement is imported once, even by two imports at the same moment
  { name: 'bank_transactions_fingerprint_unique_idx', table: TABLES.bankTransactions, columns: ['fingerprint'] },
  // a statement runs once at a time: the same file sent again while it runs is answered with the import under way
  { name: 'statement_imports_running_key_unique_idx', table: TABLES.statementImports, columns: ['running_key'] },
  // an e-mail is queued once per topic
  { name: 'email_messages_topic_unique_idx', table: TABLES.emailMessages, columns: ['topic'] },
  // a message to exhibitors is one message, however many times it is sent
  { name: 'exhibitor_messages_key_unique_idx', table: TABLES.exhibitorMessages, columns: ['key'] },
  // an address consents once; the link in its invitations finds it by its token's hash
  { name: 'invitation_consents_email_unique_idx', table: TABLES.invitationConsents, columns: ['email'] },
  { name: 'invitation_consents_token_hash_unique_idx', table: TABLES.invitationConsents, columns: ['token_hash'] },
  // a registrant's private link opens one registration, found by its key's hash
  { name: 'registrations_access_key_hash_unique_idx', table: TABLES.registrations, columns: ['access_key_hash'] },
];

/** Indexes of earlier versions, replaced above. */
const REPLACED_INDEXES = [
  // one holder per pitch, whatever the edition: next year's brocante found every pitch taken
  'registrations_location_holder_unique_idx',
  // the waiting line without the pitches each asks for: its head was read from the table, past every holder
  'registrations_waitlist_idx',
  'registrations_waitlist_paid_idx',
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

/** The waiting statuses, as an index's condition. */
const WAITING_SQL = WAITLIST_STATUSES.map((status) => `'${status}'`).join(', ');

/** Indexes on expressions or on part of a table (SQLite and PostgreSQL read them alike). */
const INDEX_STATEMENTS = [
  // a household's registrations in an edition, as the household limit counts them
  `CREATE INDEX IF NOT EXISTS registrations_household_idx ON ${TABLES.registrations} (edition, postal_code, lower(street), lower(house_number))`,
  // an edition's waiting list in its order, with the pitches each asks for: a newcomer's position is counted in the
  // index alone; its head, who paid, and who lives in front of a pitch given back, each found along an index
  // (engine/waiting-line.ts, headOfLine)
  `CREATE INDEX IF NOT EXISTS registrations_waiting_line_idx ON ${TABLES.registrations} (edition, id, pitch_count) WHERE status IN (${WAITING_SQL})`,
  `CREATE INDEX IF NOT EXISTS registrations_waiting_paid_idx ON ${TABLES.registrations} (edition, id, pitch_count) WHERE status IN (${WAITING_SQL}) AND paid_at IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS registrations_waitlist_address_idx ON ${TABLES.registrations} (edition, street, house_number) WHERE status IN (${WAITING_SQL})`,
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
 * Each pitch holder carries its registration's edition, so that the unique index can hold one holder
 * per pitch and edition. Strapi's link table knows nothing of the column (its schema sync leaves
 * columns it did not make alone): a trigger fills it from the registration on every insert, whoever
 * writes the link (a plain query or Strapi's document service). Holders from before editions get
 * theirs once.
 */
async function ensureHolderEditions(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasColumn(TABLES.pitchHolders, 'edition')))
    await knex.schema.alterTable(TABLES.pitchHolders, (table) => {
      table.date('edition');
    });
  await knex(TABLES.pitchHolders)
    .whereNull('edition')
    .update({
      edition: knex(TABLES.registrations)
        .select('edition')
        .where('id', knex.ref(`${TABLES.pitchHolders}.registration_id`)),
    });
  if (isPostgres(knex)) {
    await knex.raw(`CREATE OR REPLACE FUNCTION pitch_holder_edition() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.edition := (SELECT edition FROM ${TABLES.registrations} WHERE id = NEW.registration_id);
        RETURN NEW;
      END $$`);
    await knex.raw(`CREATE OR REPLACE TRIGGER pitch_holder_edition BEFORE INSERT ON ${TABLES.pitchHolders}
      FOR EACH ROW EXECUTE FUNCTION pitch_holder_edition()`);
  } else {
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS pitch_holder_edition AFTER INSERT ON ${TABLES.pitchHolders}
      BEGIN
        UPDATE ${TABLES.pitchHolders} SET edition = (SELECT edition FROM ${TABLES.registrations} WHERE id = NEW.registration_id)
        WHERE id = NEW.id;
      END`);
  }
}

/** The table of one waiting line per edition (the version before editions had one, for the configuration's day). */
const WAITING_LINE_BEFORE_EDITIONS = 'waiting_line';

/**
 * The waiting lines' tickets and bases on PostgreSQL (allocation.ts), set at start from those
 * waiting, as every transaction that takes people off a line sets them.
 */
async function ensureWaitingLines(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (!isPostgres(knex)) return;
  await knex.raw(`DROP TABLE IF EXISTS ${WAITING_LINE_BEFORE_EDITIONS}`);
  await knex.raw(`DROP SEQUENCE IF EXISTS waiting_line_tickets`);
  await knex.raw(`CREATE TABLE IF NOT EXISTS ?? (edition date PRIMARY KEY, base bigint NOT NULL)`, [TABLES.waitingLines]);
  for (const edition of await knex(TABLES.editions).whereNot({ state: 'archived' }).pluck('date'))
    await ensureWaitingLineOf(knex, asDay(edition));
  await recountWaitingLinesAlone(strapi);
}

export async function ensureDatabaseConstraints(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  await upgradeToEditions(strapi);
  await ensureHolderEditions(strapi);
  await restorePitchHolders(strapi);
  await ensureFreePitches(strapi);
  await ensureWaitingLines(strapi);
  await ensureScheduledRuns(strapi);
  for (const name of REPLACED_INDEXES) await knex.raw(`DROP INDEX IF EXISTS ??`, [name]);
  for (const index of UNIQUE_INDEXES) {
    await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (${index.columns.map(() => '??').join(', ')})`, [
      index.name,
      index.table,
      ...index.columns,
    ]);
  }
  for (const index of INDEXES) {
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${index.columns.map(() => '??').join(', ')})`, [
      index.name,
      index.table,
      ...index.columns,
    ]);
  }
  for (const statement of [...INDEX_STATEMENTS, ...searchIndexStatements(knex)]) await knex.raw(statement);
}

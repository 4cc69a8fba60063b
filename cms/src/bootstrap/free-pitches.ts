import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { lockAllocation } from '../engine/locks';
import { isPostgres } from '../lib/rows';
import { TABLES } from '../lib/tables';

/**
 * The pitches no one holds, per edition: a table the database keeps itself, so that a registration or a pitch given
 * back finds the best free pitch along an index (engine/allocation.ts) instead of walking every pitch and its holders.
 * Triggers keep it whoever writes (a plain query or Strapi's document service): a pitch held leaves it, a pitch given
 * back comes back, a pitch added to the plan or an edition created brings its rows, a pitch or an edition deleted takes
 * them away, a pitch renamed or an edition's day moved follows. At every start it is set right against the holders,
 * under the allocation lock (a version before it, or a trigger's change lost, leaves nothing wrong for long).
 */
const F = TABLES.freePitches;
const H = TABLES.pitchHolders;
const L = TABLES.locations;
const E = TABLES.editions;

/** A pitch `l` as a row of the table, for the edition's day `day` (an SQL expression). */
const freeRow = (day: string) =>
  `${day}, l.id, coalesce(l.street, ''), coalesce(l.number, ''), CASE WHEN coalesce(l.number, '') <> '' THEN 1 ELSE 0 END`;
const COLUMNS = '(edition, location_id, street, number, numbered)';
const unheld = (location: string, day: string) =>
  `NOT EXISTS (SELECT 1 FROM ${H} h WHERE h.location_id = ${location} AND h.edition = ${day})`;

/** How each database writes a row that may be there already. */
interface Dialect {
  insert: string;
  onConflict: string;
}
const POSTGRES: Dialect = { insert: 'INSERT', onConflict: 'ON CONFLICT DO NOTHING' };
const SQLITE: Dialect = { insert: 'INSERT OR IGNORE', onConflict: '' };

/** The rows that come back when the pitch `location` stops being held in the edition `day`. */
const giveBack = ({ insert, onConflict }: Dialect, location: string, day: string) =>
  `${insert} INTO ${F} ${COLUMNS} SELECT ${freeRow('e.date')} FROM ${E} e JOIN ${L} l ON l.id = ${location}
   WHERE e.date = ${day} AND ${unheld('l.id', 'e.date')} ${onConflict}`;
/** The rows of a pitch `NEW` added to the plan, one per edition. */
const addPitch = ({ insert, onConflict }: Dialect) =>
  `${insert} INTO ${F} ${COLUMNS} SELECT ${freeRow('e.date')} FROM ${E} e JOIN ${L} l ON l.id = NEW.id
   WHERE ${unheld('l.id', 'e.date')} ${onConflict}`;
/** The rows of an edition `NEW` created, one per pitch. */
const addEdition = ({ insert, onConflict }: Dialect) =>
  `${insert} INTO ${F} ${COLUMNS} SELECT ${freeRow('NEW.date')} FROM ${L} l WHERE ${unheld('l.id', 'NEW.date')} ${onConflict}`;
const renamePitch = `UPDATE ${F} SET street = coalesce(NEW.street, ''), number = coalesce(NEW.number, ''),
  numbered = CASE WHEN coalesce(NEW.number, '') <> '' THEN 1 ELSE 0 END WHERE location_id = NEW.id`;
const held = (edition: string) => `DELETE FROM ${F} WHERE location_id = NEW.location_id AND edition = ${edition}`;

/** The triggers, each after a row's change: its table, its event, the columns whose change fires it, its statements. */
const TRIGGERS: {
  name: string;
  table: string;
  event: 'INSERT' | 'UPDATE' | 'DELETE';
  changed?: string[];
  body: (dialect: Dialect) => string[];
}[] = [
  {
    name: 'free_pitches_held',
    table: H,
    event: 'INSERT',
    // SQLite writes the holder's edition by another trigger after its insert (database-constraints.ts): read from its
    // registration here, and followed when it is written (free_pitches_holder_moved).
    body: (dialect) => [
      held(dialect === POSTGRES ? 'NEW.edition' : `(SELECT edition FROM ${TABLES.registrations} WHERE id = NEW.registration_id)`),
    ],
  },
  {
    name: 'free_pitches_given_back',
    table: H,
    event: 'DELETE',
    body: (dialect) => [giveBack(dialect, 'OLD.location_id', 'OLD.edition')],
  },
  {
    name: 'free_pitches_holder_moved',
    table: H,
    event: 'UPDATE',
    changed: ['location_id', 'edition'],
    body: (dialect) => [giveBack(dialect, 'OLD.location_id', 'OLD.edition'), held('NEW.edition')],
  },
  { name: 'free_pitches_pitch_added', table: L, event: 'INSERT', body: (dialect) => [addPitch(dialect)] },
  { name: 'free_pitches_pitch_deleted', table: L, event: 'DELETE', body: () => [`DELETE FROM ${F} WHERE location_id = OLD.id`] },
  { name: 'free_pitches_pitch_renamed', table: L, event: 'UPDATE', changed: ['street', 'number'], body: () => [renamePitch] },
  { name: 'free_pitches_edition_added', table: E, event: 'INSERT', body: (dialect) => [addEdition(dialect)] },
  { name: 'free_pitches_edition_deleted', table: E, event: 'DELETE', body: () => [`DELETE FROM ${F} WHERE edition = OLD.date`] },
  {
    name: 'free_pitches_edition_moved',
    table: E,
    event: 'UPDATE',
    changed: ['date'],
    body: (dialect) => [`DELETE FROM ${F} WHERE edition = OLD.date`, addEdition(dialect)],
  },
];

async function createTable(knex: Knex) {
  if (await knex.schema.hasTable(F)) return;
  await knex.schema.createTable(F, (table) => {
    table.date('edition').notNullable();
    table.integer('location_id').notNullable();
    table.string('street').notNullable();
    table.string('number').notNullable();
    table.integer('numbered').notNullable();
    table.primary(['edition', 'location_id']);
  });
}

const INDEXES = [
  // the rule's tiers (allocation.ts, pitchPriorityTiers): a visitor's, then a neighbor's house and street
  `CREATE INDEX IF NOT EXISTS free_pitches_numbered_idx ON ${F} (edition, numbered, location_id)`,
  `CREATE INDEX IF NOT EXISTS free_pitches_address_idx ON ${F} (edition, street, number, location_id)`,
  // a pitch deleted or renamed, in every edition
  `CREATE INDEX IF NOT EXISTS free_pitches_location_idx ON ${F} (location_id)`,
];

/** Each trigger made again at every start, as this version writes it. */
async function createTriggers(knex: Knex) {
  const postgres = isPostgres(knex);
  for (const { name, table, event, changed, body } of TRIGGERS) {
    const statements = body(postgres ? POSTGRES : SQLITE)
      .map((statement) => `${statement};`)
      .join('\n');
    if (postgres) {
      const when = changed
        ? `WHEN (${changed.map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`).join(' OR ')})`
        : '';
      await knex.raw(
        `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${statements} RETURN NULL; END $$`,
      );
      await knex.raw(
        `CREATE OR REPLACE TRIGGER ${name} AFTER ${event} ON ${table} FOR EACH ROW ${when} EXECUTE FUNCTION ${name}()`,
      );
    } else {
      const when = changed ? `WHEN ${changed.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(' OR ')}` : '';
      await knex.raw(`DROP TRIGGER IF EXISTS ${name}`);
      await knex.raw(`CREATE TRIGGER ${name} AFTER ${event} ON ${table} FOR EACH ROW ${when} BEGIN ${statements} END`);
    }
  }
}

/** The table set right against the plan, the editions and the holders: what is wrong goes, what is missing comes. */
export async function settleFreePitches(trx: Knex.Transaction): Promise<void> {
  await lockAllocation(trx);
  await trx.raw(
    `DELETE FROM ${F} WHERE NOT EXISTS (SELECT 1 FROM ${E} e WHERE e.date = ${F}.edition)
       OR NOT EXISTS (SELECT 1 FROM ${L} l WHERE l.id = ${F}.location_id AND coalesce(l.street, '') = ${F}.street
                        AND coalesce(l.number, '') = ${F}.number)
       OR EXISTS (SELECT 1 FROM ${H} h WHERE h.location_id = ${F}.location_id AND h.edition = ${F}.edition)`,
  );
  const { insert, onConflict } = isPostgres(trx) ? POSTGRES : SQLITE;
  await trx.raw(
    `${insert} INTO ${F} ${COLUMNS} SELECT ${freeRow('e.date')} FROM ${E} e CROSS JOIN ${L} l
     WHERE ${unheld('l.id', 'e.date')} AND NOT EXISTS (SELECT 1 FROM ${F} f WHERE f.edition = e.date AND f.location_id = l.id)
     ${onConflict}`,
  );
}

export async function ensureFreePitches(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  await createTable(knex);
  for (const statement of INDEXES) await knex.raw(statement);
  await createTriggers(knex);
  await knex.transaction(settleFreePitches);
}

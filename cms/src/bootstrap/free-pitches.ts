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

/** The rows that come back when the pitch `location` stops being held in the edition `day`. */
const giveBack = (location: string, day: string, orIgnore: string, onConflict: string) =>
  `INSERT ${orIgnore} INTO ${F} ${COLUMNS} SELECT ${freeRow('e.date')} FROM ${E} e JOIN ${L} l ON l.id = ${location}
   WHERE e.date = ${day} AND ${unheld('l.id', 'e.date')} ${onConflict}`;
/** The rows of a pitch `NEW` added to the plan, one per edition. */
const addPitch = (orIgnore: string, onConflict: string) =>
  `INSERT ${orIgnore} INTO ${F} ${COLUMNS} SELECT ${freeRow('e.date')} FROM ${E} e JOIN ${L} l ON l.id = NEW.id
   WHERE ${unheld('l.id', 'e.date')} ${onConflict}`;
/** The rows of an edition `NEW` created, one per pitch. */
const addEdition = (orIgnore: string, onConflict: string) =>
  `INSERT ${orIgnore} INTO ${F} ${COLUMNS} SELECT ${freeRow('NEW.date')} FROM ${L} l WHERE ${unheld('l.id', 'NEW.date')} ${onConflict}`;
const renamePitch = `UPDATE ${F} SET street = coalesce(NEW.street, ''), number = coalesce(NEW.number, ''),
  numbered = CASE WHEN coalesce(NEW.number, '') <> '' THEN 1 ELSE 0 END WHERE location_id = NEW.id`;

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

async function createPostgresTriggers(knex: Knex) {
  const onConflict = 'ON CONFLICT DO NOTHING';
  const trigger = async (name: string, table: string, events: string, when: string, body: string) => {
    await knex.raw(
      `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`,
    );
    await knex.raw(
      `CREATE OR REPLACE TRIGGER ${name} AFTER ${events} ON ${table} FOR EACH ROW ${when} EXECUTE FUNCTION ${name}()`,
    );
  };
  await trigger(
    'free_pitches_held',
    H,
    'INSERT',
    '',
    `DELETE FROM ${F} WHERE location_id = NEW.location_id AND edition = NEW.edition;`,
  );
  await trigger('free_pitches_given_back', H, 'DELETE', '', `${giveBack('OLD.location_id', 'OLD.edition', '', onConflict)};`);
  await trigger(
    'free_pitches_holder_moved',
    H,
    'UPDATE',
    'WHEN (OLD.location_id IS DISTINCT FROM NEW.location_id OR OLD.edition IS DISTINCT FROM NEW.edition)',
    `${giveBack('OLD.location_id', 'OLD.edition', '', onConflict)};
     DELETE FROM ${F} WHERE location_id = NEW.location_id AND edition = NEW.edition;`,
  );
  await trigger('free_pitches_pitch_added', L, 'INSERT', '', `${addPitch('', onConflict)};`);
  await trigger('free_pitches_pitch_deleted', L, 'DELETE', '', `DELETE FROM ${F} WHERE location_id = OLD.id;`);
  await trigger(
    'free_pitches_pitch_renamed',
    L,
    'UPDATE',
    'WHEN (OLD.street IS DISTINCT FROM NEW.street OR OLD.number IS DISTINCT FROM NEW.number)',
    `${renamePitch};`,
  );
  await trigger('free_pitches_edition_added', E, 'INSERT', '', `${addEdition('', onConflict)};`);
  await trigger('free_pitches_edition_deleted', E, 'DELETE', '', `DELETE FROM ${F} WHERE edition = OLD.date;`);
  await trigger(
    'free_pitches_edition_moved',
    E,
    'UPDATE',
    'WHEN (OLD.date IS DISTINCT FROM NEW.date)',
    `DELETE FROM ${F} WHERE edition = OLD.date; ${addEdition('', onConflict)};`,
  );
}

async function createSqliteTriggers(knex: Knex) {
  const trigger = async (name: string, event: string, body: string, when = '') => {
    await knex.raw(`DROP TRIGGER IF EXISTS ${name}`);
    await knex.raw(`CREATE TRIGGER ${name} AFTER ${event} FOR EACH ROW ${when && `WHEN ${when}`} BEGIN ${body} END`);
  };
  // The holder's edition is written by another trigger after its insert (database-constraints.ts): read from its
  // registration here, and followed when it is written.
  await trigger(
    'free_pitches_held',
    `INSERT ON ${H}`,
    `DELETE FROM ${F} WHERE location_id = NEW.location_id
       AND edition = (SELECT edition FROM ${TABLES.registrations} WHERE id = NEW.registration_id);`,
  );
  await trigger('free_pitches_given_back', `DELETE ON ${H}`, `${giveBack('OLD.location_id', 'OLD.edition', 'OR IGNORE', '')};`);
  await trigger(
    'free_pitches_holder_moved',
    `UPDATE ON ${H}`,
    `${giveBack('OLD.location_id', 'OLD.edition', 'OR IGNORE', '')};
     DELETE FROM ${F} WHERE location_id = NEW.location_id AND edition = NEW.edition;`,
    'OLD.location_id IS NOT NEW.location_id OR OLD.edition IS NOT NEW.edition',
  );
  await trigger('free_pitches_pitch_added', `INSERT ON ${L}`, `${addPitch('OR IGNORE', '')};`);
  await trigger('free_pitches_pitch_deleted', `DELETE ON ${L}`, `DELETE FROM ${F} WHERE location_id = OLD.id;`);
  await trigger(
    'free_pitches_pitch_renamed',
    `UPDATE ON ${L}`,
    `${renamePitch};`,
    'OLD.street IS NOT NEW.street OR OLD.number IS NOT NEW.number',
  );
  await trigger('free_pitches_edition_added', `INSERT ON ${E}`, `${addEdition('OR IGNORE', '')};`);
  await trigger('free_pitches_edition_deleted', `DELETE ON ${E}`, `DELETE FROM ${F} WHERE edition = OLD.date;`);
  await trigger(
    'free_pitches_edition_moved',
    `UPDATE ON ${E}`,
    `DELETE FROM ${F} WHERE edition = OLD.date; ${addEdition('OR IGNORE', '')};`,
    'OLD.date IS NOT NEW.date',
  );
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
  const postgres = isPostgres(trx);
  await trx.raw(
    `INSERT ${postgres ? '' : 'OR IGNORE'} INTO ${F} ${COLUMNS} SELECT ${freeRow('e.date')} FROM ${E} e CROSS JOIN ${L} l
     WHERE ${unheld('l.id', 'e.date')}
       AND NOT EXISTS (SELECT 1 FROM ${F} f WHERE f.edition = e.date AND f.location_id = l.id) ${postgres ? 'ON CONFLICT DO NOTHING' : ''}`,
  );
}

export async function ensureFreePitches(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  await createTable(knex);
  for (const statement of INDEXES) await knex.raw(statement);
  await (isPostgres(knex) ? createPostgresTriggers(knex) : createSqliteTriggers(knex));
  await knex.transaction(settleFreePitches);
}

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isPostgres } from './rows';
import { TABLES } from './tables';

/**
 * How many registrations wait for a pitch, per edition, kept by the database itself: triggers on the
 * registrations table count every row that joins or leaves the waiting list, whatever writes it (a
 * new registration, a promotion, a cancellation, the panel, a deletion). A newcomer's place in line
 * is then one row read (allocation.ts), not a count over the list, and two who join at once take
 * turns on that row from their insert to their commit: no two are told the same place.
 *
 * At every start, the counts are made again from the registrations (a table Strapi rebuilt on SQLite
 * loses its triggers; they are created again), with the registrations' writes held for that moment.
 */
const COUNTER = TABLES.waitingLists;
const REGISTRATIONS = TABLES.registrations;

const POSTGRES_TRIGGER = [
  `CREATE OR REPLACE FUNCTION registrations_count_waiting() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' AND OLD.status = 'waitlist' THEN
      UPDATE ${COUNTER} SET waiting = waiting - 1 WHERE edition = OLD.edition;
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.status = 'waitlist' THEN
      INSERT INTO ${COUNTER} AS counter (edition, waiting) VALUES (NEW.edition, 1)
        ON CONFLICT (edition) DO UPDATE SET waiting = counter.waiting + 1;
    END IF;
    RETURN NULL;
  END $$`,
  `DROP TRIGGER IF EXISTS registrations_count_waiting ON ${REGISTRATIONS}`,
  `CREATE TRIGGER registrations_count_waiting AFTER INSERT OR DELETE OR UPDATE OF status, edition ON ${REGISTRATIONS}
    FOR EACH ROW EXECUTE FUNCTION registrations_count_waiting()`,
];

const joins = (
  row: 'NEW',
) => `INSERT OR IGNORE INTO ${COUNTER} (edition, waiting) SELECT ${row}.edition, 0 WHERE ${row}.status = 'waitlist';
    UPDATE ${COUNTER} SET waiting = waiting + 1 WHERE edition = ${row}.edition AND ${row}.status = 'waitlist';`;
const leaves = (row: 'OLD') =>
  `UPDATE ${COUNTER} SET waiting = waiting - 1 WHERE edition = ${row}.edition AND ${row}.status = 'waitlist';`;

const SQLITE_TRIGGERS = [
  `DROP TRIGGER IF EXISTS registrations_waiting_insert`,
  `DROP TRIGGER IF EXISTS registrations_waiting_update`,
  `DROP TRIGGER IF EXISTS registrations_waiting_delete`,
  `CREATE TRIGGER registrations_waiting_insert AFTER INSERT ON ${REGISTRATIONS} WHEN NEW.status = 'waitlist'
    BEGIN ${joins('NEW')} END`,
  `CREATE TRIGGER registrations_waiting_update AFTER UPDATE OF status, edition ON ${REGISTRATIONS}
    WHEN OLD.status = 'waitlist' OR NEW.status = 'waitlist'
    BEGIN ${leaves('OLD')} ${joins('NEW')} END`,
  `CREATE TRIGGER registrations_waiting_delete AFTER DELETE ON ${REGISTRATIONS} WHEN OLD.status = 'waitlist'
    BEGIN ${leaves('OLD')} END`,
];

async function recount(trx: Knex.Transaction): Promise<void> {
  await trx(COUNTER).delete();
  await trx(COUNTER).insert(
    trx(REGISTRATIONS).where({ status: 'waitlist' }).groupBy('edition').select('edition', trx.raw('count(*) as waiting')),
  );
}

export async function countWaitingLists(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(COUNTER)))
    await knex.schema.createTable(COUNTER, (table) => {
      table.date('edition').primary();
      table.integer('waiting').notNullable();
    });
  await knex.transaction(async (trx) => {
    // Writes to the registrations wait (reads do not) while the triggers are replaced and the counts made.
    if (isPostgres(trx)) await trx.raw(`LOCK TABLE ${REGISTRATIONS} IN SHARE ROW EXCLUSIVE MODE`);
    for (const statement of isPostgres(trx) ? POSTGRES_TRIGGER : SQLITE_TRIGGERS) await trx.raw(statement);
    await recount(trx);
  });
}

/**
 * A registration has just joined the waiting list (its row written in `trx`): its place in line, the
 * number now waiting for the edition, itself included. On PostgreSQL its insert holds the edition's
 * counter until the commit: two who join at once count each other.
 */
export async function placeOnWaitingList(trx: Knex.Transaction, edition: string): Promise<number> {
  const row: { waiting: number | string } | undefined = await trx(COUNTER).where({ edition }).first('waiting');
  return Number(row?.waiting ?? 0);
}

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { WAITLIST_STATUSES, type PitchWish } from '@brocante/shared';
import { asDay, isPostgres } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { lockAllocation } from './locks';
import { registrationRows } from './rows';

type Db = Knex | Knex.Transaction;

/** The statuses of those on a waiting line, as a raw statement's placeholders (their values bound after the table's). */
const WAITING = WAITLIST_STATUSES.map(() => '?').join(', ');

/** The sequence an edition's waiting line draws its tickets from (PostgreSQL): one per edition, so that two open editions never shift each other's places. */
export const waitingLineTickets = (edition: string) => `waiting_line_tickets_${edition.replace(/\D/g, '')}`;

/** An edition's waiting line on PostgreSQL: its sequence and its base, set from those waiting (idempotent). */
export async function ensureWaitingLineOf(db: Db, edition: string): Promise<void> {
  if (!isPostgres(db)) return;
  await db.raw(`CREATE SEQUENCE IF NOT EXISTS ${waitingLineTickets(edition)}`);
  await db.raw(
    `INSERT INTO ?? (edition, base) SELECT ?, 0 - (SELECT count(*) FROM ?? r WHERE r.status IN (${WAITING}) AND r.edition = ?)
     ON CONFLICT (edition) DO NOTHING`,
    [TABLES.waitingLines, edition, TABLES.registrations, ...WAITLIST_STATUSES, edition],
  );
}

/**
 * A registration has just joined its edition's waiting list (its row written in `trx`): its place in
 * line, the number now waiting for the edition, itself included; no two who join at once are told the
 * same. SQLite has one writer: those waiting are counted. On PostgreSQL a newcomer waits for no one:
 * its place is a ticket (the edition's sequence's next number) less the line's base, the tickets drawn
 * before by those no longer waiting (`settleWaitingLine`). A newcomer whose transaction fails after its
 * ticket leaves a gap: those after it are told one place too many, until the line is next settled.
 */
export async function placeOnWaitingList(trx: Knex.Transaction, edition: string): Promise<number> {
  if (isPostgres(trx)) {
    // to_regclass: a day without a sequence of its own draws no ticket and is counted, instead of failing.
    const { rows } = await trx.raw(`SELECT nextval(to_regclass(?)) - base AS place FROM ?? WHERE edition = ?`, [
      waitingLineTickets(edition),
      TABLES.waitingLines,
      edition,
    ]);
    if (rows.length && rows[0].place !== null) return Number(rows[0].place);
  }
  const [row] = await trx(TABLES.registrations).whereIn('status', WAITLIST_STATUSES).where({ edition }).count({ count: '*' });
  return Number(row?.count ?? 0);
}

/** What each transaction did to its editions' waiting lines: those who left less those who came back, by edition. */
const leftTheLine = new WeakMap<Knex.Transaction, Map<string, number>>();

/**
 * A step took a registration off its edition's waiting line (`left` 1: promoted, cancelled) or put it back (−1):
 * recorded for settleWaitingLine, which moves the line's base by as many when the transaction ends.
 */
export function lineMoved(trx: Knex.Transaction, edition: string, left: number): void {
  if (!isPostgres(trx)) return;
  let moved = leftTheLine.get(trx);
  if (!moved) leftTheLine.set(trx, (moved = new Map()));
  moved.set(edition, (moved.get(edition) ?? 0) + left);
}

/**
 * The waiting lines' bases moved by what the transaction did to them (`registrationTransaction` runs it last): the base
 * is the last ticket drawn less those waiting, so each who left raises it by one, each who came back lowers it. A few
 * rows written, however long the line (counting those waiting walked the whole line: 3–5 ms a promotion at 50,000
 * waiting, the growth bench). An increment needs no lock of the line: newcomers drawing tickets meanwhile change only the
 * tickets; the bases roll back with the transaction.
 */
export async function settleWaitingLine(trx: Knex.Transaction): Promise<void> {
  for (const [edition, left] of leftTheLine.get(trx) ?? [])
    if (left) await trx(TABLES.waitingLines).where({ edition }).increment('base', left);
}

/**
 * The waiting lines' bases counted again from those waiting: for each edition not archived, the last ticket drawn less
 * their number. Under the allocation lock held alone, no newcomer is under way meanwhile, so every ticket drawn is
 * counted or gone. At start and each hour (config/cron-tasks.ts): a newcomer whose registration failed after drawing
 * its ticket left a gap, those after it told one place too many until then.
 */
async function recountWaitingLines(trx: Knex.Transaction): Promise<void> {
  const lines: { edition: string | Date }[] = await trx(`${TABLES.waitingLines} as w`)
    .join(`${TABLES.editions} as e`, 'e.date', 'w.edition')
    .whereNot('e.state', 'archived')
    .select('w.edition');
  for (const { edition } of lines) {
    const day = asDay(edition);
    await trx.raw(
      `UPDATE ?? SET base =
         (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM ${waitingLineTickets(day)})
         - (SELECT count(*) FROM ?? r WHERE r.status IN (${WAITING}) AND r.edition = ?)
       WHERE edition = ?`,
      [TABLES.waitingLines, TABLES.registrations, ...WAITLIST_STATUSES, day, day],
    );
  }
}

/** The waiting lines counted again on their own (at start, and each hour). */
export async function recountWaitingLinesAlone(strapi: Core.Strapi): Promise<void> {
  if (!isPostgres(strapi.db.connection)) return;
  await strapi.db.connection.transaction(async (trx) => {
    await lockAllocation(trx);
    await recountWaitingLines(trx);
  });
}

/**
 * pitch.ts's livesInFront as SQL over a registration's row: a neighbor living in front of one of `pitches`. Kept
 * beside livesInFront by cms/tests/unit/pitch-rules-sql.test.ts.
 */
export function livesInFrontSql(pitches: readonly { street: string; number?: string | null }[]): [string, string[]] {
  if (!pitches.length) return ['1 = 0', []];
  return [
    `(kind = 'neighbor' AND (${pitches.map(() => '(street = ? AND house_number = ?)').join(' OR ')}))`,
    pitches.flatMap((pitch) => [pitch.street, pitch.number ?? '']),
  ];
}

/** The head of a waiting line: who gets the next pitches given back, and how many pitches were free to give. */
export type WaitingHead = PitchWish & { id: number; documentId: string; pitchCount: number; free: number };

/**
 * The head of an edition's waiting line for pitches given back (`freed`), among those asking for no more pitches than
 * are free: a neighbor living in front of one of them (livesInFrontSql), then whoever paid while waiting, then the
 * oldest. One statement, the free pitches counted in it, each lookup along an index (bootstrap/database-constraints.ts),
 * however long the line; a lookup runs only when those before it found no one (COALESCE evaluates no more than it needs).
 */
export async function headOfLine(
  trx: Knex.Transaction,
  edition: string,
  freed: readonly { street: string; number?: string | null }[],
): Promise<WaitingHead | undefined> {
  const free = trx(TABLES.freePitches).where({ edition }).count('*');
  const waiting = () =>
    trx(TABLES.registrations).whereIn('status', WAITLIST_STATUSES).where({ edition }).where('pitch_count', '<=', free);
  // Those in front of a pitch given back are few, found by their address (the line's address index); read apart first
  // (MATERIALIZED), or PostgreSQL may walk the whole line by number instead, looking for the smallest.
  const inFront = waiting()
    .whereRaw(...livesInFrontSql(freed))
    .select('id')
    .toSQL();
  const neighbors = trx.raw(`WITH n AS MATERIALIZED (${inFront.sql}) SELECT min(id) FROM n`, inFront.bindings);
  // The others by their number, read in the line's own index alone (the registration's number and the pitches it asks
  // for are in it), then their row. Asked for its row at once, PostgreSQL walked the table's primary key past every
  // registration holding a pitch (15–30 ms at 100,000 registrations, the growth bench's plans).
  const firstOf = (line: Knex.QueryBuilder) => line.orderBy('id').limit(1).select('id');
  const head: (Omit<WaitingHead, 'free'> & { free: number | string }) | undefined = await trx(TABLES.registrations)
    .whereRaw('id = coalesce((?), (?), (?))', [neighbors, firstOf(waiting().whereNotNull('paid_at')), firstOf(waiting())])
    .first(
      ...registrationRows.select(['id', 'documentId', 'kind', 'street', 'houseNumber', 'pitchCount']),
      trx.raw('(?) as free', [free]),
    );
  return head && { ...head, free: Number(head.free) };
}

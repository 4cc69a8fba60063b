import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { choosePitches, type PitchWish, type StreetSide } from '@brocante/shared';
import { isPostgres } from './rows';
import { TABLES } from './tables';

/**
 * The queries of pitch allocation. Who holds which pitch lives in the link table of
 * registration.locations; a unique index on its location column (bootstrap) makes "one active
 * holder per pitch" a database constraint. A cancelled registration gives its pitches back, so every
 * link is an active holder. Which pitches a person gets is the shared rule (pitch.ts).
 */
type Db = Knex | Knex.Transaction;

const freePitches = (db: Db) =>
  db(`${TABLES.locations} as l`).whereNotExists(db(TABLES.pitchHolders).whereRaw(`${TABLES.pitchHolders}.location_id = l.id`));

export async function countFreeLocations(strapi: Core.Strapi, db: Db = strapi.db.connection): Promise<number> {
  const [row] = await freePitches(db).count({ count: '*' });
  return Number(row?.count ?? 0);
}

export interface FreeLocation {
  id: number;
  documentId: string;
  name: string;
  street: string;
  number: string | null;
}

interface PlannedPitch extends FreeLocation {
  side: StreetSide | null;
  position: number | null;
  held: boolean;
}

/** Every pitch of the plan, and whether someone holds it. */
async function readPitches(db: Db): Promise<PlannedPitch[]> {
  const rows: (Omit<PlannedPitch, 'held'> & { held: number | boolean })[] = await db(`${TABLES.locations} as l`)
    .select(
      'l.id',
      'l.document_id as documentId',
      'l.name',
      'l.street',
      'l.number',
      'l.side',
      'l.position',
      db.raw(`exists (select 1 from ?? h where h.location_id = l.id) as held`, [TABLES.pitchHolders]),
    )
    .orderBy('l.id');
  return rows.map((pitch) => ({ ...pitch, id: Number(pitch.id), held: Boolean(pitch.held) }));
}

const freeLocation = ({ id, documentId, name, street, number }: PlannedPitch): FreeLocation => ({
  id,
  documentId,
  name,
  street,
  number,
});

/**
 * The free pitches a registration gets (pitch.ts's rule: adjacent when it asks for several, the
 * oldest among equals); null when fewer than `count` are free. For a step already serialised by
 * `lockAllocation`.
 */
export async function nextFreeLocations(db: Db, wish: PitchWish, count: number): Promise<FreeLocation[] | null> {
  return choosePitches(wish, await readPitches(db), count)?.map(freeLocation) ?? null;
}

/**
 * Locks those of the pitches `ids` that are free and that no one else is claiming (FOR UPDATE SKIP
 * LOCKED): `false` for each of them. A pitch already held is never locked (`true`): a claimer waiting
 * for the pitches it found busy (claimFreeLocations) must not wait for one that is merely held, or
 * two such claimers wait for each other. The pitches absent from the answer are being claimed.
 */
async function lockUnlessBusy(trx: Knex.Transaction, ids: number[]): Promise<Map<number, boolean>> {
  const locked: number[] = (
    await trx(`${TABLES.locations} as l`)
      .whereIn('l.id', ids)
      .whereNotExists(trx(TABLES.pitchHolders).whereRaw(`${TABLES.pitchHolders}.location_id = l.id`))
      .select('l.id')
      .forUpdate('l')
      .skipLocked()
  ).map((row: { id: number }) => Number(row.id));
  const claims = new Map<number, boolean>(locked.map((id) => [id, false]));
  const others = ids.filter((id) => !claims.has(id));
  if (others.length)
    for (const id of await trx(TABLES.pitchHolders).whereIn('location_id', others).pluck('location_id'))
      claims.set(Number(id), true);
  return claims;
}

/**
 * A new registration claims its pitches without holding anyone else up (SQLite has one writer: the
 * choice is the claim). On PostgreSQL the pitches chosen are locked, skipping those another
 * registration is claiming at that moment (FOR UPDATE SKIP LOCKED), and read again once locked: a
 * pitch claimed in between counts as held, one being claimed as busy, and the choice is made again.
 * Several pitches are claimed together or not at all (a savepoint gives back a partial claim's
 * locks). When the choice fails while others are mid-claim, it waits for them (a few queries from
 * their commit) rather than send someone to the waiting list beside a pitch that stays free. The
 * unique index on the holder link backs it all up. With no pitch free, nothing is locked.
 */
export async function claimFreeLocations(trx: Knex.Transaction, wish: PitchWish, count: number): Promise<FreeLocation[] | null> {
  let pitches = await readPitches(trx);
  if (!isPostgres(trx)) return choosePitches(wish, pitches, count)?.map(freeLocation) ?? null;
  const busy = new Set<number>();
  for (;;) {
    const chosen = choosePitches(
      wish,
      pitches.map((pitch) => ({ ...pitch, held: pitch.held || busy.has(pitch.id) })),
      count,
    );
    if (!chosen) {
      if (!busy.size) return null;
      // Wait for the claims in flight, without keeping their pitches locked, then choose among what they left.
      await trx.raw('SAVEPOINT wait_for_claims');
      await trx(TABLES.locations)
        .whereIn('id', [...busy])
        .forUpdate()
        .select('id');
      await trx.raw('ROLLBACK TO SAVEPOINT wait_for_claims');
      busy.clear();
      pitches = await readPitches(trx);
      continue;
    }
    const ids = chosen.map((pitch) => Number(pitch.id));
    const several = ids.length > 1;
    if (several) await trx.raw('SAVEPOINT claim_pitches');
    const locked = await lockUnlessBusy(trx, ids);
    if (ids.every((id) => locked.get(id) === false)) return chosen.map(freeLocation);
    // A partial claim gives its locks back at once.
    if (several) await trx.raw('ROLLBACK TO SAVEPOINT claim_pitches');
    const held = new Set(ids.filter((id) => locked.get(id)));
    for (const id of ids) if (!locked.has(id)) busy.add(id);
    pitches = pitches.map((pitch) => (held.has(pitch.id) ? { ...pitch, held: true } : pitch));
  }
}

export async function isLocationHeld(db: Db, locationId: number, exceptRegistrationId?: number): Promise<boolean> {
  const query = db(TABLES.pitchHolders).where({ location_id: locationId });
  if (exceptRegistrationId !== undefined) query.whereNot({ registration_id: exceptRegistrationId });
  return Boolean(await query.first());
}

/** Advisory lock keys: the allocation's one lock, and the classes of a household's and of an edition's waiting list. */
const ALLOCATION_LOCK = 727_2027;
const HOUSEHOLD_LOCKS = 727_2028;
const WAITING_LIST_LOCKS = 727_2029;

/** The sequence the waiting line's tickets are drawn from (PostgreSQL). */
export const WAITING_LINE_TICKETS = 'waiting_line_tickets';

/** The transactions holding the allocation lock alone: each sets the waiting line's base again before it commits. */
const allocating = new WeakSet<Knex.Transaction>();

/**
 * Serialises the steps that give pitches back or move them (cancellations, expiry, a volunteer's
 * assignment, the waiting list's promotions): PostgreSQL takes a transaction-scoped advisory lock;
 * SQLite has one writer. New registrations hold the same lock shared (`lockRegistration`): they
 * never wait for each other, and a pitch given back waits for the registrations in flight, so that
 * its promotion sees those that just joined the waiting list.
 */
export async function lockAllocation(trx: Knex.Transaction): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.raw('SELECT pg_advisory_xact_lock(?)', [ALLOCATION_LOCK]);
  allocating.add(trx);
}

/**
 * A new registration: the allocation lock shared, and its household's own lock (the household's
 * limit counts the registrations already made: two at the same moment from one address are taken
 * in turn). One round trip.
 */
export async function lockRegistration(trx: Knex.Transaction, household: string): Promise<void> {
  if (isPostgres(trx))
    await trx.raw('SELECT pg_advisory_xact_lock_shared(?), pg_advisory_xact_lock(?, hashtext(?))', [
      ALLOCATION_LOCK,
      HOUSEHOLD_LOCKS,
      household,
    ]);
}

/**
 * A registration has just joined the waiting list (its row written in `trx`): its place in line, the
 * number now waiting for the edition, itself included; no two who join at once are told the same.
 * SQLite has one writer: those waiting are counted. On PostgreSQL a newcomer waits for no one: its
 * place is a ticket (a sequence's next number) less the waiting line's base, the tickets drawn before
 * by those no longer waiting (`settleWaitingLine`). While the edition has no base (a new edition's
 * date), newcomers take the edition's turn instead, held until their commit, and count; the first of
 * them has the base set once it has committed. A newcomer whose transaction fails after its ticket
 * leaves a gap: those after it are told one place too many, until the line is next settled.
 */
export async function placeOnWaitingList(strapi: Core.Strapi, trx: Knex.Transaction, edition: string): Promise<number> {
  if (isPostgres(trx)) {
    const { rows } = await trx.raw(`SELECT nextval('${WAITING_LINE_TICKETS}') - base AS place FROM ?? WHERE edition = ?`, [
      TABLES.waitingLine,
      edition,
    ]);
    if (rows.length) return Number(rows[0].place);
    await trx.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [WAITING_LIST_LOCKS, edition]);
    trx.executionPromise.then(
      () => settleWaitingLineSoon(strapi),
      () => undefined,
    );
  }
  const [row] = await trx(TABLES.registrations).where({ status: 'waitlist', edition }).count({ count: '*' });
  return Number(row?.count ?? 0);
}

/**
 * The waiting line's base for the committee's edition, set from those waiting now: the last ticket
 * drawn less their number. Run last by the transactions holding the allocation lock alone
 * (`withOutbox`), the only ones that take people off the line: no newcomer is under way meanwhile,
 * so every ticket drawn is counted or gone; the base rolls back with the transaction.
 */
export async function settleWaitingLine(trx: Knex.Transaction): Promise<void> {
  if (!allocating.has(trx)) return;
  await trx.raw(
    `INSERT INTO ?? (id, edition, base)
     SELECT 1, c.date,
       (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM ${WAITING_LINE_TICKETS})
       - (SELECT count(*) FROM ?? r WHERE r.status = 'waitlist' AND r.edition = c.date)
     FROM ?? c WHERE c.date IS NOT NULL LIMIT 1
     ON CONFLICT (id) DO UPDATE SET edition = excluded.edition, base = excluded.base`,
    [TABLES.waitingLine, TABLES.registrations, TABLES.configurations],
  );
}

/** The waiting line settled on its own (at start, and for a new edition's date). */
export async function settleWaitingLineAlone(strapi: Core.Strapi): Promise<void> {
  await strapi.db.connection.transaction(async (trx) => {
    await lockAllocation(trx);
    await settleWaitingLine(trx);
  });
}

/**
 * After newcomers who counted, once: a settling under way covers every newcomer committed before it
 * takes the allocation lock, and those after it find the base it sets.
 */
let settling: Promise<void> | null = null;
function settleWaitingLineSoon(strapi: Core.Strapi): void {
  settling ??= settleWaitingLineAlone(strapi)
    .catch((error: Error) => {
      strapi.log.warn(`Liste d'attente : ${error.message}`);
    })
    .finally(() => {
      settling = null;
    });
}

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { choosePitches, type PitchWish, type StreetSide } from '@brocante/shared';
import { isPostgres } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { lockAllocation } from './locks';
import { ensureWaitingLineOf } from './waiting-line';
import type { StoredPitch } from './domain';

/** A free pitch, read as a registration holding it returns it (a step giving it returns the registration so). */
export type FreePitch = StoredPitch;

/** A free pitch's columns, as a FreePitch names them. */
const FREE_PITCH_COLUMNS = ['l.id', 'l.document_id as documentId', 'l.name', 'l.street', 'l.number', 'l.meters'];
/** A free pitch as its row reads (PostgreSQL's driver gives a decimal as text, SQLite's a number). */
const asFreePitchRow = (row: FreePitch): FreePitch => ({ ...row, id: Number(row.id), meters: Number(row.meters) });

/**
 * The queries of pitch allocation, each for one edition (named by its day). Who holds which pitch
 * lives in the link table of registration.locations, with the holder's edition beside it (written by
 * a trigger from the registration, bootstrap/database-constraints.ts); a unique index on (pitch,
 * edition) makes "one active holder per pitch and edition" a database constraint. A cancelled
 * registration gives its pitches back, so every link is an active holder in its edition; the pitches
 * themselves are the committee's from one year to the next. Which pitches a person gets is the
 * shared rule (pitch.ts).
 */
type Db = Knex | Knex.Transaction;

/** A link of this edition holding pitch `l`. */
const holderOf = (db: Db, edition: string) =>
  db(TABLES.pitchHolders)
    .whereRaw(`${TABLES.pitchHolders}.location_id = l.id`)
    .andWhere(`${TABLES.pitchHolders}.edition`, edition);

/**
 * The pitches `l` no one holds in an edition, read from the table the database keeps of them (bootstrap/free-pitches.ts,
 * `f`). Asking the holders again of each row made PostgreSQL expect almost none to pass, and join the whole plan to
 * sort the few: the unique index on the holders stays the guard.
 */
const freePitches = (db: Db, edition: string) =>
  db(`${TABLES.freePitches} as f`).join(`${TABLES.locations} as l`, 'l.id', 'f.location_id').where('f.edition', edition);

export async function countFreePitches(strapi: Core.Strapi, edition: string): Promise<number> {
  const [row] = await strapi.db.connection(TABLES.freePitches).where({ edition }).count({ count: '*' });
  return Number(row?.count ?? 0);
}

/** The pitches no one holds in an edition, by name (A2 before A10), for the check-in's morning. */
export async function freePitchNames(db: Db, edition: string): Promise<{ name: string; street: string }[]> {
  const rows: { name: string; street: string }[] = await freePitches(db, edition).select('l.name', 'l.street');
  const collator = new Intl.Collator('fr', { numeric: true });
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}

/** The pitches of these names that no one holds in the edition, in the order asked; null when one of them is held. */
export async function freePitchesNamed(db: Db, edition: string, names: readonly string[]): Promise<FreePitch[] | null> {
  const rows: FreePitch[] = await freePitches(db, edition)
    .whereIn('l.name', [...names])
    .select(...FREE_PITCH_COLUMNS);
  if (rows.length !== names.length) return null;
  return names.map((name) => asFreePitchRow(rows.find((row) => row.name === name)!));
}

/** A new registration holds its pitches in its edition (the link's unique index refuses a pitch already held). */
export async function holdPitches(trx: Knex.Transaction, registrationId: number, pitches: { id: number }[], edition: string) {
  await trx(TABLES.pitchHolders).insert(
    pitches.map((pitch, index) => ({
      registration_id: registrationId,
      location_id: pitch.id,
      location_ord: index + 1,
      registration_ord: 1,
      edition,
    })),
  );
}

interface PlannedPitch extends FreePitch {
  side: StreetSide | null;
  position: number | null;
  laneAfter: number | null;
  held: boolean;
}

/** Every pitch of the plan, and whether someone holds it in this edition. */
async function readPitches(db: Db, edition: string): Promise<PlannedPitch[]> {
  const rows: (Omit<PlannedPitch, 'held'> & { held: number | boolean })[] = await db(`${TABLES.locations} as l`)
    .select(
      'l.id',
      'l.document_id as documentId',
      'l.name',
      'l.street',
      'l.number',
      'l.meters',
      'l.side',
      'l.position',
      'l.lane_after as laneAfter',
      db.raw(`exists (select 1 from ?? h where h.location_id = l.id and h.edition = ?) as held`, [TABLES.pitchHolders, edition]),
    )
    .orderBy('l.id');
  return rows.map((pitch) => ({
    ...pitch,
    id: Number(pitch.id),
    meters: Number(pitch.meters),
    laneAfter: pitch.laneAfter === null ? null : Number(pitch.laneAfter),
    held: Boolean(pitch.held),
  }));
}

const asFreePitch = ({ id, documentId, name, street, number, meters }: PlannedPitch): FreePitch => ({
  id,
  documentId,
  name,
  street,
  number,
  meters,
});

/**
 * pitch.ts's pitchPriority as conditions over a free pitch `f`, best first, each read along an index of the free
 * pitches (the oldest first within one): a visitor's first are in front of no house; a neighbor's, the pitch in front
 * of their house, then their street's, then the others. Kept beside pitchPriority by
 * cms/tests/unit/pitch-rules-sql.test.ts.
 */
export function pitchPriorityTiers(wish: PitchWish): [string, string[]][] {
  return wish.kind === 'visitor'
    ? [
        ['f.numbered = 0', []],
        ['f.numbered = 1', []],
      ]
    : [
        ['f.street = ? AND f.number = ?', [wish.street, wish.houseNumber]],
        ['f.street = ? AND f.number <> ?', [wish.street, wish.houseNumber]],
        ['f.street <> ?', [wish.street]],
      ];
}

type Lock = (query: Knex.QueryBuilder) => Knex.QueryBuilder;

/** The first free pitch of a tier (pitchPriorityTiers), by its number alone: along an index of the free pitches. */
const firstOfTier = (db: Db, edition: string, [condition, bindings]: [string, string[]]) =>
  db(`${TABLES.freePitches} as f`)
    .where('f.edition', edition)
    .whereRaw(condition, bindings)
    .orderBy('f.location_id')
    .limit(1)
    .select('f.location_id');

/**
 * The best free pitch for `wish` (rankPitches's order: its priority, then the oldest), in one statement: the first of
 * the first tier that has one (COALESCE reads a tier only when those before it have none), each tier one row read along
 * an index, however many pitches the plan has.
 */
async function bestFreePitch(db: Db, wish: PitchWish, edition: string): Promise<FreePitch | null> {
  const tiers = pitchPriorityTiers(wish).map((tier) => firstOfTier(db, edition, tier));
  const [pitch]: FreePitch[] = await freePitches(db, edition)
    .whereRaw(`f.location_id = coalesce(${tiers.map(() => '(?)').join(', ')})`, tiers)
    .select(...FREE_PITCH_COLUMNS);
  return pitch ? asFreePitchRow(pitch) : null;
}

/**
 * The same, the pitch locked as it is read, tier by tier: a lock skipping the rows others hold (SKIP LOCKED) must walk
 * each tier itself, which the statement above cannot.
 */
async function bestFreePitchLocked(db: Db, wish: PitchWish, edition: string, lock: Lock): Promise<FreePitch | null> {
  for (const tier of pitchPriorityTiers(wish)) {
    const [pitch]: FreePitch[] = await lock(
      freePitches(db, edition)
        .whereRaw(...tier)
        .select(...FREE_PITCH_COLUMNS)
        .orderBy('f.location_id')
        .limit(1),
    );
    if (pitch) return asFreePitchRow(pitch);
  }
  return null;
}

/**
 * The free pitches a registration gets (pitch.ts's rule: adjacent when it asks for several, the
 * oldest among equals); null when fewer than `count` are free. One pitch is ranked by the database;
 * several are chosen from the plan (their adjacency is the plan's order). For a step already
 * serialised by `lockAllocation`.
 */
export async function nextFreePitches(db: Db, wish: PitchWish, count: number, edition: string): Promise<FreePitch[] | null> {
  if (count === 1) {
    const pitch = await bestFreePitch(db, wish, edition);
    return pitch ? [pitch] : null;
  }
  return choosePitches(wish, await readPitches(db, edition), count)?.map(asFreePitch) ?? null;
}

/**
 * Locks those of the pitches `ids` that are free and that no one else is claiming (FOR UPDATE SKIP
 * LOCKED): `false` for each of them. A pitch already held is never locked (`true`): a claimer waiting
 * for the pitches it found busy (claimFreePitches) must not wait for one that is merely held, or
 * two such claimers wait for each other. The pitches absent from the answer are being claimed.
 */
async function lockUnlessBusy(trx: Knex.Transaction, ids: number[], edition: string): Promise<Map<number, boolean>> {
  const locked: number[] = (
    await trx(`${TABLES.locations} as l`)
      .whereIn('l.id', ids)
      .whereNotExists(holderOf(trx, edition))
      .select('l.id')
      .forUpdate('l')
      .skipLocked()
  ).map((row: { id: number }) => Number(row.id));
  const claims = new Map<number, boolean>(locked.map((id) => [id, false]));
  const others = ids.filter((id) => !claims.has(id));
  if (others.length)
    for (const id of await trx(TABLES.pitchHolders).where({ edition }).whereIn('location_id', others).pluck('location_id'))
      claims.set(Number(id), true);
  return claims;
}

/**
 * One pitch claimed: the best free one that no one else is claiming, ranked and locked by the database in one query
 * (FOR UPDATE SKIP LOCKED stops at the first row it locks; SQLite has one writer, the choice is the claim). When each
 * free pitch is being claimed, it waits for the best one's claim to end (a savepoint gives the lock back), then chooses
 * again; null when none is free.
 */
async function claimBestFreePitch(trx: Knex.Transaction, wish: PitchWish, edition: string): Promise<FreePitch[] | null> {
  if (!isPostgres(trx)) return nextFreePitches(trx, wish, 1, edition);
  for (;;) {
    const pitch = await bestFreePitchLocked(trx, wish, edition, (query) => query.forUpdate('l').skipLocked());
    if (pitch) return [pitch];
    await trx.raw('SAVEPOINT wait_for_claims');
    const claimed = await bestFreePitchLocked(trx, wish, edition, (query) => query.forUpdate('l'));
    await trx.raw('ROLLBACK TO SAVEPOINT wait_for_claims');
    if (!claimed) return null;
  }
}

/**
 * A new registration claims its pitches without holding anyone else up (SQLite has one writer: the
 * choice is the claim). On PostgreSQL the pitches chosen are locked, skipping those another
 * registration is claiming at that moment (FOR UPDATE SKIP LOCKED): one pitch is the first free one
 * in the rule's order that no one is claiming; several are chosen together, and a pitch claimed in
 * between counts as held, one being claimed as busy, and the choice is made again. Several pitches
 * are claimed together or not at all (a savepoint gives back a partial claim's locks). When the
 * choice fails while others are mid-claim, it waits for them (a few queries from their commit)
 * rather than send someone to the waiting list beside a pitch that stays free. The unique index on
 * the holder link backs it all up. With no pitch free, nothing is locked.
 */
export async function claimFreePitches(
  trx: Knex.Transaction,
  wish: PitchWish,
  count: number,
  edition: string,
): Promise<FreePitch[] | null> {
  if (count === 1) return claimBestFreePitch(trx, wish, edition);
  if (!isPostgres(trx)) return nextFreePitches(trx, wish, count, edition);
  let pitches = await readPitches(trx, edition);
  const busy = new Set<number>();
  for (;;) {
    const open = pitches.map((pitch) => ({ ...pitch, held: pitch.held || busy.has(pitch.id) }));
    const chosen = choosePitches(wish, open, count);
    if (!chosen || chosen.length < count) {
      if (!busy.size) return null;
      // Wait for the claims in flight, without keeping their pitches locked, then choose among what they left.
      await trx.raw('SAVEPOINT wait_for_claims');
      await trx(TABLES.locations)
        .whereIn('id', [...busy])
        .forUpdate()
        .select('id');
      await trx.raw('ROLLBACK TO SAVEPOINT wait_for_claims');
      busy.clear();
      pitches = await readPitches(trx, edition);
      continue;
    }
    const ids = chosen.map((pitch) => Number(pitch.id));
    await trx.raw('SAVEPOINT claim_pitches');
    const locked = await lockUnlessBusy(trx, ids, edition);
    if (ids.every((id) => locked.get(id) === false)) return chosen.map(asFreePitch);
    // A partial claim gives its locks back at once.
    await trx.raw('ROLLBACK TO SAVEPOINT claim_pitches');
    const held = new Set(ids.filter((id) => locked.get(id)));
    for (const id of ids) if (!locked.has(id)) busy.add(id);
    pitches = pitches.map((pitch) => (held.has(pitch.id) ? { ...pitch, held: true } : pitch));
  }
}

export async function isPitchHeld(db: Db, pitchId: number, edition: string, exceptRegistrationId?: number): Promise<boolean> {
  const query = db(TABLES.pitchHolders).where({ location_id: pitchId, edition });
  if (exceptRegistrationId !== undefined) query.whereNot({ registration_id: exceptRegistrationId });
  return Boolean(await query.first());
}

/**
 * An edition's day moved: its registrations, pitch holders and insurance certificate go with it, and its waiting line
 * starts again from those waiting (settled before the commit: the caller holds the allocation lock).
 */
export async function moveEdition(trx: Knex.Transaction, from: string, to: string): Promise<void> {
  await lockAllocation(trx);
  for (const table of [TABLES.registrations, TABLES.pitchHolders, TABLES.insuranceCertificates])
    await trx(table).where({ edition: from }).update({ edition: to });
  if (!isPostgres(trx)) return;
  await trx(TABLES.waitingLines).where({ edition: from }).delete();
  await ensureWaitingLineOf(trx, to);
}

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { choosePitches, type PitchWish, type StreetSide } from '@brocante/shared';
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
}

/**
 * The free pitches a registration gets (pitch.ts's rule: adjacent when it asks for several, the
 * oldest among equals); null when fewer than `count` are free.
 */
export async function nextFreeLocations(db: Db, wish: PitchWish, count: number): Promise<FreeLocation[] | null> {
  const pitches: {
    id: number;
    documentId: string;
    street: string;
    number: string | null;
    side: StreetSide | null;
    position: number | null;
    held: number | boolean;
  }[] = await db(`${TABLES.locations} as l`)
    .select(
      'l.id',
      'l.document_id as documentId',
      'l.street',
      'l.number',
      'l.side',
      'l.position',
      db.raw(`exists (select 1 from ?? h where h.location_id = l.id) as held`, [TABLES.pitchHolders]),
    )
    .orderBy('l.id');
  const chosen = choosePitches(
    wish,
    pitches.map((pitch) => ({ ...pitch, held: Boolean(pitch.held) })),
    count,
  );
  return chosen?.map((pitch) => ({ id: Number(pitch.id), documentId: String(pitch.documentId) })) ?? null;
}

export async function isLocationHeld(db: Db, locationId: number, exceptRegistrationId?: number): Promise<boolean> {
  const query = db(TABLES.pitchHolders).where({ location_id: locationId });
  if (exceptRegistrationId !== undefined) query.whereNot({ registration_id: exceptRegistrationId });
  return Boolean(await query.first());
}

/** Serialises pitch allocation: Postgres takes a transaction-scoped advisory lock; SQLite has one writer. */
export async function lockAllocation(trx: Knex.Transaction): Promise<void> {
  if (trx.client.config.client === 'postgres' || trx.client.config.client === 'pg') {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [727_2027]);
  }
}

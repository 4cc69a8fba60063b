import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { rankPitches, type PitchWish } from '@brocante/shared';
import { TABLES } from './tables';

/**
 * The queries of pitch allocation. Who holds which pitch lives in the link table of
 * registration.location; a unique index on its location column (bootstrap) makes "one active
 * holder per pitch" a database constraint. A cancelled registration gives its pitch back, so every
 * link is an active holder. Which pitch a person gets first is the shared rule (pitch.ts).
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

/** The free pitch a registration gets (pitch.ts's rule), the oldest among equals; none when all are held. */
export async function nextFreeLocation(db: Db, wish: PitchWish): Promise<FreeLocation | null> {
  const free: { id: number; documentId: string; street: string; number: string | null }[] = await freePitches(db)
    .select('l.id', 'l.document_id as documentId', 'l.street', 'l.number')
    .orderBy('l.id');
  const [best] = rankPitches(wish, free);
  return best ? { id: Number(best.id), documentId: String(best.documentId) } : null;
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

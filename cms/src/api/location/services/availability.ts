import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * Who holds which pitch lives in the link table of registration.location; a unique index on its
 * location column (bootstrap) makes "one active holder per pitch" a database constraint.
 * A cancelled registration gives its pitch back, so every link is an active holder.
 */
export const HOLDER_LINK_TABLE = 'registrations_location_lnk';

type Db = Knex | Knex.Transaction;

export async function countFreeLocations(strapi: Core.Strapi, db: Db = strapi.db.connection): Promise<number> {
  const [row] = await db('locations as l')
    .whereNotExists(db(HOLDER_LINK_TABLE).whereRaw(`${HOLDER_LINK_TABLE}.location_id = l.id`))
    .count({ count: '*' });
  return Number(row?.count ?? 0);
}

export interface FreeLocation {
  id: number;
  documentId: string;
}

/**
 * The pitch a registration gets: for a neighbour the free pitch in front of their house, else a
 * free pitch of their street, else any; for a visitor a pitch in front of no house first
 * (houses' pitches are the neighbours' priority), else any. Oldest pitch first.
 */
export async function nextFreeLocation(
  db: Db,
  wish: { kind: 'neighbor' | 'visitor'; street: string; houseNumber: string },
): Promise<FreeLocation | null> {
  const query = db('locations as l')
    .select('l.id', 'l.document_id as documentId')
    .whereNotExists(db(HOLDER_LINK_TABLE).whereRaw(`${HOLDER_LINK_TABLE}.location_id = l.id`));
  if (wish.kind === 'neighbor') {
    query.orderByRaw('CASE WHEN l.street = ? AND l.number = ? THEN 0 WHEN l.street = ? THEN 1 ELSE 2 END', [
      wish.street,
      wish.houseNumber,
      wish.street,
    ]);
  } else {
    query.orderByRaw("CASE WHEN l.number IS NULL OR l.number = '' THEN 0 ELSE 1 END");
  }
  const row = await query.orderBy('l.id').first();
  return row ? { id: Number(row.id), documentId: String(row.documentId) } : null;
}

export async function isLocationHeld(db: Db, locationId: number, exceptRegistrationId?: number): Promise<boolean> {
  const query = db(HOLDER_LINK_TABLE).where({ location_id: locationId });
  if (exceptRegistrationId !== undefined) query.whereNot({ registration_id: exceptRegistrationId });
  return Boolean(await query.first());
}

/** Serialises pitch allocation: Postgres takes a transaction-scoped advisory lock; SQLite has one writer. */
export async function lockAllocation(trx: Knex.Transaction): Promise<void> {
  if (trx.client.config.client === 'postgres' || trx.client.config.client === 'pg') {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [727_2027]);
  }
}

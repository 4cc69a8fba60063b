import type { Knex } from 'knex';
import { isPostgres } from '../lib/rows';

/** Advisory lock keys: the allocation's one lock, and the class of a household's locks. */
const ALLOCATION_LOCK = 727_2027;
const HOUSEHOLD_LOCKS = 727_2028;

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

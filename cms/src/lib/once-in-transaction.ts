import type { Knex } from 'knex';

const readInTransaction = new WeakMap<Knex.Transaction, Map<string, Promise<unknown>>>();

/**
 * A read made once in a transaction, under its key (without a transaction, each time): a statement's batch pays a
 * hundred registrations in one transaction (engine/statement-import.ts), and their edition's settings, read for each
 * payment, do not change for it.
 */
export function onceIn<T>(trx: Knex.Transaction | undefined, key: string, read: () => Promise<T>): Promise<T> {
  if (!trx) return read();
  let known = readInTransaction.get(trx);
  if (!known) readInTransaction.set(trx, (known = new Map()));
  if (!known.has(key)) known.set(key, read());
  return known.get(key) as Promise<T>;
}

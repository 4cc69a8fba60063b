import { createId } from '@paralleldrive/cuid2';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** Whether the queries run on PostgreSQL (else SQLite). */
export const isPostgres = (db: Db) => ['postgres', 'pg'].includes(String(db.client.config.client));

/** A date column as YYYY-MM-DD (PostgreSQL's driver may give a Date). */
export const asDay = (value: string | Date): string => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

/** A document id of the kind Strapi gives (cuid2), for a row written by a plain query. */
export const newDocumentId = createId;

/** The transaction the caller runs in (Strapi keeps it for the async context), else the connection. */
export async function currentConnection(strapi: Core.Strapi): Promise<Db> {
  if (!strapi.db.inTransaction()) return strapi.db.connection;
  // Inside a transaction, Strapi hands the running one back (nothing is opened, committed or rolled back).
  return (await strapi.db.transaction()).get();
}

/** A row's bookkeeping as the document service would give it: a document id, the dates, and `published_at`. */
const stamped = (values: Record<string, unknown>, now: Date) => ({
  document_id: newDocumentId(),
  created_at: now,
  updated_at: now,
  published_at: now,
  ...values,
});

/**
 * A row written by a plain query where Strapi's document service costs most (the hot path of a
 * registration), with the bookkeeping the document service would give it: a document id, the dates,
 * and `published_at` (the types written so have no drafts: their rows are always published).
 * Returns the row's id, or null when `onConflict` names a unique column already holding the value.
 */
export async function insertRow(
  db: Db,
  table: string,
  values: Record<string, unknown>,
  { now = new Date(), onConflict }: { now?: Date; onConflict?: string } = {},
): Promise<number | null> {
  const [row] = await insertRows<{ id: number }>(db, table, [values], { now, onConflict, returning: ['id'] });
  return row === undefined ? null : Number(row.id);
}

/**
 * Rows written in one statement (a statement's batch), each as insertRow writes one: what the database returns
 * (`returning`) of those it wrote, those `onConflict` left out absent.
 */
export async function insertRows<Returned>(
  db: Db,
  table: string,
  rows: Record<string, unknown>[],
  { now = new Date(), onConflict, returning }: { now?: Date; onConflict?: string; returning: string[] },
): Promise<Returned[]> {
  if (!rows.length) return [];
  const insert = db(table).insert(rows.map((values) => stamped(values, now)));
  return (onConflict ? insert.onConflict(onConflict).ignore() : insert).returning(returning) as Promise<Returned[]>;
}

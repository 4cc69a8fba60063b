import type { Core } from '@strapi/strapi';
import { brusselsInstant, type JournalEntry, type JournalPage, type JournalQuery, type StaffRole } from '@brocante/shared';
import { JOURNAL } from '../bootstrap/route-journal';
import { perStrapi } from '../lib/per-strapi';
import { insertRow } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { journalEntryRows } from './rows';

const UID = 'api::journal-entry.journal-entry';

/** One line as the journal writes it: who (their name and role then), which route, on which registration. */
export interface JournalRecord {
  accountId: number;
  who: string;
  role: StaffRole | null;
  /** The route's Strapi action (bootstrap/route-journal.ts gives its words). */
  action: string;
  /** The registration it changed, by its documentId. */
  registration?: string | undefined;
  details?: string | null | undefined;
}

interface StoredEntry {
  id: number;
  accountId: number;
  who: string;
  role: StaffRole | null;
  action: string;
  registrationId: number | null;
  details: string | null;
  createdAt: string | Date;
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The journal: who did what (middlewares/journal.ts writes a line for every staff route that changes data), read by the
 * coordination by person and by day, newest first. A line is kept as long as the registration it speaks of, and one
 * that speaks of none as long as a registration would be (engine/retention.ts).
 */
export const journal = perStrapi((strapi: Core.Strapi) => {
  const knex = () => strapi.db.connection;

  return {
    /**
     * One line, in one plain statement (every staff change writes one: on the brocante's morning, each tap at the gate),
     * the registration it speaks of found by the same statement.
     */
    async record(line: JournalRecord): Promise<void> {
      const registration = (column: 'id' | 'edition') =>
        line.registration ? knex()(TABLES.registrations).where({ document_id: line.registration }).select(column) : null;
      await insertRow(
        knex(),
        TABLES.journalEntries,
        journalEntryRows.row({
          accountId: line.accountId,
          who: line.who.slice(0, 254),
          role: line.role,
          action: line.action,
          registrationId: registration('id'),
          edition: registration('edition'),
          details: line.details?.slice(0, 500) ?? null,
        }),
      );
    },

    async page({ person, day, page, pageSize }: JournalQuery): Promise<JournalPage> {
      const where: Record<string, unknown> = {};
      if (person) where.accountId = Number(person.replace('volunteer-', ''));
      if (day) where.createdAt = { $gte: brusselsInstant(day, '00:00'), $lt: brusselsInstant(dayAfter(day), '00:00') };
      const [rows, total, people] = await Promise.all([
        strapi.db.query(UID).findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          offset: (page - 1) * pageSize,
          limit: pageSize,
        }) as Promise<StoredEntry[]>,
        strapi.db.query(UID).count({ where }),
        this.people(),
      ]);
      const ids = [...new Set(rows.map((row) => row.registrationId).filter((id): id is number => id !== null))];
      const registrations: { id: number; documentId: string; paymentReference: string }[] = ids.length
        ? await knex()(TABLES.registrations)
            .whereIn('id', ids)
            .select('id', 'document_id as documentId', 'payment_reference as paymentReference')
        : [];
      const byId = new Map(registrations.map(({ id, ...registration }) => [id, registration]));
      const entries: JournalEntry[] = rows.map((row) => ({
        id: row.id,
        at: new Date(row.createdAt).toISOString(),
        who: row.who,
        role: row.role,
        label: JOURNAL[row.action as keyof typeof JOURNAL]?.label ?? row.action,
        registration: (row.registrationId !== null && byId.get(row.registrationId)) || null,
        details: row.details,
      }));
      return { entries, total, page, pageSize, people };
    },

    /** Everyone the journal names, by the name of their latest line. */
    async people(): Promise<JournalPage['people']> {
      const table = strapi.db.metadata.get(UID).tableName;
      const latest = knex()(table).groupBy('account_id').max('id as id');
      const rows: { accountId: number; who: string }[] = await knex()(table)
        .whereIn('id', latest)
        .select('account_id as accountId', 'who')
        .orderBy('who');
      return rows.map(({ accountId, who }) => ({ id: `volunteer-${accountId}`, name: who }));
    },

    /** Forgets the lines older than `before` (a day) whose registration's edition, if any, is older too. */
    async forget(before: string): Promise<number> {
      const { count } = await strapi.db.query(UID).deleteMany({
        where: {
          createdAt: { $lt: brusselsInstant(before, '00:00') },
          $or: [{ edition: { $null: true } }, { edition: { $lt: before } }],
        },
      });
      return count;
    },
  };
});

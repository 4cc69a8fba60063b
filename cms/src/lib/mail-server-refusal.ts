import type { Core } from '@strapi/strapi';
import type { MailServerRefusal } from '@brocante/shared';
import { DELIVERY, messageRows } from './email-delivery';
import { TABLES } from './tables';

const STORE = { type: 'core', name: 'mail-server' } as const;
const KEY = 'refusal';
/** The row of Strapi's store (strapi_core_store_settings) that holds the refusal: its key, as Strapi composes it. */
export const REFUSAL_ROW_KEY = `${STORE.type}_${STORE.name}_${KEY}`;
const store = (strapi: Core.Strapi) => strapi.store(STORE);

/** A message that waited for the mail server, as the committee's e-mail lists it. */
export interface WaitingMessage {
  to: string;
  subject: string;
  createdAt: string;
}

/**
 * Whether the committee's mail server refuses the server now (lib/smtp.ts's RefusedByMailServer), kept in the database so
 * that every process, the health and `deploy/brocante status` read the same: noted at the first refusal (its time kept
 * while it lasts, its last words), ended by the first message that leaves again.
 */
export function mailServerRefusal(strapi: Core.Strapi) {
  const read = async (): Promise<MailServerRefusal | null> =>
    ((await store(strapi).get({ key: KEY })) as MailServerRefusal | null) ?? null;
  return {
    read,
    async note(error: string, at = new Date()): Promise<void> {
      const known = await read();
      await store(strapi).set({ key: KEY, value: { since: known?.since ?? at.toISOString(), error: error.slice(0, 300) } });
    },
    /** Ends the refusal: what it was, or null when there was none (or another process ended it just before). */
    async end(): Promise<MailServerRefusal | null> {
      const known = await read();
      if (known) await store(strapi).delete({ key: KEY });
      return known;
    },
    /** The messages waiting to leave, oldest first: what the refusal held back. */
    async waiting(): Promise<WaitingMessage[]> {
      const rows: { to: string; subject: string; createdAt: string | number | Date }[] = await strapi.db
        .connection(TABLES.emailMessages)
        .where(messageRows.row({ status: DELIVERY.due }))
        .orderBy(messageRows.column('createdAt'))
        .select(...messageRows.select(['to', 'subject', 'createdAt']));
      return rows.map((row) => ({ to: row.to, subject: row.subject, createdAt: new Date(row.createdAt).toISOString() }));
    },
  };
}

import { rowMapper } from './row-mapper';
import type { EmailAttachment } from './attachments';
import messageSchema from '../api/email-message/content-types/email-message/schema.json';

/**
 * Where an e-mail is on its way out: the email-message's `status` column. Its own words, not a registration's
 * status: `due` is stored as « pending » (the schema's value), waiting for its turn or for its next attempt.
 */
export const DELIVERY = { due: 'pending', sent: 'sent', failed: 'failed', undeliverable: 'undeliverable' } as const;
export type DeliveryState = (typeof DELIVERY)[keyof typeof DELIVERY];
export const DELIVERY_STATES: readonly DeliveryState[] = Object.values(DELIVERY);

/** The outbox's table, written and read in plain queries through its mapper. */
export const messageRows = rowMapper(messageSchema);

/** A message as the outbox stores it: the body may hold marks the sender fills in when it leaves. */
export interface OutgoingEmail {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[] | null;
}

/** A stored message, as a batch is read for sending. */
export type StoredEmail = { id: number; documentId: string; attempts: number; registrationId?: number | null } & OutgoingEmail;

import type { Core } from '@strapi/strapi';
import { TABLES } from '../lib/tables';

/**
 * Constraints that must survive concurrency live in the database: Strapi's `unique: true` is only
 * a check. Created after Strapi's schema sync at every start (IF NOT EXISTS: idempotent).
 */
const UNIQUE_INDEXES = [
  { name: 'locations_name_unique_idx', table: TABLES.locations, column: 'name' },
  { name: 'registrations_payment_reference_unique_idx', table: TABLES.registrations, column: 'payment_reference' },
  // one active holder per pitch: a cancelled registration's link is removed
  { name: 'registrations_location_holder_unique_idx', table: TABLES.pitchHolders, column: 'location_id' },
  // a bank movement is imported once, even by two imports at the same moment
  { name: 'bank_transactions_fingerprint_unique_idx', table: TABLES.bankTransactions, column: 'fingerprint' },
  // an e-mail is queued once per topic
  { name: 'email_messages_topic_unique_idx', table: TABLES.emailMessages, column: 'topic' },
  // a registrant's private link opens one registration, found by its key's hash
  { name: 'registrations_access_key_hash_unique_idx', table: TABLES.registrations, column: 'access_key_hash' },
];

/** Lookups the history makes for one registration. */
const INDEXES = [
  { name: 'registration_events_registration_idx', table: TABLES.registrationEvents, column: 'registration_id' },
  { name: 'email_messages_registration_idx', table: TABLES.emailMessages, column: 'registration_id' },
];

export async function ensureDatabaseConstraints(strapi: Core.Strapi): Promise<void> {
  for (const index of UNIQUE_INDEXES) {
    await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)`, [index.name, index.table, index.column]);
  }
  for (const index of INDEXES) {
    await strapi.db.connection.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (??)`, [index.name, index.table, index.column]);
  }
}

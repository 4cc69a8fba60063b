/**
 * The database tables the raw queries read (Strapi names them from the content types'
 * collectionName and relations); one place, so that a renamed type breaks here, not in a query.
 */
export const TABLES = {
  registrations: 'registrations',
  configurations: 'configurations',
  locations: 'locations',
  /** Who holds which pitch: registration.locations' link table, unique on its location column. */
  pitchHolders: 'registrations_locations_lnk',
  emailMessages: 'email_messages',
  exhibitorMessages: 'exhibitor_messages',
  registrationEvents: 'registration_events',
  refunds: 'refunds',
  bankTransactions: 'bank_transactions',
  bankTransactionRegistrations: 'bank_transactions_registration_lnk',
  /** The waiting line's base on PostgreSQL (allocation.ts), a table of our own (bootstrap/database-constraints.ts). */
  waitingLine: 'waiting_line',
} as const;

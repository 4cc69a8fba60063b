/**
 * The database tables the raw queries read (Strapi names them from the content types'
 * collectionName and relations); one place, so that a renamed type breaks here, not in a query.
 */
export const TABLES = {
  registrations: 'registrations',
  editions: 'editions',
  /** The committee (a single type with drafts): its published row, read to know whether the quarter changed (quarter.ts). */
  committees: 'committees',
  locations: 'locations',
  /** Who holds which pitch: registration.locations' link table, with the holder's edition, unique on (pitch, edition). */
  pitchHolders: 'registrations_locations_lnk',
  /** The pitches no one holds, per edition, kept by the database's triggers (bootstrap/free-pitches.ts). */
  freePitches: 'free_pitches',
  emailMessages: 'email_messages',
  exhibitorMessages: 'exhibitor_messages',
  registrationEvents: 'registration_events',
  journalEntries: 'journal_entries',
  refunds: 'refunds',
  invitationConsents: 'invitation_consents',
  bankTransactions: 'bank_transactions',
  bankTransactionRegistrations: 'bank_transactions_registration_lnk',
  /** A statement's import running on the server, or ended (engine/statement-import-jobs.ts). */
  statementImports: 'statement_imports',
  /** Each edition's insurance certificate, its file in the row (engine/insurance-certificates.ts). */
  insuranceCertificates: 'insurance_certificates',
  /** Each edition's waiting line base on PostgreSQL (allocation.ts), a table of our own (bootstrap/database-constraints.ts). */
  waitingLines: 'waiting_lines',
  /** The scheduled tasks' runs, so that two processes run each once per schedule (lib/scheduled-runs.ts). */
  scheduledRuns: 'scheduled_runs',
  /** The volunteers' accounts (users-permissions), their roles and the link between them. */
  users: 'up_users',
  userRoles: 'up_users_role_lnk',
  roles: 'up_roles',
} as const;

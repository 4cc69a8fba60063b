import type { JournalQuery, ListQuery } from '@brocante/shared';

/**
 * Every TanStack Query key of the admin, one factory per feature: a mutation invalidates a whole
 * feature (`all`) or one of its entries, never a key typed by hand.
 */
export const queryKeys = {
  committee: { all: ['committee'] as const },
  /** The signed-in volunteer and their role. */
  me: ['me'] as const,
  /** Their own second factor. */
  secondFactor: ['second-factor'] as const,
  /** The team's accounts, as a coordinator runs them. */
  team: {
    all: ['team'] as const,
    invitations: ['team', 'invitations'] as const,
    /** Who did what: a page of the journal, by its filters. */
    journal: (query: Partial<JournalQuery>) => ['team', 'journal', query] as const,
    /** The day helpers' phones, on the check-in screen. */
    phones: ['team', 'phones'] as const,
    /** The team's rules: the second factor asked of the roles that move money. */
    settings: ['team', 'settings'] as const,
  },
  configuration: { all: ['configuration'] as const },
  /** The editions and the money settings: every change invalidates `all`. */
  editions: {
    all: ['editions'] as const,
    list: ['editions', 'list'] as const,
    committeeAccount: ['editions', 'committee-account'] as const,
    settingsChanges: ['editions', 'settings-changes'] as const,
  },
  dashboard: { all: ['dashboard'] as const, edition: (edition: string) => ['dashboard', edition] as const },
  serverHealth: ['server-health'] as const,
  messages: {
    all: ['messages'] as const,
    sent: ['messages', 'sent'] as const,
    recipients: (audience: readonly string[], edition: string) =>
      ['messages', 'recipients', edition, [...audience].sort().join(',')] as const,
  },
  registrations: {
    all: ['registrations'] as const,
    list: (query: ListQuery) => ['registrations', 'list', query] as const,
    detail: (documentId: string) => ['registrations', 'detail', documentId] as const,
    history: (documentId: string) => ['registrations', 'history', documentId] as const,
    exhibitors: (edition: string) => ['registrations', 'exhibitors', edition] as const,
    payable: ['registrations', 'payable'] as const,
    /** A change a volunteer makes on a registration's screen (a step, its pitches, its link, an erasure): while one is under way, the screen's buttons wait. */
    change: ['registrations', 'change'] as const,
  },
  /** A statement's import running on the server, followed until it ends; the last one, for the screen opened again. */
  statementImports: {
    latest: ['statement-imports', 'latest'] as const,
    detail: (id: string) => ['statement-imports', id] as const,
  },
  refunds: {
    all: ['refunds'] as const,
    list: (status: 'due' | 'done', edition: string) => ['refunds', status, edition] as const,
    latePayments: (edition: string) => ['refunds', 'late-payments', edition] as const,
    deposits: (edition: string) => ['refunds', 'deposits', edition] as const,
  },
  pitches: {
    all: ['pitches'] as const,
    list: (query: ListQuery) => ['pitches', 'list', query] as const,
    free: (edition: string) => ['pitches', 'free', edition] as const,
    plan: (edition: string) => ['pitches', 'plan', edition] as const,
  },
};

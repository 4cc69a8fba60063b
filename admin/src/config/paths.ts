/** Every route of the admin, in one place (paths are relative to the /admin basename). */
export const paths = {
  signIn: {
    path: '/sign-in',
    getHref: (redirectTo?: string | null) => `/sign-in${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
  },
  error: { path: '/error', getHref: () => '/error' },
  dashboard: { path: '/', getHref: () => '/' },
  registrations: { path: '/registrations', getHref: (search = '') => `/registrations${search}` },
  registration: { path: '/registrations/:id', getHref: (id: string) => `/registrations/${id}` },
  exhibitors: { path: '/registrations/exhibitors', getHref: () => '/registrations/exhibitors' },
  statementImport: { path: '/registrations/import', getHref: () => '/registrations/import' },
  refunds: { path: '/registrations/refunds', getHref: () => '/registrations/refunds' },
  /** The pitches' screen, at the address the specification names. */
  pitches: { path: '/locations', getHref: (search = '') => `/locations${search}` },
  checkIn: { path: '/check-in', getHref: () => '/check-in' },
  plan: { path: '/plan', getHref: () => '/plan' },
  messages: { path: '/messages', getHref: () => '/messages' },
  editions: { path: '/editions', getHref: () => '/editions' },
  committeeAccount: { path: '/editions/account', getHref: () => '/editions/account' },
  team: { path: '/team', getHref: () => '/team' },
  /** The volunteer's own account: their second factor. */
  account: { path: '/account', getHref: () => '/account' },
  /** Who did what, by person and by day. */
  journal: { path: '/journal', getHref: () => '/journal' },
  /** An invitation's page: its key in the fragment (/join#…). */
  join: { path: '/join', getHref: () => '/join' },
  /** A day helper's phone pairs here: the QR code on the coordinator's screen links to it (/pair#…). */
  pair: { path: '/pair', getHref: () => '/pair' },
  /** A forgotten password: the address, then the new password from the e-mail's link (#key). */
  passwordReset: { path: '/password-reset', getHref: () => '/password-reset' },
} as const;

export const ADMIN_BASENAME = '/admin';

import { roleMay, type StaffAction, type StaffRole } from '@brocante/shared';

/**
 * The whole endpoint × role matrix, written at every start: the Public role may read the
 * configuration, its pricing and published posts, register, write to the committee, sign in and read the server's
 * health (its states only); nothing else.
 * Registrations, messages, pitches and users need a volunteer's role, each what its role may (STAFF_ROUTES below).
 */
export const PUBLIC_ACTIONS = [
  'api::edition.edition.current',
  'api::edition.edition.pricing',
  'api::location.location.plan',
  'api::post.post.find',
  'api::post.post.findOne',
  'api::rules-page.rules-page.find',
  'api::privacy-page.privacy-page.find',
  'api::committee.committee.find',
  'api::preview.preview.show',
  'api::registration.registration.create',
  'api::registration.registrant.view',
  'api::registration.registrant.change',
  'api::registration.registrant.changeSale',
  'api::registration.registrant.cancel',
  'api::registration.registrant.exportData',
  'api::registration.registrant.requestErasure',
  'api::registration.registrant.requestLink',
  'api::contact-message.contact-message.create',
  'api::invitation-consent.invitation-consent.withdraw',
  'api::team.team.previewInvitation',
  'api::team.team.acceptInvitation',
  'api::team.team.requestPasswordReset',
  'api::team.team.resetPassword',
  'api::helper-phone.helper-phone.accept',
  'api::server-health.server-health.states',
  'api::server-health.server-health.siteStamp',
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.refresh',
] as const;

/**
 * Every staff route of the API, by its Strapi action, and what it is among the team's actions (packages/shared,
 * team.ts): a role holds the route when it may that action, or one of them for a route that serves several (a
 * step on a registration: its controller then checks the step's own action). A route absent from this list is
 * held by no role; the route × role test (cms/tests/roles.test.ts) fails on any route the API answers that is
 * neither here nor public.
 */
export const STAFF_ROUTES = {
  'api::team.team.list': 'team',
  'api::team.team.change': 'team',
  'api::team.team.invitations': 'team',
  'api::team.team.invite': 'team',
  'api::team.team.resendInvitation': 'team',
  'api::team.team.revokeInvitation': 'team',
  'api::team.team.journal': 'journal',
  'api::team.team.resetSecondFactor': 'team',
  'api::team.team-settings.show': 'team',
  'api::team.team-settings.change': 'team',
  'api::helper-phone.helper-phone.code': 'team',
  'api::helper-phone.helper-phone.list': 'team',
  'api::helper-phone.helper-phone.revoke': 'team',
  'api::server-health.server-health.details': 'server.details',
  'api::edition.edition.create': 'editions',
  'api::edition.edition.update': 'editions',
  'api::edition.edition.changeState': 'editions',
  'api::edition.edition.invite': 'editions',
  'api::edition.edition.communeFile': 'editions',
  'api::insurance-certificate.insurance-certificate.details': 'editions',
  'api::insurance-certificate.insurance-certificate.download': 'editions',
  'api::insurance-certificate.insurance-certificate.upload': 'editions',
  'api::insurance-certificate.insurance-certificate.remove': 'editions',
  'api::edition.edition.account': 'account.read',
  'api::edition.edition.setAccount': 'account.change',
  'api::edition.edition.changes': 'settings.history',
  'api::registration.dashboard.show': 'dashboard',
  'api::registration.registration.find': 'registrations.read',
  'api::registration.registration.findOne': 'registrations.read',
  'api::registration.registrant.history': 'registrations.read',
  'api::registration.registration.exportCsv': 'registrations.export',
  'api::registration.registration.takeStep': ['registrations.change', 'payments'],
  'api::registration.registration.assignPitches': 'registrations.change',
  'api::registration.registrant.link': 'registrations.change',
  'api::registration.registrant.correctEmail': 'registrations.change',
  'api::registration.registration.anonymisePastEditions': 'personal-data',
  'api::registration.registrant.confirmErasure': 'personal-data',
  'api::location.location.find': 'pitches',
  'api::location.location.findOne': 'pitches',
  'api::location.location.create': 'pitches',
  'api::location.location.update': 'pitches',
  'api::location.location.delete': 'pitches',
  'api::location.location.planForStaff': 'pitches',
  'api::exhibitor-message.exhibitor-message.find': 'messages',
  'api::exhibitor-message.exhibitor-message.recipients': 'messages',
  'api::exhibitor-message.exhibitor-message.send': 'messages',
  'api::bank-transaction.bank-transaction.importStatement': 'payments',
  'api::bank-transaction.bank-transaction.importProgress': 'payments',
  'api::bank-transaction.bank-transaction.latestImport': 'payments',
  'api::bank-transaction.bank-transaction.assign': 'payments',
  'api::bank-transaction.bank-transaction.split': 'payments',
  'api::bank-transaction.bank-transaction.latePayments': 'payments',
  'api::bank-transaction.bank-transaction.decideLatePayment': 'payments',
  'api::refund.refund.find': 'refunds',
  'api::refund.refund.setPayer': 'refunds',
  'api::refund.refund.markDone': 'refunds',
  'api::refund.refund.apply': 'refunds',
  'api::refund.refund.deposits': 'refunds',
  'api::refund.refund.decideDeposits': 'refunds',
  'api::refund.refund.transferFile': 'refunds.file',
  'api::registration.check-in.list': 'check-in',
  'api::registration.check-in.record': 'check-in',
} as const satisfies Record<string, StaffAction | readonly StaffAction[]>;

export type StaffRoute = keyof typeof STAFF_ROUTES;

/** What any signed-in account does with itself: read itself, end or renew its session, change its password. */
export const ACCOUNT_ACTIONS = [
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.auth.logout',
  'plugin::users-permissions.auth.refresh',
  'plugin::users-permissions.auth.changePassword',
] as const;

/** What every volunteer reads besides, whatever their role: the editions to choose from, the public plan and news. */
export const SIGNED_IN_ACTIONS = [
  ...ACCOUNT_ACTIONS,
  'api::team.team.me',
  'api::team.second-factor.status',
  'api::team.second-factor.begin',
  'api::team.second-factor.confirm',
  'api::edition.edition.current',
  'api::edition.edition.pricing',
  'api::edition.edition.list',
  'api::server-health.server-health.states',
  'api::location.location.plan',
  'api::post.post.find',
  'api::post.post.findOne',
] as const;

/** A route's Strapi action, as this table names it: `api::team.team.me`, `plugin::users-permissions.auth.callback`. */
export function actionOfRoute(route: { handler: string; info?: { apiName?: string; pluginName?: string } }): string {
  if (route.handler.includes('::')) return route.handler;
  return route.info?.pluginName
    ? `plugin::${route.info.pluginName}.${route.handler}`
    : `api::${route.info?.apiName}.${route.handler}`;
}

/** Whether a role may reach a route: one of the route's actions is the role's. */
export function roleHoldsRoute(role: StaffRole, route: StaffRoute): boolean {
  const actions: StaffAction | readonly StaffAction[] = STAFF_ROUTES[route];
  return (typeof actions === 'string' ? [actions] : actions).some((action) => roleMay(role, action));
}

/** The Strapi actions a role's users-permissions role holds. */
export function routesOf(role: StaffRole): string[] {
  return [...SIGNED_IN_ACTIONS, ...(Object.keys(STAFF_ROUTES) as StaffRoute[]).filter((route) => roleHoldsRoute(role, route))];
}

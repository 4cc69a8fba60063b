import type { Core } from '@strapi/strapi';
import { COMMITTEE_PAGES } from '../lib/committee-pages';

/**
 * The whole endpoint × role matrix, written at every start: the Public role may read the
 * configuration, its pricing and published posts, register, write to the committee, sign in and read the server's
 * health (its states only); nothing else.
 * Registrations, messages, pitches and users need the Staff role.
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
  'api::server-health.server-health.states',
  'api::server-health.server-health.siteStamp',
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.refresh',
] as const;

const SIGNED_IN_ACTIONS = [
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.auth.logout',
  'plugin::users-permissions.auth.refresh',
  'plugin::users-permissions.auth.changePassword',
] as const;

export const STAFF_ROLE = {
  type: 'staff',
  name: 'Staff',
  description: 'Bénévoles qui traitent les inscriptions et les emplacements',
};

export const STAFF_ACTIONS = [
  ...SIGNED_IN_ACTIONS,
  'api::edition.edition.current',
  'api::edition.edition.pricing',
  'api::edition.edition.list',
  'api::server-health.server-health.states',
  'api::server-health.server-health.details',
  'api::edition.edition.create',
  'api::edition.edition.update',
  'api::edition.edition.changeState',
  'api::edition.edition.account',
  'api::edition.edition.setAccount',
  'api::edition.edition.changes',
  'api::edition.edition.invite',
  'api::edition.edition.communeFile',
  'api::insurance-certificate.insurance-certificate.details',
  'api::insurance-certificate.insurance-certificate.download',
  'api::insurance-certificate.insurance-certificate.upload',
  'api::insurance-certificate.insurance-certificate.remove',
  'api::location.location.plan',
  'api::post.post.find',
  'api::post.post.findOne',
  'api::registration.registration.find',
  'api::registration.registration.findOne',
  'api::registration.registration.exportCsv',
  'api::registration.registration.takeStep',
  'api::registration.registration.assignPitches',
  'api::registration.registration.anonymisePastEditions',
  'api::registration.registrant.history',
  'api::registration.registrant.link',
  'api::registration.registrant.confirmErasure',
  'api::registration.registrant.correctEmail',
  'api::registration.dashboard.show',
  'api::exhibitor-message.exhibitor-message.find',
  'api::exhibitor-message.exhibitor-message.recipients',
  'api::exhibitor-message.exhibitor-message.send',
  'api::registration.check-in.list',
  'api::registration.check-in.record',
  'api::refund.refund.find',
  'api::refund.refund.setPayer',
  'api::refund.refund.transferFile',
  'api::refund.refund.markDone',
  'api::refund.refund.apply',
  'api::refund.refund.deposits',
  'api::refund.refund.decideDeposits',
  'api::location.location.find',
  'api::location.location.findOne',
  'api::location.location.create',
  'api::location.location.update',
  'api::location.location.delete',
  'api::location.location.plan',
  'api::location.location.planForStaff',
  'api::bank-transaction.bank-transaction.importStatement',
  'api::bank-transaction.bank-transaction.assign',
  'api::bank-transaction.bank-transaction.split',
  'api::bank-transaction.bank-transaction.latePayments',
  'api::bank-transaction.bank-transaction.decideLatePayment',
] as const;

/** A signed-in account without the Staff role can only see itself. */
const AUTHENTICATED_ACTIONS = SIGNED_IN_ACTIONS;

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

async function setRolePermissions(strapi: Core.Strapi, roleId: number, actions: readonly string[]) {
  const existing: { id: number; action: string }[] = await strapi.db
    .query(PERMISSION_UID)
    .findMany({ where: { role: roleId }, select: ['id', 'action'] });
  const wanted = new Set(actions);
  const extra = existing.filter((permission) => !wanted.has(permission.action));
  if (extra.length) await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: extra.map((p) => p.id) } } });
  const present = new Set(existing.map((permission) => permission.action));
  for (const action of actions) {
    if (!present.has(action)) await strapi.db.query(PERMISSION_UID).create({ data: { action, role: roleId } });
  }
}

async function roleOfType(strapi: Core.Strapi, type: string, create?: typeof STAFF_ROLE): Promise<number> {
  const role = await strapi.db.query(ROLE_UID).findOne({ where: { type } });
  if (role) return role.id;
  if (!create) throw new Error(`Rôle ${type} introuvable.`);
  return (await strapi.db.query(ROLE_UID).create({ data: create })).id;
}

export async function writePermissions(strapi: Core.Strapi): Promise<void> {
  await setRolePermissions(strapi, await roleOfType(strapi, 'public'), PUBLIC_ACTIONS);
  await setRolePermissions(strapi, await roleOfType(strapi, 'authenticated'), AUTHENTICATED_ACTIONS);
  await setRolePermissions(strapi, await roleOfType(strapi, STAFF_ROLE.type, STAFF_ROLE), STAFF_ACTIONS);

  // Staff accounts are made by an administrator, never by signing up.
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false || advanced.default_role !== 'authenticated') {
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false, default_role: 'authenticated' } });
  }
}

/**
 * What editors of the Strapi panel work on: news, the committee's pages, and (through plugins) media.
 * The editions and the committee's account are the volunteers' (the admin app): an editor's stolen
 * password must not send the money elsewhere.
 */
export const EDITOR_CONTENT_TYPES = ['api::post.post', ...COMMITTEE_PAGES] as const;

/**
 * Editors and authors of the Strapi panel write news and the committee's pages. Every other content
 * type (registrations, pitches and their holders, contact messages, e-mails, bank lines, accounts)
 * is the volunteers' work in the admin SPA: the panel's roles lose any permission on them, so the
 * content manager neither lists nor populates nor changes them. Plugin permissions without a
 * content type (the media library) stay.
 */
export async function keepPersonalDataFromEditors(strapi: Core.Strapi): Promise<void> {
  const roles: { id: number }[] = await strapi.db
    .query('admin::role')
    .findMany({ where: { code: { $in: ['strapi-editor', 'strapi-author'] } }, select: ['id'] });
  if (!roles.length) return;
  await strapi.db.query('admin::permission').deleteMany({
    where: {
      subject: { $notNull: true, $notIn: [...EDITOR_CONTENT_TYPES] },
      role: { id: { $in: roles.map((role) => role.id) } },
    },
  });
}

/**
 * Strapi gives its Editor role every content type only when it creates the roles (the first start);
 * a content type editors work on that came later (the committee's pages) is granted here, with
 * every action of the content manager on every field.
 */
export async function grantEditorsTheirContent(strapi: Core.Strapi): Promise<void> {
  const editor: { id: number } | null = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
  if (!editor) return;
  const { actionProvider } = strapi.service('admin::permission');
  const contentTypeActions = actionProvider.values().filter((action: { section: string }) => action.section === 'contentTypes');
  const wanted: { action: string; subject: string }[] = strapi
    .service('admin::content-type')
    .getPermissionsWithNestedFields(contentTypeActions)
    .filter((permission: { subject: string }) => (EDITOR_CONTENT_TYPES as readonly string[]).includes(permission.subject));
  const held: { action: string; subject: string }[] = await strapi.db
    .query('admin::permission')
    .findMany({ where: { role: { id: editor.id } }, select: ['action', 'subject'] });
  const isHeld = new Set(held.map(({ action, subject }) => `${action} ${subject}`));
  const missing = wanted.filter(({ action, subject }) => !isHeld.has(`${action} ${subject}`));
  if (missing.length) await strapi.service('admin::role').addPermissions(editor.id, missing);
}

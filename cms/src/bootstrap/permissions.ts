import type { Core } from '@strapi/strapi';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@brocante/shared';
import { COMMITTEE_PAGES } from '../lib/committee-pages';
import { ACCOUNT_ACTIONS, PUBLIC_ACTIONS, routesOf } from './route-roles';

/** A signed-in account without a volunteer's role can only see itself. */
const AUTHENTICATED_ACTIONS = ACCOUNT_ACTIONS;

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

type RoleDescription = { type: string; name: string; description: string };

async function roleOfType(strapi: Core.Strapi, type: string, create?: RoleDescription): Promise<number> {
  const role = await strapi.db.query(ROLE_UID).findOne({ where: { type } });
  if (role) return role.id;
  if (!create) throw new Error(`Rôle ${type} introuvable.`);
  return (await strapi.db.query(ROLE_UID).create({ data: create })).id;
}

/** The volunteers' roles as users-permissions roles, by their type: coordination, tresorerie, … */
export const staffRoleDescription = (role: StaffRole): RoleDescription => ({
  type: role,
  name: STAFF_ROLE_LABELS[role],
  description: `Bénévoles : ${STAFF_ROLE_LABELS[role]} (docs/admin.md, « Qui peut quoi »)`,
});

/**
 * Before the team had roles, every volunteer held one role, « Staff », that could do everything: on the first start
 * of this version it becomes Coordination, so its volunteers keep all they did.
 */
async function staffBecomeCoordination(strapi: Core.Strapi) {
  const staff = await strapi.db.query(ROLE_UID).findOne({ where: { type: 'staff' } });
  if (!staff) return;
  const coordination = await strapi.db.query(ROLE_UID).findOne({ where: { type: 'coordination' } });
  if (!coordination) {
    await strapi.db.query(ROLE_UID).update({ where: { id: staff.id }, data: staffRoleDescription('coordination') });
    return;
  }
  // A start stopped between the two (not expected): its volunteers join Coordination, and Staff goes.
  await strapi.db
    .query('plugin::users-permissions.user')
    .updateMany({ where: { role: staff.id }, data: { role: coordination.id } });
  await strapi.db.query(ROLE_UID).delete({ where: { id: staff.id } });
}

export async function writePermissions(strapi: Core.Strapi): Promise<void> {
  await staffBecomeCoordination(strapi);
  await setRolePermissions(strapi, await roleOfType(strapi, 'public'), PUBLIC_ACTIONS);
  await setRolePermissions(strapi, await roleOfType(strapi, 'authenticated'), AUTHENTICATED_ACTIONS);
  for (const role of STAFF_ROLES)
    await setRolePermissions(strapi, await roleOfType(strapi, role, staffRoleDescription(role)), routesOf(role));

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

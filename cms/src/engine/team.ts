import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  API_MESSAGES,
  DEFAULT_LANGUAGE,
  isStaffRole,
  type Language,
  type StaffRole,
  type TeamMember,
  type TeamMemberChange,
} from '@brocante/shared';
import { perStrapi } from '../lib/per-strapi';
import { endVolunteerSessions, VOLUNTEER_SESSIONS } from '../lib/volunteer-sessions';
import { helperPhones } from './helper-phones';
import { secondFactor } from './second-factor';

const USER_UID = 'plugin::users-permissions.user';
const ROLE_UID = 'plugin::users-permissions.role';

interface Account {
  id: number;
  email: string;
  displayName: string | null;
  language: Language | null;
  blocked: boolean | null;
  totpEnabledAt: string | Date | null;
  role: { type: string } | null;
}

/** The addresses of the team's active volunteers holding one of `roles`: who hears of a change or of the server. */
export async function teamAddresses(strapi: Core.Strapi, roles: readonly StaffRole[]): Promise<string[]> {
  const volunteers: { email: string }[] = await strapi.db.query(USER_UID).findMany({
    // The day helpers' phones have no mailbox (engine/helper-phones.ts).
    where: { role: { type: { $in: [...roles] } }, blocked: false, id: { $notIn: await helperPhones(strapi).accountIds() } },
    select: ['email'],
    orderBy: { id: 'asc' },
  });
  return volunteers.map(({ email }) => email);
}

interface EditorAccount {
  id: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
  isActive: boolean;
  preferedLanguage: string | null;
  roles: { code: string }[];
}

const EDITOR_ROLE = 'strapi-editor';

/**
 * The committee's team as a coordinator runs it: every volunteer's account, its role, whether it is active, and the
 * Strapi panel's editors (their role stays; they are deactivated or made active again). There is always one active
 * coordinator: the last one can be neither given another role nor deactivated. A deactivated account's sessions end
 * at once: its next request is refused (users-permissions refuses a blocked account, the panel an inactive one).
 */
export const team = perStrapi((strapi: Core.Strapi) => {
  const volunteerOf = (account: Account, lastSignInAt: string | null): TeamMember => ({
    id: `volunteer-${account.id}`,
    kind: 'volunteer',
    name: account.displayName,
    email: account.email,
    language: account.language ?? DEFAULT_LANGUAGE,
    role: isStaffRole(account.role?.type) ? account.role.type : null,
    active: !account.blocked,
    lastSignInAt,
    secondFactor: Boolean(account.totpEnabledAt),
  });

  const editorOf = (account: EditorAccount, lastSignInAt: string | null): TeamMember => ({
    id: `editor-${account.id}`,
    kind: 'editor',
    name: [account.firstname, account.lastname].filter(Boolean).join(' ') || null,
    email: account.email,
    language: account.preferedLanguage === 'nl' ? 'nl' : DEFAULT_LANGUAGE,
    role: 'redaction',
    active: account.isActive === true,
    lastSignInAt,
    secondFactor: false,
  });

  /** Each account's last sign-in: its latest session that no renewal made (a renewal names it as its parent's child). */
  async function lastSignIns(origin: 'users-permissions' | 'admin'): Promise<Map<string, string>> {
    const sessions = strapi.db.metadata.get('admin::session').tableName;
    const knex = strapi.db.connection;
    const rows: { userId: string; at: string | number | Date }[] = await knex(sessions)
      .where({ origin })
      .whereNotIn('session_id', knex(sessions).whereNotNull('child_id').select('child_id'))
      .groupBy('user_id')
      .select('user_id as userId')
      .max('created_at as at');
    return new Map(rows.map(({ userId, at }) => [String(userId), new Date(at).toISOString()]));
  }

  const volunteerAccount = (id: number): Promise<Account | null> =>
    strapi.db.query(USER_UID).findOne({
      where: { id },
      select: ['id', 'email', 'displayName', 'language', 'blocked', 'totpEnabledAt'],
      populate: { role: { select: ['type'] } },
    });

  /** The panel's editors: its accounts holding the Editor role and not the super administrator's. */
  async function editorAccounts(where: Record<string, unknown> = {}): Promise<EditorAccount[]> {
    const accounts: EditorAccount[] = await strapi.db.query('admin::user').findMany({
      where: { ...where, roles: { code: EDITOR_ROLE } },
      select: ['id', 'email', 'firstname', 'lastname', 'isActive', 'preferedLanguage'],
      populate: { roles: { select: ['code'] } },
      orderBy: { email: 'asc' },
    });
    return accounts.filter((account) => account.roles.every((role) => role.code === EDITOR_ROLE));
  }

  async function changeVolunteer(id: number, change: TeamMemberChange): Promise<TeamMember> {
    const updated: Account = await strapi.db.transaction(async () => {
      const account = await volunteerAccount(id);
      if (!account) throw new errors.NotFoundError(API_MESSAGES.teamMemberNotFound);
      const staysCoordinator = (change.role ?? account.role?.type) === 'coordination' && (change.active ?? !account.blocked);
      if (account.role?.type === 'coordination' && !account.blocked && !staysCoordinator) {
        const others = await strapi.db
          .query(USER_UID)
          .count({ where: { id: { $ne: id }, blocked: false, role: { type: 'coordination' } } });
        if (others === 0) throw new errors.ValidationError(API_MESSAGES.lastCoordinator);
      }
      const data: Record<string, unknown> = {};
      if (change.role) data.role = (await strapi.db.query(ROLE_UID).findOne({ where: { type: change.role } })).id;
      if (change.active !== undefined) data.blocked = !change.active;
      await strapi.db.query(USER_UID).update({ where: { id }, data });
      // Deactivated, or given another role: its sessions end now, its next request is refused or signs in anew.
      if (change.active === false || (change.role && change.role !== account.role?.type)) await endVolunteerSessions(strapi, id);
      return (await volunteerAccount(id))!;
    });
    return volunteerOf(updated, (await lastSignIns(VOLUNTEER_SESSIONS)).get(String(id)) ?? null);
  }

  async function changeEditor(id: number, change: TeamMemberChange): Promise<TeamMember> {
    const [account] = await editorAccounts({ id });
    if (!account) throw new errors.NotFoundError(API_MESSAGES.teamMemberNotFound);
    if (change.role) throw new errors.ValidationError(API_MESSAGES.editorRoleFixed);
    if (change.active !== undefined) {
      await strapi.db.query('admin::user').update({ where: { id }, data: { isActive: change.active } });
      if (!change.active) await strapi.db.query('admin::session').deleteMany({ where: { origin: 'admin', userId: String(id) } });
    }
    const [updated] = await editorAccounts({ id });
    return editorOf(updated!, (await lastSignIns('admin')).get(String(id)) ?? null);
  }

  /** An account's id as the list gives it; a day helper's phone is no member of the team. */
  async function memberId(id: string): Promise<{ kind: 'volunteer' | 'editor'; number: number }> {
    const [, kind, number] = /^(volunteer|editor)-(\d{1,9})$/.exec(id) ?? [];
    if (!kind || (kind === 'volunteer' && (await helperPhones(strapi).accountIds()).includes(Number(number))))
      throw new errors.NotFoundError(API_MESSAGES.teamMemberNotFound);
    return { kind: kind as 'volunteer' | 'editor', number: Number(number) };
  }

  return {
    async members(): Promise<TeamMember[]> {
      // The day helpers' phones are listed on the check-in screen, not here.
      const accounts: Account[] = await strapi.db.query(USER_UID).findMany({
        where: { id: { $notIn: await helperPhones(strapi).accountIds() } },
        select: ['id', 'email', 'displayName', 'language', 'blocked', 'totpEnabledAt'],
        populate: { role: { select: ['type'] } },
        orderBy: { email: 'asc' },
      });
      const [volunteerSignIns, editorSignIns] = [await lastSignIns(VOLUNTEER_SESSIONS), await lastSignIns('admin')];
      return [
        ...accounts.map((account) => volunteerOf(account, volunteerSignIns.get(String(account.id)) ?? null)),
        ...(await editorAccounts()).map((account) => editorOf(account, editorSignIns.get(String(account.id)) ?? null)),
      ];
    },

    /** `id` as the list gives it: `volunteer-12` or `editor-3`; any other names no one. */
    async change(id: string, change: TeamMemberChange): Promise<TeamMember> {
      const { kind, number } = await memberId(id);
      return kind === 'editor' ? changeEditor(number, change) : changeVolunteer(number, change);
    },

    /** A volunteer's second factor off (a lost phone): they enrol again at their next sign-in's invitation. */
    async resetSecondFactor(id: string): Promise<TeamMember> {
      const { kind, number } = await memberId(id);
      const account = kind === 'volunteer' ? await volunteerAccount(number) : null;
      if (!account) throw new errors.NotFoundError(API_MESSAGES.teamMemberNotFound);
      await secondFactor(strapi).reset(number);
      return volunteerOf(
        { ...account, totpEnabledAt: null },
        (await lastSignIns(VOLUNTEER_SESSIONS)).get(String(number)) ?? null,
      );
    },
  };
});

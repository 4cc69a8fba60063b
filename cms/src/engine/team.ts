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

const USER_UID = 'plugin::users-permissions.user';
const ROLE_UID = 'plugin::users-permissions.role';
const SESSION_ORIGIN = 'users-permissions';

interface Account {
  id: number;
  email: string;
  displayName: string | null;
  language: Language | null;
  blocked: boolean | null;
  role: { type: string } | null;
}

/** The addresses of the team's active volunteers holding one of `roles`: who hears of a change or of the server. */
export async function teamAddresses(strapi: Core.Strapi, roles: readonly StaffRole[]): Promise<string[]> {
  const volunteers: { email: string }[] = await strapi.db.query(USER_UID).findMany({
    where: { role: { type: { $in: [...roles] } }, blocked: false },
    select: ['email'],
    orderBy: { id: 'asc' },
  });
  return volunteers.map(({ email }) => email);
}

/**
 * The committee's team as a coordinator runs it: every volunteer's account, its role, whether it is active. There is
 * always one active coordinator: the last one can be neither given another role nor deactivated. A deactivated
 * account's sessions end at once (its next request is refused: users-permissions refuses a blocked account).
 */
export const team = perStrapi((strapi: Core.Strapi) => {
  const memberOf = (account: Account, lastSignInAt: string | null): TeamMember => ({
    id: account.id,
    name: account.displayName,
    email: account.email,
    language: account.language ?? DEFAULT_LANGUAGE,
    role: isStaffRole(account.role?.type) ? account.role.type : null,
    active: !account.blocked,
    lastSignInAt,
  });

  /** Each account's last sign-in: its latest session that no renewal made (a renewal names it as its parent's child). */
  async function lastSignIns(): Promise<Map<string, string>> {
    const sessions = strapi.db.metadata.get('admin::session').tableName;
    const knex = strapi.db.connection;
    const rows: { userId: string; at: string | number | Date }[] = await knex(sessions)
      .where({ origin: SESSION_ORIGIN })
      .whereNotIn('session_id', knex(sessions).whereNotNull('child_id').select('child_id'))
      .groupBy('user_id')
      .select('user_id as userId')
      .max('created_at as at');
    return new Map(rows.map(({ userId, at }) => [String(userId), new Date(at).toISOString()]));
  }

  return {
    async members(): Promise<TeamMember[]> {
      const accounts: Account[] = await strapi.db.query(USER_UID).findMany({
        select: ['id', 'email', 'displayName', 'language', 'blocked'],
        populate: { role: { select: ['type'] } },
        orderBy: { email: 'asc' },
      });
      const signIns = await lastSignIns();
      return accounts.map((account) => memberOf(account, signIns.get(String(account.id)) ?? null));
    },

    async change(id: number, change: TeamMemberChange): Promise<TeamMember> {
      const updated: Account = await strapi.db.transaction(async () => {
        const account: Account | null = await strapi.db.query(USER_UID).findOne({
          where: { id },
          select: ['id', 'email', 'displayName', 'language', 'blocked'],
          populate: { role: { select: ['type'] } },
        });
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
        const saved: Account = await strapi.db.query(USER_UID).update({
          where: { id },
          data,
          select: ['id', 'email', 'displayName', 'language', 'blocked'],
          populate: { role: { select: ['type'] } },
        });
        // Deactivated, or given another role: its sessions end now, its next request is refused or signs in anew.
        if (change.active === false || (change.role && change.role !== account.role?.type))
          await strapi.db.query('admin::session').deleteMany({ where: { origin: SESSION_ORIGIN, userId: String(id) } });
        return saved;
      });
      return memberOf(updated, (await lastSignIns()).get(String(id)) ?? null);
    },
  };
});

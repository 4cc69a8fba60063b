import type { Core } from '@strapi/strapi';
import { isStaffRole, secondFactorAskedOf, type TeamSettings } from '@brocante/shared';
import { perStrapi } from '../lib/per-strapi';
import { registrationTransaction } from './transaction';
import { SETTINGS_SUBJECTS } from '../emails/committee-emails';
import { settingsHistory } from './settings-history';

const SETTINGS_UID = 'api::team-setting.team-setting';
const USER_UID = 'plugin::users-permissions.user';

/** What a committee that never changed them has: a second factor asked of the roles that move money. */
const DEFAULTS: TeamSettings = { secondFactorRequired: true };

/** A yes or no as the history and the volunteers' e-mail write it. */
const said = (settings: TeamSettings) => ({ secondFactorRequired: settings.secondFactorRequired ? 'oui' : 'non' });

/**
 * The committee's rules for its team, one row: set by the coordination, kept in the settings' history and announced to
 * every volunteer, as a change of the account is: a stolen password that switches the second factor off is seen.
 */
export const teamSettings = perStrapi((strapi: Core.Strapi) => {
  async function read(): Promise<TeamSettings> {
    const row = await strapi.db.query(SETTINGS_UID).findOne({});
    return row ? { secondFactorRequired: Boolean(row.secondFactorRequired) } : DEFAULTS;
  }

  return {
    read,

    async set(settings: TeamSettings, by: string | null, now = new Date()): Promise<TeamSettings> {
      const before = await read();
      await registrationTransaction(strapi, async () => {
        const row = await strapi.db.query(SETTINGS_UID).findOne({});
        if (row) await strapi.db.query(SETTINGS_UID).update({ where: { id: row.id }, data: { ...settings } });
        else await strapi.db.query(SETTINGS_UID).create({ data: { ...settings } });
        await settingsHistory(strapi).record(SETTINGS_SUBJECTS.team, said(before), said(settings), by, now);
      });
      return read();
    },

    /**
     * Whether the committee asks this account a second factor it has not enrolled (engine/second-factor.ts): its role
     * moves money, and the rule is on. Until it enrols, it may nothing else (middlewares/staff-session.ts).
     */
    async secondFactorOwed(id: number): Promise<boolean> {
      const account: { totpEnabledAt: unknown; role?: { type?: unknown } | null } | null = await strapi.db
        .query(USER_UID)
        .findOne({ where: { id }, select: ['totpEnabledAt'], populate: { role: { select: ['type'] } } });
      const role = account?.role?.type;
      if (!account || account.totpEnabledAt || !isStaffRole(role) || !secondFactorAskedOf(role)) return false;
      return (await read()).secondFactorRequired;
    },

    /** Where no one set them yet: `settings` (the demo's team, which everyone who tries it shares). */
    async setUnlessSet(settings: TeamSettings): Promise<void> {
      if (!(await strapi.db.query(SETTINGS_UID).findOne({})))
        await strapi.db.query(SETTINGS_UID).create({ data: { ...settings } });
    },
  };
});

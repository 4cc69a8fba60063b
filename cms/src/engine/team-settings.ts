import type { Core } from '@strapi/strapi';
import { isStaffRole, secondFactorAskedOf, type TeamSettings, type TeamSettingsChange } from '@brocante/shared';
import { perStrapi } from '../lib/per-strapi';
import { registrationTransaction } from './transaction';
import { SETTINGS_SUBJECTS } from '../emails/committee-emails';
import { settingsHistory } from './settings-history';
import { TABLES } from '../lib/tables';

const SETTINGS_UID = 'api::team-setting.team-setting';

/**
 * What a committee that never changed them has: a second factor asked of the roles that move money, and the exhibitors'
 * phone numbers kept from the day's helpers.
 */
const DEFAULTS: TeamSettings = { secondFactorRequired: true, helpersSeePhones: false };

/** The rules as the history and the volunteers' e-mail write them: yes or no. */
const said = (settings: TeamSettings) => ({
  secondFactorRequired: settings.secondFactorRequired ? 'oui' : 'non',
  helpersSeePhones: settings.helpersSeePhones ? 'oui' : 'non',
});

/**
 * The committee's rules for its team, one row: set by the coordination, kept in the settings' history and announced to
 * every volunteer, as a change of the account is: a stolen password that switches the second factor off, or shows the
 * exhibitors' phone numbers to every helper, is seen.
 */
export const teamSettings = perStrapi((strapi: Core.Strapi) => {
  async function read(): Promise<TeamSettings> {
    const row = await strapi.db.query(SETTINGS_UID).findOne({});
    return row
      ? { secondFactorRequired: Boolean(row.secondFactorRequired), helpersSeePhones: Boolean(row.helpersSeePhones) }
      : DEFAULTS;
  }

  return {
    read,

    /** A coordinator's change: the rules it names, the others as they were. */
    async set(change: TeamSettingsChange, by: string | null, now = new Date()): Promise<TeamSettings> {
      const before = await read();
      const settings: TeamSettings = { ...before, ...change };
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
      // Asked of every staff request (middlewares/staff-session.ts): the account and its role in one query.
      const [account]: { totpEnabledAt: unknown; role: unknown }[] = await strapi.db
        .connection(`${TABLES.users} as u`)
        .leftJoin(`${TABLES.userRoles} as l`, 'l.user_id', 'u.id')
        .leftJoin(`${TABLES.roles} as r`, 'r.id', 'l.role_id')
        .where('u.id', id)
        .select('u.totp_enabled_at as totpEnabledAt', 'r.type as role');
      const role = account?.role;
      if (!account || account.totpEnabledAt || !isStaffRole(role) || !secondFactorAskedOf(role)) return false;
      return (await read()).secondFactorRequired;
    },

    /** Where no one set them yet: `change` (the demo's team, which everyone who tries it shares). */
    async setUnlessSet(change: TeamSettingsChange): Promise<void> {
      if (!(await strapi.db.query(SETTINGS_UID).findOne({})))
        await strapi.db.query(SETTINGS_UID).create({ data: { ...DEFAULTS, ...change } });
    },
  };
});

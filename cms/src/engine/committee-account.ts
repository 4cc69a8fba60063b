import type { Core } from '@strapi/strapi';
import { STATEMENT_DELAY_WORKING_DAYS, type CommitteeAccountSettings } from '@brocante/shared';
import { perStrapi } from '../lib/per-strapi';
import { registrationTransaction } from './transaction';
import { SETTINGS_SUBJECTS } from '../emails/committee-emails';
import { settingsHistory } from './settings-history';

const ACCOUNT_UID = 'api::committee-account.committee-account';

/**
 * The committee's bank account, one for every edition: where transfers go, on every QR code and e-mail, and the
 * debtor of the refunds' SEPA file. Changed by a volunteer, kept in the history, announced to every staff account.
 */
export const committeeAccount = perStrapi((strapi: Core.Strapi) => {
  async function read(): Promise<CommitteeAccountSettings | null> {
    const row = await strapi.db.query(ACCOUNT_UID).findOne({});
    if (!row) return null;
    return {
      debtorName: String(row.debtorName),
      debtorIban: String(row.debtorIban),
      debtorBic: String(row.debtorBic),
      statementDelayWorkingDays: Number(row.statementDelayWorkingDays ?? STATEMENT_DELAY_WORKING_DAYS),
    };
  }

  return {
    read,

    async set(settings: CommitteeAccountSettings, by: string | null, now = new Date()): Promise<CommitteeAccountSettings> {
      const before = (await read()) ?? {};
      await registrationTransaction(strapi, async () => {
        const row = await strapi.db.query(ACCOUNT_UID).findOne({});
        if (row) await strapi.db.query(ACCOUNT_UID).update({ where: { id: row.id }, data: { ...settings } });
        else await strapi.db.query(ACCOUNT_UID).create({ data: { ...settings } });
        await settingsHistory(strapi).record(SETTINGS_SUBJECTS.account, before, settings as never, by, now);
      });
      return (await read())!;
    },
  };
});

import type { Core } from '@strapi/strapi';
import { SETTINGS_LABELS, STAFF_ROLES, type SettingsChangeRecord } from '@brocante/shared';
import { perStrapi } from '../lib/per-strapi';
import { settingsChanged } from '../emails/committee-emails';
import { outbox } from './outbox';
import { teamAddresses } from './team';

const CHANGE_UID = 'api::settings-change.settings-change';

/** A setting as the history writes it. */
function settingText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return String(value).slice(0, 200);
}

/** The fields whose change moves money, where it goes, or who guards it: every staff account hears of it. */
const ANNOUNCED: readonly string[] = [
  'secondFactorRequired',
  'helpersSeePhones',
  'debtorName',
  'debtorIban',
  'debtorBic',
  'registrationPrice',
  'neighborPrice',
  'deposit',
  'noShowRefund',
];

/**
 * The history of the settings: every change of an edition's settings, of the committee's account or of the team's
 * rules, with who and when; a change of the account, the prices, the deposit or the second factor asked is announced by
 * e-mail to every staff account.
 */
export const settingsHistory = perStrapi((strapi: Core.Strapi) => ({
  /** Writes the changes of `subject` (an edition's day, the account), and tells every staff account of those that move money. */
  async record(
    subject: string,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
    by: string | null,
    now: Date,
  ): Promise<void> {
    const changes = Object.keys(after)
      .filter((field) => field in SETTINGS_LABELS)
      .filter((field) => settingText(before[field]) !== settingText(after[field]))
      .map((field) => ({ field, previous: settingText(before[field]), next: settingText(after[field]) }));
    for (const change of changes) await strapi.db.query(CHANGE_UID).create({ data: { ...change, subject, by } });
    const announced = changes.filter((change) => ANNOUNCED.includes(change.field));
    if (!announced.length) return;
    // Every volunteer hears of a change of prices or of the account: a stolen password that sends the money elsewhere is seen.
    const team = await teamAddresses(strapi, STAFF_ROLES);
    const lines = announced.map((change) => ({
      label: SETTINGS_LABELS[change.field as keyof typeof SETTINGS_LABELS] ?? change.field,
      previous: change.previous,
      next: change.next,
    }));
    for (const email of team)
      await outbox(strapi).queue(
        `settings-changed:${now.getTime()}:${subject}:${email}`,
        settingsChanged(email, subject, lines, by, now),
      );
  },

  /** The history, newest first. */
  async list(): Promise<SettingsChangeRecord[]> {
    const rows = await strapi.db.query(CHANGE_UID).findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: 500 });
    return rows.map((row: Record<string, unknown>) => ({
      at: new Date(row.createdAt as string).toISOString(),
      by: (row.by as string | null) ?? null,
      subject: String(row.subject),
      field: SETTINGS_LABELS[row.field as keyof typeof SETTINGS_LABELS] ?? String(row.field),
      from: (row.previous as string | null) ?? null,
      to: (row.next as string | null) ?? null,
    }));
  },
}));

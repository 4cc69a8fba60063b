import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import {
  ACTIVE_STATUSES,
  API_MESSAGES,
  EDITION_STATE_CHANGES,
  EDITION_STATE_LABELS,
  comingEdition,
  pricingOf,
  publicEdition,
  type BrocanteConfiguration,
  type EditionRecord,
  type EditionSettings,
  type EditionState,
  type PublicPricing,
  COMMUNE_NOTICE_WORKING_DAYS,
  DEFAULT_SALE_CATEGORIES,
  storedSaleCategories,
} from '@brocante/shared';
import { countFreePitches, moveEdition } from './allocation';
import { ensureWaitingLineOf } from './waiting-line';
import { notFound, validationFailed } from '../lib/api-errors';
import type { StoredConfiguration, StoredEdition } from './domain';
import { asDay } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { registrationTransaction } from './transaction';
import { committeeAccount } from './committee-account';
import { settingsHistory } from './settings-history';

const UID = 'api::edition.edition';

const instant = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** An edition row as the domain reads it: its day as YYYY-MM-DD, times as HH:MM, amounts as numbers. */
function asEdition(row: Record<string, unknown>): StoredEdition {
  return {
    id: Number(row.id),
    documentId: String(row.documentId),
    state: row.state as EditionState,
    date: asDay(row.date as string | Date),
    arrivalFrom: String(row.arrivalFrom ?? '07:00').slice(0, 5),
    arrivalUntil: String(row.arrivalUntil ?? '09:00').slice(0, 5),
    ...pricingOf(row as never),
    householdRegistrationLimit: Number(row.householdRegistrationLimit ?? 2),
    neighborRegistrationEnd: instant(row.neighborRegistrationEnd)!,
    visitorRegistrationEnd: instant(row.visitorRegistrationEnd)!,
    registrantCancellationEnd: instant(row.registrantCancellationEnd),
    unpaidGraceDays: Number(row.unpaidGraceDays ?? 21),
    reminderDaysBeforeExpiry: Number(row.reminderDaysBeforeExpiry ?? 5),
    noShowRefund: Boolean(row.noShowRefund),
    communeNoticeWorkingDays: Number(row.communeNoticeWorkingDays ?? COMMUNE_NOTICE_WORKING_DAYS),
    streetsClosedFrom: row.streetsClosedFrom ? String(row.streetsClosedFrom).slice(0, 5) : null,
    streetsClosedUntil: row.streetsClosedUntil ? String(row.streetsClosedUntil).slice(0, 5) : null,
    // An edition saved before the field existed offers the default set.
    saleCategories:
      row.saleCategories === null || row.saleCategories === undefined
        ? [...DEFAULT_SALE_CATEGORIES]
        : storedSaleCategories(row.saleCategories),
  };
}

/** An edition's settings as Strapi stores them: its time fields read HH:MM:SS.mmm. */
const asStored = (settings: EditionSettings) => ({
  ...settings,
  arrivalFrom: `${settings.arrivalFrom}:00.000`,
  arrivalUntil: `${settings.arrivalUntil}:00.000`,
  streetsClosedFrom: settings.streetsClosedFrom && `${settings.streetsClosedFrom}:00.000`,
  streetsClosedUntil: settings.streetsClosedUntil && `${settings.streetsClosedUntil}:00.000`,
});

/**
 * The editions (one brocante each). Every reader of an edition's settings asks here, with the edition's day; the public
 * sees the open edition still to come (publicEdition), volunteers the coming one unless they choose another. What
 * registrations read is an edition's settings with the committee's account (committee-account.ts); volunteers change the
 * settings in the admin, every change kept in the history (settings-history.ts).
 */
export const editions = perStrapi((strapi: Core.Strapi) => {
  const account = () => committeeAccount(strapi).read();
  const recordChanges = settingsHistory(strapi).record;

  async function all(): Promise<StoredEdition[]> {
    const rows = await strapi.db.query(UID).findMany({ orderBy: { date: 'asc' } });
    return rows.map(asEdition);
  }

  /** The edition the public sees with the committee's account, read side by side; null while there is none or no account. */
  async function shownWithAccount(now: Date): Promise<StoredConfiguration | null> {
    const [editions, bank] = await Promise.all([all(), account()]);
    const shown = publicEdition(editions, now);
    return shown && bank ? { ...shown, ...bank } : null;
  }

  /** An edition's settings with the committee's account; a French 400 while there is no such edition or no account. */
  async function withAccount(edition: StoredEdition | null): Promise<StoredConfiguration> {
    const bank = await account();
    if (!edition || !bank) throw validationFailed(API_MESSAGES.configurationMissing, 'configuration-missing');
    return { ...edition, ...bank };
  }

  /** The edition of this day, or a French 404. */
  async function edition(date: string): Promise<StoredEdition> {
    const row = await strapi.db.query(UID).findOne({ where: { date } });
    if (!row) throw notFound(API_MESSAGES.editionNotFound);
    return asEdition(row);
  }

  return {
    all,
    edition,

    /** The day of the edition the public sees, or null while none is open. */
    async publicEdition(now = new Date()): Promise<StoredEdition | null> {
      return publicEdition(await all(), now);
    },

    /** The edition volunteers see first: the coming one (or the one they chose, checked). */
    async chosenEdition(date?: string, now = new Date()): Promise<StoredEdition> {
      if (date) return edition(date);
      const coming = comingEdition(await all(), now);
      if (!coming) throw validationFailed(API_MESSAGES.configurationMissing, 'configuration-missing');
      return coming;
    },

    /**
     * An edition's settings with the committee's account: what registrations, e-mails and QR codes read.
     * A French 400 while there is no such edition or no account.
     */
    async stored(date: string): Promise<StoredConfiguration> {
      const found = await strapi.db.query(UID).findOne({ where: { date } });
      return withAccount(found ? asEdition(found) : null);
    },

    /** The same for an edition read already (the lifecycle reads it once a transaction, for its state). */
    withAccount,

    /** The settings registrations read: the edition the public sees, with the committee's account; null while none. */
    publicConfiguration: shownWithAccount,

    /** The public configuration: the specification's fields, for the edition the public sees, `count` computed now. */
    async current(now = new Date()): Promise<BrocanteConfiguration | null> {
      const shown = await shownWithAccount(now);
      if (!shown) return null;
      // Exactly the specification's fields (CONFIGURATION_FIELDS), nothing more of the edition or the account.
      const { date, registrationPrice, debtorName, debtorIban, debtorBic, neighborRegistrationEnd, visitorRegistrationEnd } =
        shown;
      return {
        count: await countFreePitches(strapi, date),
        date,
        registrationPrice,
        debtorName,
        debtorIban,
        debtorBic,
        neighborRegistrationEnd,
        visitorRegistrationEnd,
      };
    },

    /**
     * The public pricing of the edition the public sees, and whether the committee has closed
     * its registrations; null while none is open.
     */
    async pricing(now = new Date()): Promise<PublicPricing | null> {
      const shown = publicEdition(await all(), now);
      return shown
        ? { ...pricingOf(shown), registrationsClosed: shown.state !== 'open', saleCategories: shown.saleCategories }
        : null;
    },

    /** Every edition for the staff, newest first, with how many registrations hold pitches or wait in each. */
    async list(): Promise<EditionRecord[]> {
      const counts: { edition: string | Date; count: number | string }[] = await strapi.db
        .connection(TABLES.registrations)
        .whereIn('status', [...ACTIVE_STATUSES])
        .groupBy('edition')
        .select('edition')
        .count({ count: '*' });
      const byDay = new Map(counts.map((row) => [asDay(row.edition), Number(row.count)]));
      return (await all()).reverse().map(({ id: _id, ...stored }) => ({ ...stored, registrations: byDay.get(stored.date) ?? 0 }));
    },

    /** A new edition, in preparation: nothing public until a volunteer opens it. */
    async create(settings: EditionSettings, by: string | null, now = new Date()): Promise<StoredEdition> {
      if (await strapi.db.query(UID).findOne({ where: { date: settings.date } }))
        throw validationFailed(API_MESSAGES.editionExists, 'edition-exists', [
          { path: 'date', message: API_MESSAGES.editionExists },
        ]);
      // Through the document service: the site is built again (bootstrap/site-rebuild.ts).
      const created = asEdition(
        await strapi.documents(UID).create({ data: { ...asStored(settings), state: 'preparation' } as never }),
      );
      await recordChanges(created.date, {}, { state: EDITION_STATE_LABELS.preparation }, by, now);
      await ensureWaitingLineOf(strapi.db.connection, created.date);
      return created;
    },

    /**
     * An edition's settings changed: written with the history. A new day moves its registrations, pitch
     * holders and waiting line with it, in one transaction (a brocante put off by a week keeps its people).
     */
    async update(date: string, settings: EditionSettings, by: string | null, now = new Date()): Promise<StoredEdition> {
      const before = await edition(date);
      if (before.state === 'archived') throw validationFailed(API_MESSAGES.editionArchived, 'edition-archived');
      if (settings.date !== date && (await strapi.db.query(UID).findOne({ where: { date: settings.date } })))
        throw validationFailed(API_MESSAGES.editionExists, 'edition-exists', [
          { path: 'date', message: API_MESSAGES.editionExists },
        ]);
      const updated = await registrationTransaction(strapi, async (trx) => {
        if (settings.date !== date) await moveEdition(trx, date, settings.date);
        const row = await strapi.documents(UID).update({ documentId: before.documentId, data: asStored(settings) as never });
        await recordChanges(settings.date, { ...before }, settings as never, by, now);
        return asEdition(row as never);
      });
      return updated;
    },

    /**
     * An edition opened, closed, archived or put back in preparation, as the states allow. Opened while the committee
     * has no pitch, every registration would go to the waiting list: refused unless the volunteer, asked, says so.
     */
    async changeState(
      date: string,
      state: EditionState,
      by: string | null,
      { now = new Date(), withoutPitches = false }: { now?: Date; withoutPitches?: boolean } = {},
    ): Promise<StoredEdition> {
      const before = await edition(date);
      if (!EDITION_STATE_CHANGES[before.state].includes(state))
        throw validationFailed(
          API_MESSAGES.editionStateChange(EDITION_STATE_LABELS[before.state], EDITION_STATE_LABELS[state]),
          'edition-state',
        );
      if (!(await account())) throw validationFailed(API_MESSAGES.accountMissing, 'account-missing');
      if (state === 'open' && !withoutPitches) {
        const [{ count }] = await strapi.db.connection(TABLES.locations).count({ count: '*' });
        if (!Number(count))
          throw validationFailed(API_MESSAGES.openWithoutPitches, 'no-pitches', [
            { path: 'withoutPitches', message: API_MESSAGES.openWithoutPitches },
          ]);
      }
      const row = await strapi.documents(UID).update({ documentId: before.documentId, data: { state } as never });
      await recordChanges(date, { state: EDITION_STATE_LABELS[before.state] }, { state: EDITION_STATE_LABELS[state] }, by, now);
      return asEdition(row as never);
    },
  };
});

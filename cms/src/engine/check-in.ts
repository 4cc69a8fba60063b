import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { perStrapi } from '../lib/per-strapi';
import type { Knex } from 'knex';
import {
  API_MESSAGES,
  paymentProgress,
  pricingOf,
  PITCH_HOLDING_STATUSES,
  step,
  type CheckInAction,
  type CheckInExhibitor,
  type CheckInList,
  awaitsPayment,
  isPaid,
  type PitchHoldingStatus,
} from '@brocante/shared';
import type { StoredRegistration } from './domain';
import { isPostgres } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { registrationTransaction } from './transaction';
import { editions } from './editions';
import { lifecycle } from './lifecycle';
import { registrations } from './registrations';
import { registrationRows } from './rows';
import { morningPitches } from './morning-pitches';

/**
 * A tap the engine refuses (too early to release a pitch, an edition closed meanwhile) is said to the phone, which
 * then forgets it: the other taps of the same call are still taken.
 */
async function refusalOf(take: () => Promise<string | null>): Promise<string | null> {
  try {
    return await take();
  } catch (error) {
    if (error instanceof errors.ValidationError || error instanceof errors.NotFoundError) return error.message;
    throw error;
  }
}

/** A tap dated more than this in the phone's future is dated by the server: phones' clocks drift. */
const CLOCK_DRIFT_MS = 5 * 60_000;

/**
 * Check-in on the brocante's day: the exhibitors holding pitches (the phone keeps them for a weak
 * network), their arrivals taken as the lifecycle's steps. A tap queued on a phone may reach the
 * server twice, or after a later tap of another volunteer: the latest tap wins, an older one or the
 * same one again changes nothing.
 */
export const checkIn = perStrapi((strapi: Core.Strapi) => {
  const knex = (): Knex => strapi.db.connection;

  async function exhibitors(where: (query: Knex.QueryBuilder) => void, withPhones: boolean): Promise<CheckInExhibitor[]> {
    const rows: {
      phone: string | null;
      documentId: string;
      firstName: string;
      lastName: string;
      paymentReference: string;
      status: PitchHoldingStatus;
      arrivedAt: string | Date | null;
      amount: number | string;
      paidAmount: number | string | null;
      pitch: string;
      street: string;
    }[] = await knex()(`${TABLES.registrations} as r`)
      .join(`${TABLES.pitchHolders} as h`, 'h.registration_id', 'r.id')
      .join(`${TABLES.locations} as l`, 'l.id', 'h.location_id')
      .whereIn('r.status', [...PITCH_HOLDING_STATUSES])
      .modify(where)
      .select(
        ...registrationRows.select(
          ['documentId', 'firstName', 'lastName', 'paymentReference', 'status', 'arrivedAt', 'amount', 'paidAmount', 'phone'],
          'r',
        ),
        'l.name as pitch',
        'l.street as street',
      );
    const collator = new Intl.Collator('fr', { numeric: true });
    const byRegistration = new Map<string, CheckInExhibitor>();
    for (const row of rows) {
      const exhibitor = byRegistration.get(row.documentId) ?? {
        documentId: row.documentId,
        name: `${row.lastName} ${row.firstName}`,
        pitches: [],
        paymentReference: row.paymentReference,
        status: row.status,
        arrivedAt: row.arrivedAt ? new Date(row.arrivedAt).toISOString() : null,
        street: row.street,
        due: isPaid(row.status) ? 0 : paymentProgress(row, 0).remaining,
        phone: withPhones ? row.phone || null : null,
      };
      // The street of the first pitch (A1 before A2): where the exhibitor is found on paper.
      if (exhibitor.pitches.length && collator.compare(row.pitch, exhibitor.pitches[0]!) < 0) exhibitor.street = row.street;
      exhibitor.pitches.push(row.pitch);
      exhibitor.pitches.sort(collator.compare);
      byRegistration.set(row.documentId, exhibitor);
    }
    return [...byRegistration.values()].sort((a, b) => collator.compare(a.name, b.name));
  }

  return {
    /**
     * Every exhibitor of the edition (the coming one unless a volunteer chose another) holding pitches, and when arrivals
     * end; their phone numbers for a volunteer who may see them (`withPhones`).
     */
    async list(edition: string | undefined, withPhones: boolean): Promise<CheckInList> {
      const chosen = await editions(strapi).chosenEdition(edition);
      const date = String(chosen.date).slice(0, 10);
      const morning = morningPitches(strapi);
      const [listed, freePitches, waiting] = await Promise.all([
        exhibitors((query) => query.where('r.edition', chosen.date), withPhones),
        morning.freePitches(date),
        morning.waiting(date),
      ]);
      return {
        date,
        arrivalFrom: chosen.arrivalFrom,
        arrivalUntil: chosen.arrivalUntil,
        exhibitors: listed,
        freePitches,
        waiting,
        pricing: pricingOf(chosen),
        noShowRefund: chosen.noShowRefund,
      };
    },

    /**
     * The taps of one phone, in the order they were made: each an arrival, its undoing or a payment
     * taken on the spot (the lifecycle's steps), dated when tapped. One already taken (twice sent, or by another volunteer)
     * changes nothing; one the lifecycle refuses (a registration cancelled meanwhile) says why.
     */
    async record(actions: CheckInAction[], { by = null as string | null, now = new Date(), withPhones = false } = {}) {
      const refused: { registration: string; message: string }[] = [];
      const touched = new Set<string>();
      for (const action of [...actions].sort((a, b) => a.at.localeCompare(b.at))) {
        const tapped = new Date(action.at);
        const at = Number.isNaN(tapped.getTime()) || tapped.getTime() > now.getTime() + CLOCK_DRIFT_MS ? now : tapped;
        // One tap, one transaction: the registration's row locked (SQLite has one writer), its last tap
        // compared and the step taken; an arrival holds no pitch, so no allocation lock.
        const message = await refusalOf(() =>
          registrationTransaction(strapi, async (trx) => {
            if (action.action === 'walk-in') return morningPitches(strapi).walkIn(trx, action, at, by);
            const row = await trx(TABLES.registrations)
              .where(registrationRows.row({ documentId: action.registration }))
              .modify((query) => (isPostgres(trx) ? query.forUpdate() : query))
              .first('id');
            if (!row) return API_MESSAGES.registrationNotFound;
            const registration: StoredRegistration = await registrations(strapi).findRegistration(action.registration);
            touched.add(registration.documentId);
            if (action.action === 'release') return morningPitches(strapi).release(trx, registration, at, by);
            if (action.action === 'give') return morningPitches(strapi).give(trx, registration, action.pitches, at, by);
            if (action.action === 'pay') {
              // Paid on the spot: once, whoever tapped it first; the rest of the amount, in cash (counted apart).
              if (isPaid(registration.status)) return null;
              const outcome = step(registration, 'pay', 'staff');
              if (!outcome.allowed) return outcome.message;
              const cash = paymentProgress(registration, 0).remaining;
              await lifecycle(strapi).takeStep(trx, registration, 'pay', 'staff', { now: at, by });
              await trx(TABLES.registrations)
                .where({ id: registration.id })
                .update(registrationRows.row({ cashAmount: Number(registration.cashAmount ?? 0) + cash }));
              return null;
            }
            const superseded = registration.arrivalChangedAt && new Date(registration.arrivalChangedAt) >= at;
            const alreadyDone = action.action === 'arrive' ? Boolean(registration.arrivedAt) : !registration.arrivedAt;
            if (superseded && isPaid(registration.status)) return null;
            if (alreadyDone && isPaid(registration.status)) {
              // Already so, and this tap is the latest yet: an older tap of another phone, come after it, is older than it.
              await trx(TABLES.registrations)
                .where({ id: registration.id })
                .update(registrationRows.row({ arrivalChangedAt: at }));
              return null;
            }
            const outcome = step(registration, action.action, 'staff');
            if (!outcome.allowed) return awaitsPayment(registration.status) ? API_MESSAGES.arrivalUnpaid : outcome.message;
            await lifecycle(strapi).takeStep(trx, registration, action.action, 'staff', { now: at, by });
            await trx(TABLES.registrations)
              .where({ id: registration.id })
              .update(registrationRows.row({ arrivalChangedAt: at }));
            return null;
          }),
        );
        if (message) refused.push({ registration: action.registration, message });
      }
      return {
        exhibitors: await exhibitors((query) => query.whereIn('r.document_id', [...touched]), withPhones),
        refused,
      };
    },
  };
});

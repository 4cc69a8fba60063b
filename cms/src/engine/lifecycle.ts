import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import type { Knex } from 'knex';
import {
  API_MESSAGES,
  arrivalsOver,
  editionWork,
  formatEuro,
  paymentProgress,
  step,
  type LifecycleActor,
  type LifecycleEvent,
  type RegistrationEventType,
  pitchNames,
  isActive,
  awaitsPayment,
  isPaid,
} from '@brocante/shared';
import { historyActor, recordEvent } from './history';
import { validationFailed } from '../lib/api-errors';
import { nextFreePitches } from './allocation';
import { headOfLine } from './waiting-line';
import { lockAllocation } from './locks';
import type { StoredConfiguration, StoredPitch, StoredRegistration } from './domain';
import { asDay } from '../lib/rows';
import { onceIn } from '../lib/once-in-transaction';
import { registrationTransaction } from './transaction';
import * as emails from '../emails/templates';
import { editions } from './editions';
import { outbox } from './outbox';
import { salePitchChanged } from '../lib/site-changes';
import { refunds } from './refunds';
import { registrations } from './registrations';

/** What each step is called in the registration's history. */
const HISTORY: Record<LifecycleEvent, RegistrationEventType> = {
  pay: 'paid',
  cancel: 'cancelled',
  expire: 'expired',
  promote: 'promoted',
  reinstate: 'reinstated',
  arrive: 'arrived',
  'undo-arrival': 'arrival-undone',
  relet: 'relet',
};

/** What a payment did to its registration; `not-payable`: cancelled or gone meanwhile. */
export type PaymentOutcome = 'marked-paid' | 'partly-paid' | 'already-paid' | 'not-payable';

/**
 * The registration's lifecycle on the server: every status change is a step of the shared lifecycle
 * (registration-lifecycle.ts), taken here with its effects. Volunteers' steps, bank payments, the
 * unpaid expiry and the waiting list's promotions all come through `takeStep`.
 */
export const lifecycle = perStrapi((strapi: Core.Strapi) => {
  /** The registration's own edition, read once a transaction. */
  const editionOf = ({ edition }: Pick<StoredRegistration, 'edition'>, trx?: Knex.Transaction) =>
    onceIn(trx, `edition ${asDay(edition)}`, () => editions(strapi).edition(asDay(edition)));
  /** The settings of the registration's own edition, with the committee's account. */
  const configurationOf = (registration: Pick<StoredRegistration, 'edition'>, trx?: Knex.Transaction) =>
    onceIn<StoredConfiguration>(trx, `configuration ${asDay(registration.edition)}`, async () =>
      editions(strapi).withAccount(await editionOf(registration, trx)),
    );

  /**
   * A past edition is only settled: a closed one still takes payments (a transfer arriving late),
   * refunds and deposits, nothing else; an archived one takes nothing.
   */
  async function ensureEditionWork(
    registration: Pick<StoredRegistration, 'edition'>,
    event: LifecycleEvent,
    trx?: Knex.Transaction,
  ) {
    const { state } = await editionOf(registration, trx);
    const work = editionWork(state);
    if (work === 'none') throw validationFailed(API_MESSAGES.editionArchived, 'edition-archived');
    if (work === 'settlement' && event !== 'pay') throw validationFailed(API_MESSAGES.editionSettled, 'edition-settled');
  }

  /** Re-letting is for the end of the edition's arrivals: before, an exhibitor may still come. */
  async function ensureArrivalsOver(edition: string, now: Date) {
    const configuration = await editions(strapi).stored(edition);
    if (!arrivalsOver({ date: String(configuration.date).slice(0, 10), arrivalUntil: configuration.arrivalUntil }, now))
      throw validationFailed(API_MESSAGES.reletTooEarly(configuration.arrivalUntil), 'relet-too-early');
  }

  /** A paid no-show whose pitch is released gets their payment back only where the edition's rule says so. */
  async function refundsNoShow(registration: StoredRegistration, event: LifecycleEvent): Promise<boolean> {
    return event === 'relet' && isPaid(registration.status) && (await configurationOf(registration)).noShowRefund;
  }

  /**
   * One step, in the caller's transaction: what the lifecycle refuses is refused; otherwise the
   * status changes and the step's effects follow: the payment recorded, the pitches released or
   * assigned, the person told, the freed pitches offered to the waiting list.
   */
  async function takeStep(
    trx: Knex.Transaction,
    registration: StoredRegistration,
    event: LifecycleEvent,
    actor: LifecycleActor,
    {
      now,
      findPitches,
      payment,
      by,
      freed,
    }: {
      now: Date;
      /** Pitches given back are gathered here, for one promotion after several steps (an hour's expiries), not after each. */
      freed?: { street: string; number: string | null }[];
      /** The volunteer who took the step, for the history. */
      by?: string | null;
      /** Where a registration leaving the waiting list goes; asked only when the step assigns pitches. */
      findPitches?: () => Promise<StoredPitch[] | null>;
      payment?: { amount: number; at: Date };
    },
  ): Promise<StoredRegistration> {
    const outcome = step(registration, event, actor);
    if (!outcome.allowed) throw validationFailed(outcome.message, 'forbidden-step');
    await ensureEditionWork(registration, event, trx);
    const pitches = outcome.effects.includes('assign-pitch') ? await findPitches?.() : null;
    const data: Record<string, unknown> = { status: outcome.to };
    /** The pitches it holds after the step, when the step changes them. */
    let holds: StoredPitch[] | undefined;
    if (!isActive(outcome.to)) data.cancelledAt = now.toISOString();
    for (const effect of outcome.effects) {
      if (effect === 'record-payment')
        Object.assign(data, {
          paidAt: (payment?.at ?? now).toISOString(),
          paidAmount: payment?.amount ?? Number(registration.amount),
        });
      if (effect === 'release-pitch') holds = [];
      if (effect === 'record-arrival') data.arrivedAt = now.toISOString();
      if (effect === 'undo-arrival') data.arrivedAt = null;
      if (effect === 'assign-pitch') {
        if (!pitches?.length) throw validationFailed(API_MESSAGES.noFreePitch, 'no-free-location');
        holds = pitches;
        if (awaitsPayment(outcome.to)) data.pendingSince = now.toISOString();
      }
    }
    const updated = await registrations(strapi).updateRow(trx, registration, data, holds);
    const { documentId, id } = registration;
    const who = { by: actor === 'staff' ? by : null };
    await recordEvent(strapi, id, HISTORY[event], historyActor(actor), {
      ...who,
      details: event === 'promote' ? pitchNames(updated.locations) : null,
    });
    // Nothing is owed back for a registration that cost nothing; a part of its amount received is owed back.
    const partlyPaid = !isActive(outcome.to) && !isPaid(registration.status) ? Number(registration.paidAmount ?? 0) : 0;
    const refundDue =
      outcome.effects.includes('request-refund') || (await refundsNoShow(registration, event))
        ? await refunds(strapi).owe(trx, registration)
        : partlyPaid > 0 && (await refunds(strapi).owe(trx, registration, { amount: partlyPaid }));
    if (refundDue) await recordEvent(strapi, id, 'refund-requested', historyActor(actor), who);
    if (outcome.effects.includes('email')) {
      const configuration = await configurationOf(registration, trx);
      if (event === 'pay')
        await outbox(strapi).queue(`payment-received:${documentId}`, emails.paymentReceived(updated, configuration), id);
      if (event === 'reinstate')
        await outbox(strapi).queue(
          `reinstated:${documentId}:${now.getTime()}`,
          emails.paymentReceived(updated, configuration),
          id,
        );
      if (event === 'cancel' || event === 'expire' || event === 'relet') {
        const reason =
          event === 'expire' ? 'unpaid' : event === 'relet' ? 'no-show' : actor === 'registrant' ? 'registrant' : 'staff';
        await outbox(strapi).queue(
          `cancelled:${documentId}`,
          emails.registrationCancelled(registration, reason, { refundDue }),
          id,
        );
      }
      if (event === 'promote')
        await outbox(strapi).queue(
          `waitlist-to-pitch:${documentId}:${pitches![0]!.documentId}`,
          emails.movedFromWaitlist(updated, configuration),
          id,
        );
    }
    if (outcome.effects.includes('promote-waiting-list') && registration.locations.length)
      if (freed) freed.push(...registration.locations);
      else await promoteWaiting(trx, registration.locations, now, asDay(registration.edition));
    // Pitches given back or given: the public plan says what is sold on them once the site is built again.
    if (outcome.effects.includes('release-pitch') || pitches?.length) salePitchChanged(strapi, registration, `${event} (plan)`);
    return updated;
  }

  /**
   * Pitches were given back: they go to the neighbor living in front of one if they wait, then to
   * whoever paid while waiting, then to the oldest waiting registration; a registration asking for
   * more pitches than are free lets the next one in line pass, until no one waiting fits. Only the
   * edition's own waiting line: next year's brocante gives nothing back to this year's.
   */
  async function promoteWaiting(
    trx: Knex.Transaction,
    freed: { street: string; number: string | null }[],
    now: Date,
    edition: string,
  ) {
    for (;;) {
      // Only a registration asking for no more pitches than are free can be placed, and one that does always is
      // (choosePitches falls back to the best free ones).
      const candidate = await headOfLine(trx, edition, freed);
      if (!candidate) return;
      const pitches = await nextFreePitches(trx, candidate, Number(candidate.pitchCount), edition);
      if (!pitches) return;
      const waiting = await registrations(strapi).waitingRegistration(candidate.id);
      if (!waiting) return;
      await takeStep(trx, waiting, 'promote', 'waitlist', { now, findPitches: async () => pitches });
      // The allocation lock keeps anyone else from taking a pitch meanwhile: none left, no one else fits.
      if (candidate.free <= pitches.length) return;
    }
  }

  /**
   * A payment recorded within `trx`, which holds the allocation lock, on the registration as read under it (null: gone
   * meanwhile): what it did, and the registration as it now stands, for a later line of the same batch.
   */
  async function payRead(
    trx: Knex.Transaction,
    registration: StoredRegistration | null,
    amount: number,
    paidAt: Date,
  ): Promise<{ outcome: PaymentOutcome; registration: StoredRegistration | null }> {
    if (!registration) return { outcome: 'not-payable', registration };
    if (!step(registration, 'pay', 'bank').allowed)
      return { outcome: !isActive(registration.status) ? 'not-payable' : 'already-paid', registration };
    const { received, remaining, overpaid } = paymentProgress(registration, amount);
    if (remaining > 0) {
      // Short of the amount: still to pay, the person told what is left (the same communication, its QR code).
      await ensureEditionWork(registration, 'pay', trx);
      const partly = await registrations(strapi).updateRow(trx, registration, { paidAmount: received });
      await recordEvent(strapi, registration.id, 'partly-paid', 'bank', {
        details: `${formatEuro(amount)} reçus, reste ${formatEuro(remaining)}`,
      });
      await outbox(strapi).queue(
        `partly-paid:${registration.documentId}:${received.toFixed(2)}`,
        emails.partlyPaid(partly, amount, remaining, await configurationOf(registration, trx)),
        registration.id,
      );
      return { outcome: 'partly-paid', registration: partly };
    }
    const paid = await takeStep(trx, registration, 'pay', 'bank', { now: paidAt, payment: { amount: received, at: paidAt } });
    // More than the amount: the difference is owed back to the account that sent it.
    if (overpaid > 0) await refunds(strapi).owe(trx, registration, { amount: overpaid, reason: 'overpayment' });
    return { outcome: 'marked-paid', registration: paid };
  }

  return {
    takeStep,
    promoteWaiting,
    ensureEditionWork,
    ensureArrivalsOver,

    /** A volunteer (or the registrant on their page) takes a step; a registration leaving the waiting list gets the next free pitches. */
    async requestStep(
      documentId: string,
      event: LifecycleEvent,
      { now = new Date(), by = null, actor = 'staff' }: { now?: Date; by?: string | null; actor?: 'staff' | 'registrant' } = {},
    ) {
      return registrationTransaction(strapi, async (trx) => {
        await lockAllocation(trx);
        const registration: StoredRegistration = await registrations(strapi).findRegistration(documentId);
        if (event === 'relet') await ensureArrivalsOver(asDay(registration.edition), now);
        return takeStep(trx, registration, event, actor, {
          now,
          by,
          findPitches: () => nextFreePitches(trx, registration, registration.pitchCount, asDay(registration.edition)),
        });
      });
    },

    /** A payment found in a bank statement: recorded once, whatever runs at the same time. */
    async recordPayment(registrationId: number, amount: number, paidAt: Date): Promise<PaymentOutcome> {
      return registrationTransaction(strapi, async (trx) => {
        await lockAllocation(trx);
        const read = await registrations(strapi).registrationsNumbered([registrationId]);
        return (await payRead(trx, read.get(registrationId) ?? null, amount, paidAt)).outcome;
      });
    },

    /**
     * The same inside the caller's registration transaction (`registrationTransaction`), which a statement's import
     * shares between the lines of a batch: the movement and its payment are committed together, the batch's
     * registrations read once under the lock.
     */
    payRead,
  };
});

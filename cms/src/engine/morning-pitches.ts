import { randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  amountDue,
  API_MESSAGES,
  formatEuro,
  isActive,
  isWaitlisted,
  paymentProgress,
  randomStructuredCommunication,
  statusAtRegistration,
  WAITLIST_STATUSES,
  type CheckInAction,
  type FreePitch,
  type WaitingPerson,
} from '@brocante/shared';
import { perStrapi } from '../lib/per-strapi';
import { asDay, insertRow, newDocumentId } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { freePitchNames, freePitchesNamed, holdPitches, nextFreePitches } from './allocation';
import type { StoredRegistration } from './domain';
import { editions } from './editions';
import { recordEvent } from './history';
import { lifecycle } from './lifecycle';
import { lockAllocation } from './locks';
import { keyHash, registrantKey } from './registrant-key';
import { registrations } from './registrations';
import { registrationRows } from './rows';

type WalkInTap = Extract<CheckInAction, { action: 'walk-in' }>;

const PAYMENT_WORDS = { cash: 'en espèces', transfer: 'par virement' } as const;

const collator = new Intl.Collator('fr', { numeric: true });

/** Whether every pitch named is one of the committee's (a tap naming « ZZ99 » gives nothing, to no one). */
async function allInThePlan(trx: Knex.Transaction, names: readonly string[]): Promise<boolean> {
  const [{ count }] = await trx(TABLES.locations)
    .whereIn('name', [...new Set(names)])
    .count({ count: '*' });
  return Number(count) === new Set(names).size;
}

/**
 * The empty pitches of the morning, on the server (the phone's side: packages/shared/src/morning-pitches.ts): after
 * the edition's arrivals, a no-show's pitch released, a free pitch given to someone of the waiting list who is there,
 * or to a walk-in registered and paid at the gate. Each runs in the check-in's transaction for its tap (check-in.ts),
 * under the allocation's lock; a tap sent twice changes nothing the second time.
 */
export const morningPitches = perStrapi((strapi: Core.Strapi) => ({
  /** The pitches free in the edition, as the phone keeps them. */
  freePitches: (edition: string): Promise<FreePitch[]> => freePitchNames(strapi.db.connection, edition),

  /** The edition's waiting list in line order (the order promotions follow), as the phone keeps it. */
  async waiting(edition: string): Promise<WaitingPerson[]> {
    const rows: (Pick<StoredRegistration, 'documentId' | 'firstName' | 'lastName' | 'paymentReference' | 'paidAt'> & {
      pitchCount: number | string;
      amount: number | string;
      paidAmount: number | string | null;
    })[] = await strapi.db
      .connection(TABLES.registrations)
      .whereIn('status', WAITLIST_STATUSES)
      .where({ edition })
      .orderBy('id')
      .select(
        ...registrationRows.select([
          'documentId',
          'firstName',
          'lastName',
          'paymentReference',
          'paidAt',
          'pitchCount',
          'amount',
          'paidAmount',
        ]),
      );
    return rows.map((row) => ({
      documentId: row.documentId,
      name: `${row.lastName} ${row.firstName}`,
      pitchCount: Number(row.pitchCount),
      paymentReference: row.paymentReference,
      paidInAdvance: Boolean(row.paidAt),
      due: row.paidAt ? 0 : paymentProgress(row, 0).remaining,
    }));
  },

  /** A no-show's pitches released (the lifecycle's relet step, at the tap's time); released already: nothing to do. */
  async release(trx: Knex.Transaction, registration: StoredRegistration, at: Date, by: string | null): Promise<string | null> {
    if (!isActive(registration.status)) return null;
    if (registration.arrivedAt) return API_MESSAGES.releaseArrived(`${registration.lastName} ${registration.firstName}`);
    await lockAllocation(trx);
    await lifecycle(strapi).ensureArrivalsOver(asDay(registration.edition), at);
    await lifecycle(strapi).takeStep(trx, registration, 'relet', 'staff', { now: at, by });
    return null;
  },

  /**
   * Someone of the waiting list, there, gets the pitches asked (or others free, if another phone gave those), and is
   * arrived: they stand at the gate, and no other phone may offer to release their pitch. Someone no longer waiting is
   * told why; the same give sent twice changes nothing.
   */
  async give(
    trx: Knex.Transaction,
    registration: StoredRegistration,
    names: readonly string[],
    at: Date,
    by: string | null,
  ): Promise<string | null> {
    const name = `${registration.lastName} ${registration.firstName}`;
    if (!isWaitlisted(registration.status)) {
      if (!isActive(registration.status)) return API_MESSAGES.giveCancelled(names.join(', '), name);
      const held = registration.locations.map((pitch) => pitch.name).sort(collator.compare);
      return held.join(', ') === [...names].sort(collator.compare).join(', ')
        ? null
        : API_MESSAGES.giveHolding(names.join(', '), name, held.join(', '));
    }
    await lockAllocation(trx);
    if (!(await allInThePlan(trx, names))) return API_MESSAGES.pitchUnknown(names.join(', '), name);
    const edition = asDay(registration.edition);
    const asked = await freePitchesNamed(trx, edition, names);
    const pitches = asked ?? (await nextFreePitches(trx, registration, registration.pitchCount, edition));
    if (!pitches) return API_MESSAGES.pitchGoneStillWaiting(names.join(', '), name);
    await lifecycle(strapi).takeStep(trx, registration, 'promote', 'staff', { now: at, by, findPitches: async () => pitches });
    // Arrived whether paid or not: the lifecycle's arrival waits for a payment, but this person is at the gate, paying
    // there what is left (« Payé sur place »).
    await registrations(strapi).update(registration.documentId, { arrivedAt: at.toISOString() });
    await trx(TABLES.registrations)
      .where({ id: registration.id })
      .update(registrationRows.row({ arrivalChangedAt: at }));
    await recordEvent(strapi, registration.id, 'arrived', 'staff', { by });
    return asked ? null : API_MESSAGES.pitchGoneOtherGiven(names.join(', '), name, pitches.map((pitch) => pitch.name).join(', '));
  },

  /**
   * A walk-in registered at the gate, paid (in cash, counted apart, or by a transfer made there) and arrived on the
   * pitches asked; if another phone gave those meanwhile, on others free; if none is, first on the waiting list,
   * paid: the money is never lost. The phone's key makes the same walk-in sent twice one registration.
   */
  async walkIn(trx: Knex.Transaction, tap: WalkInTap, at: Date, by: string | null): Promise<string | null> {
    // Under the lock, so that the same walk-in sent again while the first call still runs (a retry on a weak
    // network, another process) finds the first one.
    await lockAllocation(trx);
    const known = await trx(TABLES.registrations)
      .where(registrationRows.row({ walkInKey: tap.registration }))
      .first('id');
    if (known) return null;
    const edition = await editions(strapi).edition(tap.edition);
    const name = `${tap.walkIn.lastName} ${tap.walkIn.firstName}`;
    // Refused before anything is written: no registration, no cash counted.
    if (edition.state !== 'open') return API_MESSAGES.walkInNotOpen(tap.pitches.join(', '), name);
    if (!(await allInThePlan(trx, tap.pitches))) return API_MESSAGES.pitchUnknown(tap.pitches.join(', '), name);
    const wish = { kind: 'visitor' as const, street: '', houseNumber: '' };
    const pitches =
      (await freePitchesNamed(trx, edition.date, tap.pitches)) ??
      (await nextFreePitches(trx, wish, tap.pitches.length, edition.date));
    const due = amountDue(edition, 'visitor', tap.pitches.length);
    const { walkIn } = tap;
    const documentId = newDocumentId();
    const id = (await insertRow(
      trx,
      TABLES.registrations,
      registrationRows.row({
        documentId,
        kind: 'visitor',
        firstName: walkIn.firstName,
        lastName: walkIn.lastName,
        email: walkIn.email,
        phone: walkIn.phone,
        street: '',
        houseNumber: '',
        postalCode: '',
        city: '',
        comment: '',
        // Told at the gate: the volunteer reads the regulations and the privacy notice's essentials to them.
        acceptsRules: true,
        acceptsPrivacy: true,
        wantsInvitation: false,
        language: walkIn.language,
        pitchCount: tap.pitches.length,
        status: statusAtRegistration({ pitches: Boolean(pitches), free: false }),
        amount: due.total,
        deposit: due.deposit,
        paymentReference: randomStructuredCommunication(randomInt),
        edition: edition.date,
        walkInKey: tap.registration,
        accessKeyHash: keyHash(registrantKey(strapi, { documentId, accessKeyVersion: 0 })),
        accessKeyVersion: 0,
      }),
      { now: at },
    ))!;
    if (pitches) await holdPitches(trx, id, pitches, edition.date);
    const placed = pitches ? pitches.map((pitch) => pitch.name).join(', ') : "liste d'attente";
    await recordEvent(strapi, id, 'created', 'staff', {
      by,
      details: `sur place à l'accueil (${placed}), ${formatEuro(due.total)} reçus ${PAYMENT_WORDS[walkIn.payment]}`,
    });
    const steps = lifecycle(strapi);
    const paid = await steps.takeStep(trx, await registrations(strapi).findRegistration(documentId), 'pay', 'staff', {
      now: at,
      by,
      payment: { amount: due.total, at },
    });
    if (walkIn.payment === 'cash')
      await trx(TABLES.registrations)
        .where({ id })
        .update(registrationRows.row({ cashAmount: due.total }));
    if (!pitches) return API_MESSAGES.walkInWaiting(name, tap.pitches.join(', '));
    await steps.takeStep(trx, paid, 'arrive', 'staff', { now: at, by });
    await trx(TABLES.registrations)
      .where({ id })
      .update(registrationRows.row({ arrivalChangedAt: at }));
    const given = pitches.map((pitch) => pitch.name).join(', ');
    return given === tap.pitches.join(', ') ? null : API_MESSAGES.pitchGoneOtherGiven(tap.pitches.join(', '), name, given);
  },
}));

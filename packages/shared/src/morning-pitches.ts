import * as z from 'zod/mini';
import { amountDue } from './pricing.js';
import type { CheckInExhibitor, CheckInList, FreePitch } from './check-in.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from './language.js';
import { statusAfter, statusAtRegistration, type LifecycleEvent, type LifecycleState } from './registration-lifecycle.js';
import { holdsPitches, type PitchHoldingStatus } from './registration-status.js';
import { email, phone, requiredText, strictObject } from './schema-fields.js';
import { VALIDATION_CODES } from './validation-codes.js';

/**
 * The empty pitches of the morning (docs/check-in.md): once the edition's arrivals are over, the pitches of the
 * exhibitors not arrived may be released (the regulations say so), and a free pitch given on the spot, to someone of
 * the waiting list who is there or to a walk-in registered in one screen. Each is a tap the phone keeps while offline
 * and the server takes once (cms/src/engine/morning-pitches.ts).
 */

/** How a walk-in paid the volunteer: cash in hand, or a transfer made in front of them. */
export const WALK_IN_PAYMENTS = ['cash', 'transfer'] as const;
export type WalkInPayment = (typeof WALK_IN_PAYMENTS)[number];

/** A walk-in exhibitor, registered at the gate: a name, a way to reach them, how they paid. */
export const walkInSchema = strictObject({
  firstName: requiredText(60),
  lastName: requiredText(60),
  email: z.union([z.literal(''), email], { error: VALIDATION_CODES.email }),
  phone: z.union([z.literal(''), phone], { error: VALIDATION_CODES.phone }),
  language: z._default(z.enum(LANGUAGES, { error: VALIDATION_CODES.language }), DEFAULT_LANGUAGE),
  payment: z.enum(WALK_IN_PAYMENTS, { error: VALIDATION_CODES.invalidBody }),
}).check(
  z.refine((walkIn) => Boolean(walkIn.email || walkIn.phone), {
    error: VALIDATION_CODES.emailOrPhone,
    path: ['email'],
    // Said as soon as both are empty, whatever else the volunteer has still to fill in.
    when: ({ value }) => typeof value === 'object' && value !== null,
  }),
);
export type WalkIn = z.infer<typeof walkInSchema>;
export type WalkInInput = z.input<typeof walkInSchema>;

/** Pitch names as a tap carries them: at most what one registration may hold. */
const pitchNames = z.array(requiredText(40)).check(z.minLength(1, { error: VALIDATION_CODES.required }), z.maxLength(6));
const tapped = {
  registration: requiredText(40),
  at: z.iso.datetime({ error: VALIDATION_CODES.date }),
};

/** A phone's queued taps: at most a day's worth for one volunteer in one call. */
export const checkInActionsSchema = strictObject({
  actions: z
    .array(
      z.discriminatedUnion(
        'action',
        [
          strictObject({ ...tapped, action: z.enum(['arrive', 'undo-arrival', 'pay', 'release']) }),
          strictObject({ ...tapped, action: z.literal('give'), pitches: pitchNames }),
          strictObject({
            ...tapped,
            action: z.literal('walk-in'),
            edition: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: VALIDATION_CODES.date })),
            pitches: pitchNames,
            walkIn: walkInSchema,
          }),
        ],
        { error: VALIDATION_CODES.unknownAction },
      ),
      { error: VALIDATION_CODES.invalidBody },
    )
    .check(z.minLength(1, { error: VALIDATION_CODES.required }), z.maxLength(1000)),
});

const collator = new Intl.Collator('fr', { numeric: true });
const byName = (a: FreePitch, b: FreePitch) => collator.compare(a.name, b.name);

/**
 * The pitches given with `first` to someone asking for `count`: it and the next free ones of its street (A3, A4…), or
 * null when that street has not enough free from it on.
 */
export function pitchesFrom(list: Pick<CheckInList, 'freePitches'>, first: string, count: number): string[] | null {
  const start = list.freePitches.find((pitch) => pitch.name === first);
  if (!start) return null;
  const street = list.freePitches.filter((pitch) => pitch.street === start.street).sort(byName);
  const taken = street.slice(street.indexOf(start), street.indexOf(start) + count).map((pitch) => pitch.name);
  return taken.length === count ? taken : null;
}

/** What a walk-in pays for these pitches (the visitors' price, and the deposit). */
export function walkInAmount(list: Pick<CheckInList, 'pricing'>, pitchCount: number): number {
  return amountDue(list.pricing, 'visitor', pitchCount).total;
}

/** A released exhibitor leaves the list; their pitches are free to give. */
export function releasedOnPhone(list: CheckInList, registration: string): CheckInList {
  const released = list.exhibitors.find((exhibitor) => exhibitor.documentId === registration);
  if (!released || released.arrivedAt) return list;
  return {
    ...list,
    exhibitors: list.exhibitors.filter((exhibitor) => exhibitor !== released),
    freePitches: [...list.freePitches, ...released.pitches.map((name) => ({ name, street: released.street }))].sort(byName),
  };
}

/** Where a step of the lifecycle, taken by a volunteer at the gate, leaves a registration: holding its pitches. */
function holdingAfter(state: LifecycleState, event: LifecycleEvent): PitchHoldingStatus {
  const status = statusAfter(state, event, 'staff');
  if (!holdsPitches(status)) throw new Error(`${event}: ${status} holds no pitch`);
  return status;
}

/** The pitches asked, if all are still free on this phone; and the list without them. */
function taking(list: CheckInList, pitches: readonly string[]): { taken: FreePitch[]; rest: FreePitch[] } | null {
  const taken = list.freePitches.filter((pitch) => pitches.includes(pitch.name));
  if (taken.length !== pitches.length) return null;
  return { taken, rest: list.freePitches.filter((pitch) => !pitches.includes(pitch.name)) };
}

/**
 * Someone of the waiting list, there, gets free pitches: an exhibitor, paid if they paid while waiting, and arrived
 * (they stand at the gate): never listed as releasable.
 */
export function givenOnPhone(list: CheckInList, registration: string, pitches: readonly string[], at: string): CheckInList {
  const person = list.waiting.find((waiting) => waiting.documentId === registration);
  const pitchesTaken = person && taking(list, pitches);
  if (!person || !pitchesTaken) return list;
  const exhibitor: CheckInExhibitor = {
    documentId: person.documentId,
    name: person.name,
    pitches: pitchesTaken.taken.map((pitch) => pitch.name),
    paymentReference: person.paymentReference,
    // Registered with no pitch free, promoted at the gate.
    status: holdingAfter(
      { status: statusAtRegistration({ pitches: false, free: false }), paidAt: person.paidInAdvance ? at : null },
      'promote',
    ),
    arrivedAt: at,
    street: pitchesTaken.taken[0]!.street,
    due: person.paidInAdvance ? 0 : person.due,
    // At the gate: no one calls them.
    phone: null,
  };
  return {
    ...list,
    exhibitors: [...list.exhibitors, exhibitor],
    freePitches: pitchesTaken.rest,
    waiting: list.waiting.filter((waiting) => waiting !== person),
  };
}

/** A walk-in, registered and paid at the gate, is there: arrived at once on their pitches. */
export function walkInOnPhone(
  list: CheckInList,
  key: string,
  pitches: readonly string[],
  walkIn: Pick<WalkIn, 'firstName' | 'lastName'>,
  at: string,
): CheckInList {
  const pitchesTaken = taking(list, pitches);
  if (!pitchesTaken || list.exhibitors.some((exhibitor) => exhibitor.documentId === key)) return list;
  const exhibitor: CheckInExhibitor = {
    documentId: key,
    name: `${walkIn.lastName} ${walkIn.firstName}`,
    pitches: pitchesTaken.taken.map((pitch) => pitch.name),
    paymentReference: '',
    // Registered with pitches at the gate, and paid there.
    status: holdingAfter({ status: statusAtRegistration({ pitches: true, free: false }) }, 'pay'),
    arrivedAt: at,
    street: pitchesTaken.taken[0]!.street,
    due: 0,
    phone: null,
  };
  return { ...list, exhibitors: [...list.exhibitors, exhibitor], freePitches: pitchesTaken.rest };
}

import { TIME_ZONE } from './constants.js';
import { formatClock } from './format.js';
import { holdsPitches, type PitchHoldingStatus } from './registration-status.js';
import { step } from './registration-lifecycle.js';
import { parseStructuredCommunication } from './structured-communication.js';
import type { Pricing } from './pricing.js';
import { givenOnPhone, releasedOnPhone, walkInOnPhone, type WalkIn } from './morning-pitches.js';

/**
 * The day of the brocante: each paid exhibitor's pass (a QR code in the e-mail confirming payment)
 * carries their registration's structured communication, which is not a secret (it is on every
 * transfer); only a signed-in volunteer's check-in screen reads it, to find the exhibitor.
 */
export const PASS_PREFIX = 'BROCANTE:';

export function passCode(paymentReference: string): string {
  return `${PASS_PREFIX}${paymentReference}`;
}

/** The structured communication a scanned pass or a typed reference names (12 digits), or null. */
export function referenceFromScan(text: string): string | null {
  const trimmed = text.trim();
  return parseStructuredCommunication(trimmed.startsWith(PASS_PREFIX) ? trimmed.slice(PASS_PREFIX.length) : trimmed);
}

/** An exhibitor as the check-in screen lists them (and keeps them on the phone for a weak network). */
export interface CheckInExhibitor {
  documentId: string;
  name: string;
  /** Pitch names, A1 before A2. */
  pitches: string[];
  paymentReference: string;
  status: PitchHoldingStatus;
  arrivedAt: string | null;
  /** The street of the first pitch, for the paper list. */
  street: string;
  /** What is still to pay (what a transfer short of the amount left), 0 once paid: taken on the spot. */
  due: number;
  /**
   * Their phone, to call them when late: for a volunteer whose role reads the registrations, or for the day's helpers
   * where the committee allows it (TeamSettings); null otherwise, or when they gave none.
   */
  phone: string | null;
}

/** Someone on the edition's waiting list, as the check-in phone keeps them: they may be there when a pitch frees up. */
export interface WaitingPerson {
  documentId: string;
  name: string;
  pitchCount: number;
  paymentReference: string;
  /** Paid while waiting: given a pitch, they are paid exhibitors at once. */
  paidInAdvance: boolean;
  /** What they would still pay, given their pitches. */
  due: number;
}

/** A pitch no one holds in the edition: given on the spot, once arrivals are over. */
export interface FreePitch {
  name: string;
  street: string;
}

/** What the check-in screen loads: the exhibitors, and when arrivals end (after it, empty pitches are re-let). */
export interface CheckInList {
  date: string;
  arrivalFrom: string;
  arrivalUntil: string;
  exhibitors: CheckInExhibitor[];
  /** The pitches free now, A1 before A2: given to someone waiting who is there, or to a walk-in. */
  freePitches: FreePitch[];
  /** The edition's waiting list, in line order. */
  waiting: WaitingPerson[];
  /** What a walk-in pays: the visitors' price per pitch, and the deposit. */
  pricing: Pricing;
  /** The edition's rule: a no-show whose pitch is released is refunded (true) or keeps nothing back (false). */
  noShowRefund: boolean;
}

/** One tap at check-in, as the phone queues it and the server takes it: harmless when sent twice. */
export type CheckInAction =
  | {
      registration: string;
      /** An arrival, its undoing, the payment taken on the spot (the rest of the amount, in cash), or a no-show's pitch released. */
      action: 'arrive' | 'undo-arrival' | 'pay' | 'release';
      /** When the volunteer tapped, on the phone. */
      at: string;
    }
  | { registration: string; action: 'give'; pitches: string[]; at: string }
  | {
      /** The key the phone made for the walk-in: the same walk-in sent twice is registered once. */
      registration: string;
      action: 'walk-in';
      /** The edition's day the phone shows: the walk-in registers for it. */
      edition: string;
      pitches: string[];
      walkIn: WalkIn;
      at: string;
    };

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The exhibitors a volunteer's search names: every word matches a name, a pitch (exactly) or the
 * structured communication (its digits); a scanned pass names its registration.
 */
export function findExhibitors(exhibitors: readonly CheckInExhibitor[], query: string): CheckInExhibitor[] {
  const reference = referenceFromScan(query);
  if (reference) return exhibitors.filter((exhibitor) => exhibitor.paymentReference === reference);
  const words = folded(query).split(/\s+/).filter(Boolean);
  return exhibitors.filter((exhibitor) =>
    words.every(
      (word) =>
        folded(exhibitor.name).includes(word) ||
        exhibitor.pitches.some((pitch) => pitch.toLowerCase() === word) ||
        (word.replace(/\D/g, '').length >= 3 && exhibitor.paymentReference.includes(word.replace(/\D/g, ''))),
    ),
  );
}

/** The instant a Brussels wall-clock time (HH:MM) falls on a day (YYYY-MM-DD). */
export function brusselsInstant(day: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const guess = new Date(`${day.slice(0, 10)}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00Z`);
  // Brussels is UTC+1 or UTC+2: read what the guess shows there and correct by the difference.
  const shown = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(guess);
  const [shownHours = 0, shownMinutes = 0] = shown.split(':').map(Number);
  const offsetMinutes = (shownHours * 60 + shownMinutes - (hours * 60 + minutes) + 1440) % 1440;
  return new Date(guess.getTime() - (offsetMinutes > 720 ? offsetMinutes - 1440 : offsetMinutes) * 60_000);
}

/** Arrivals are over: the pitches still empty may be re-let to people waiting. */
export function arrivalsOver(list: Pick<CheckInList, 'date' | 'arrivalUntil'>, now: Date = new Date()): boolean {
  return now.getTime() >= brusselsInstant(list.date, list.arrivalUntil).getTime();
}

/** The exhibitors whose pitches may be released: arrivals are over and they did not come. */
export function releasable(list: CheckInList, now: Date = new Date()): CheckInExhibitor[] {
  return arrivalsOver(list, now) ? list.exhibitors.filter((exhibitor) => !exhibitor.arrivedAt) : [];
}

/** An exhibitor who paid at the desk, as the lifecycle's payment leaves them: nothing more to pay. */
function paidAtTheDesk(exhibitor: CheckInExhibitor): CheckInExhibitor {
  const payment = step(exhibitor, 'pay', 'staff');
  return payment.allowed && holdsPitches(payment.to) ? { ...exhibitor, status: payment.to, due: 0 } : exhibitor;
}

/** The list as this phone should see it: the server's, with the taps not yet sent on top, in the order they were made. */
export function withTaps(list: CheckInList, taps: readonly CheckInAction[]): CheckInList {
  return taps.reduce(withTap, list);
}

function withTap(list: CheckInList, tap: CheckInAction): CheckInList {
  const change = (made: (exhibitor: CheckInExhibitor) => CheckInExhibitor) => ({
    ...list,
    exhibitors: list.exhibitors.map((exhibitor) => (exhibitor.documentId === tap.registration ? made(exhibitor) : exhibitor)),
  });
  switch (tap.action) {
    case 'pay':
      return change(paidAtTheDesk);
    case 'arrive':
      return change((exhibitor) => ({ ...exhibitor, arrivedAt: tap.at }));
    case 'undo-arrival':
      return change((exhibitor) => ({ ...exhibitor, arrivedAt: null }));
    case 'release':
      return releasedOnPhone(list, tap.registration);
    case 'give':
      return givenOnPhone(list, tap.registration, tap.pitches, tap.at);
    case 'walk-in':
      return walkInOnPhone(list, tap.registration, tap.pitches, tap.walkIn, tap.at);
  }
}

/** An arrival another phone marked or undid since this one last synchronised. */
export interface ChangeByAnotherPhone {
  documentId: string;
  /** « A12 (Peeters Jean) : arrivée notée par un autre téléphone à 07:40 » */
  text: string;
}

/**
 * What the server's list says that this phone did not expect: `before` is the list as last synchronised,
 * `sent` the taps this phone has just sent. Any arrival that differs was marked or undone by another phone
 * (the latest tap wins on the server; this one's may have been overtaken).
 */
export function changesByOtherPhones(
  before: CheckInList,
  sent: readonly CheckInAction[],
  now: CheckInList,
): ChangeByAnotherPhone[] {
  const expected = new Map(withTaps(before, sent).exhibitors.map((exhibitor) => [exhibitor.documentId, exhibitor.arrivedAt]));
  return now.exhibitors.flatMap((exhibitor) => {
    if (!expected.has(exhibitor.documentId)) return [];
    const was = expected.get(exhibitor.documentId) ?? null;
    if (Boolean(was) === Boolean(exhibitor.arrivedAt)) return [];
    const who = `${exhibitor.pitches.join(', ')} (${exhibitor.name})`;
    return [
      {
        documentId: exhibitor.documentId,
        text: exhibitor.arrivedAt
          ? `${who} : arrivée notée par un autre téléphone à ${formatClock(exhibitor.arrivedAt)}`
          : `${who} : arrivée annulée par un autre téléphone`,
      },
    ];
  });
}

/** A tap the server refused, as the phone received it. */
export interface RefusedTap {
  registration: string;
  message: string;
}

/** The pitches and the person a tap was for, as this phone knew them when it sent it. */
function tappedFor(list: CheckInList | null, tap: CheckInAction): { pitches: string[]; name: string } | null {
  if (tap.action === 'walk-in') return { pitches: tap.pitches, name: `${tap.walkIn.lastName} ${tap.walkIn.firstName}` };
  const person =
    list?.exhibitors.find((exhibitor) => exhibitor.documentId === tap.registration) ??
    list?.waiting.find((waiting) => waiting.documentId === tap.registration);
  if (!person) return null;
  return { pitches: tap.action === 'give' ? tap.pitches : 'pitches' in person ? person.pitches : [], name: person.name };
}

/**
 * What the screen says of a refused tap: the server's words, after the pitch and the person it was for
 * (« A12 (Peeters Jean) : … ») unless they already name both; `list` is the list the taps were made on.
 */
export function refusalText(list: CheckInList | null, sent: readonly CheckInAction[], refused: RefusedTap): string {
  const tap = sent.find((one) => one.registration === refused.registration);
  const who = tap && tappedFor(list, tap);
  if (!who) return refused.message;
  const named = refused.message.includes(who.name) && who.pitches.every((pitch) => refused.message.includes(pitch));
  return named ? refused.message : `${who.pitches.join(', ')} (${who.name}) : ${refused.message}`;
}

/** The day's list on paper: by street, then pitch (A2 before A10), each exhibitor at their first pitch. */
export function paperList(list: CheckInList): CheckInExhibitor[] {
  const collator = new Intl.Collator('fr', { numeric: true });
  return [...list.exhibitors].sort(
    (a, b) => collator.compare(a.street, b.street) || collator.compare(a.pitches[0] ?? '', b.pitches[0] ?? ''),
  );
}

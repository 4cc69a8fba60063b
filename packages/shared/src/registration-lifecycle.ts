import { API_MESSAGES } from './api-messages.js';
import { REGISTRATION_STATUS_LABELS, type ActiveStatus, type RegistrationStatus } from './registration-status.js';

/**
 * The life of a registration, in one place: what may happen to it, who may make it happen, where
 * it leads and what the server does on the way. The server takes every step through `step()`; the
 * admin offers the steps `stepsFor('staff', …)` lists.
 *
 *   pending  --pay-->     paid       (staff, bank import)
 *   pending  --cancel-->  cancelled  (staff, registrant) pitch released, waiting list promoted
 *   pending  --expire-->  cancelled  (unpaid expiry)   pitch released, waiting list promoted
 *   paid     --cancel-->  cancelled  (staff, registrant) pitch released, waiting list promoted, refund due
 *   waitlist --pay-->     waitlist   (staff, bank)     paid in advance: first in line for a pitch
 *   waitlist --promote--> pending, or paid when paid in advance (staff, a freed pitch)
 *   waitlist --cancel-->  cancelled  (staff, registrant) refund due when paid in advance
 *   cancelled --reinstate--> waitlist, paid (a volunteer deciding a payment received after the
 *                          cancellation): first in line, and a free pitch at once if there is one
 *   paid     --arrive-->   paid, arrived (staff at check-in, on the day)
 *   paid     --undo-arrival--> paid, not arrived (staff: a tap by mistake)
 *   pending, paid (not arrived) --relet--> cancelled (staff, once arrivals are over): the pitch is
 *                          re-let on the spot, nothing refunded unless the edition's rule says so (noShowRefund)
 */
export const LIFECYCLE_EVENTS = ['pay', 'cancel', 'expire', 'promote', 'reinstate', 'arrive', 'undo-arrival', 'relet'] as const;
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[number];

/**
 * Who takes a step: a volunteer, the registrant on their own page, a bank statement import, the
 * unpaid-expiry task, a pitch freed for the waiting list, a volunteer deciding a late payment.
 */
export type LifecycleActor = 'staff' | 'registrant' | 'bank' | 'expiry' | 'waitlist' | 'late-payment';

/** What the server does besides changing the status, in this order. */
export type LifecycleEffect =
  | 'record-payment'
  | 'release-pitch'
  | 'assign-pitch'
  | 'promote-waiting-list'
  | 'request-refund'
  | 'record-arrival'
  | 'undo-arrival'
  | 'email';

/** The registration as the lifecycle reads it: its status, whether it was paid while waiting, whether its exhibitor arrived. */
export interface LifecycleState {
  status: RegistrationStatus;
  paidAt?: string | Date | null;
  arrivedAt?: string | Date | null;
}

/** A step out of a status: the event, who may take it, the status it leads to and what the server does. */
interface Transition {
  event: LifecycleEvent;
  actors: readonly LifecycleActor[];
  to: (state: LifecycleState) => RegistrationStatus;
  effects: readonly LifecycleEffect[];
  /** A further condition on the registration, when its status is not enough. */
  when?: (state: LifecycleState) => boolean;
}

/**
 * The steps out of each status. A new status fails to compile here until its steps are decided (none is a decision
 * too), as it does in registration-status.ts's traits and labels.
 */
const TRANSITIONS: { readonly [From in RegistrationStatus]: readonly Transition[] } = {
  pending: [
    { event: 'pay', actors: ['staff', 'bank'], to: () => 'paid', effects: ['record-payment', 'email'] },
    {
      event: 'cancel',
      actors: ['staff', 'registrant'],
      to: () => 'cancelled',
      effects: ['release-pitch', 'email', 'promote-waiting-list'],
    },
    {
      event: 'expire',
      actors: ['expiry'],
      to: () => 'cancelled',
      effects: ['release-pitch', 'email', 'promote-waiting-list'],
    },
    // An exhibitor who did not come by the end of arrivals gives the pitch up: it goes to someone waiting on the spot.
    { event: 'relet', actors: ['staff'], to: () => 'cancelled', effects: ['release-pitch', 'email'] },
  ],
  paid: [
    // What was paid for a pitch given back is owed back: the refund is due.
    {
      event: 'cancel',
      actors: ['staff', 'registrant'],
      to: () => 'cancelled',
      effects: ['release-pitch', 'request-refund', 'email', 'promote-waiting-list'],
    },
    {
      event: 'arrive',
      actors: ['staff'],
      to: () => 'paid',
      effects: ['record-arrival'],
      when: (state) => !state.arrivedAt,
    },
    {
      event: 'undo-arrival',
      actors: ['staff'],
      to: () => 'paid',
      effects: ['undo-arrival'],
      when: (state) => Boolean(state.arrivedAt),
    },
    {
      event: 'relet',
      actors: ['staff'],
      to: () => 'cancelled',
      effects: ['release-pitch', 'email'],
      when: (state) => !state.arrivedAt,
    },
  ],
  waitlist: [
    // Paid once is enough: a registration paid while waiting is not paid again.
    {
      event: 'pay',
      actors: ['staff', 'bank'],
      to: () => 'waitlist',
      effects: ['record-payment', 'email'],
      when: (state) => !state.paidAt,
    },
    {
      event: 'cancel',
      actors: ['staff', 'registrant'],
      to: () => 'cancelled',
      effects: ['email'],
      when: (state) => !state.paidAt,
    },
    {
      event: 'cancel',
      actors: ['staff', 'registrant'],
      to: () => 'cancelled',
      effects: ['request-refund', 'email'],
      when: (state) => Boolean(state.paidAt),
    },
    {
      event: 'promote',
      actors: ['staff', 'waitlist'],
      to: (state) => (state.paidAt ? 'paid' : 'pending'),
      effects: ['assign-pitch', 'email'],
    },
  ],
  cancelled: [{ event: 'reinstate', actors: ['late-payment'], to: () => 'waitlist', effects: ['record-payment', 'email'] }],
};

/** The steps of the brocante's day, taken at check-in rather than on a registration's page. */
export const DAY_OF_BROCANTE_EVENTS = ['arrive', 'undo-arrival', 'relet'] as const satisfies readonly LifecycleEvent[];

/** A step a registration's own page offers (the day's steps are taken at check-in). */
export type RegistrationPageEvent = Exclude<LifecycleEvent, (typeof DAY_OF_BROCANTE_EVENTS)[number]>;

export function isRegistrationPageEvent(event: LifecycleEvent): event is RegistrationPageEvent {
  return !(DAY_OF_BROCANTE_EVENTS as readonly LifecycleEvent[]).includes(event);
}

/** What a volunteer reads on the button of each step, and the question asked before an irreversible one. */
export const LIFECYCLE_EVENT_LABELS: Record<LifecycleEvent, { label: string; confirm?: string }> = {
  pay: { label: 'Marquer payée' },
  cancel: {
    label: "Annuler l'inscription",
    confirm: 'Annuler cette inscription ? Son emplacement sera libéré ; on ne peut pas revenir en arrière.',
  },
  expire: { label: 'Faire expirer' },
  promote: { label: "Sortir de la liste d'attente" },
  reinstate: { label: 'Réinscrire avec ce paiement' },
  arrive: { label: "Marquer l'arrivée" },
  'undo-arrival': { label: "Annuler l'arrivée" },
  relet: {
    label: "Relouer l'emplacement",
    confirm:
      "Personne n'est là pour cette inscription à la fin des arrivées : l'annuler et relouer son emplacement ? Rien n'est remboursé.",
  },
};

export type Step =
  { allowed: true; to: RegistrationStatus; effects: readonly LifecycleEffect[] } | { allowed: false; message: string };

/**
 * A new registration's status: waiting when no pitch was free for it, confirmed at once when nothing is due, else
 * holding its pitches until it is paid.
 */
export function statusAtRegistration({ pitches, free }: { pitches: boolean; free: boolean }): ActiveStatus {
  return !pitches ? 'waitlist' : free ? 'paid' : 'pending';
}

/** Whether `actor` may make `event` happen to a registration in `state`, and what it leads to. */
export function step(state: LifecycleState, event: LifecycleEvent, actor: LifecycleActor): Step {
  const transition = TRANSITIONS[state.status].find(
    (candidate) => candidate.event === event && candidate.actors.includes(actor) && (candidate.when?.(state) ?? true),
  );
  if (!transition) return { allowed: false, message: refusal(state, event) };
  return { allowed: true, to: transition.to(state), effects: transition.effects };
}

function refusal(state: LifecycleState, event: LifecycleEvent): string {
  if (event === 'pay' && (state.status === 'paid' || (state.status === 'waitlist' && state.paidAt)))
    return API_MESSAGES.alreadyPaid;
  return API_MESSAGES.forbiddenStep(REGISTRATION_STATUS_LABELS[state.status], LIFECYCLE_EVENT_LABELS[event].label);
}

/** Where `event`, taken by `actor`, leads a registration in `state`: for the steps known to be allowed. */
export function statusAfter(state: LifecycleState, event: LifecycleEvent, actor: LifecycleActor): RegistrationStatus {
  const taken = step(state, event, actor);
  if (!taken.allowed) throw new Error(taken.message);
  return taken.to;
}

/** The steps `actor` may take from `state`, in the order the admin shows them. */
export function stepsFor(actor: LifecycleActor, state: LifecycleState): LifecycleEvent[] {
  return LIFECYCLE_EVENTS.filter((event) => step(state, event, actor).allowed);
}

const DAY_MS = 86_400_000;

/** `days` working days (Monday to Friday) after `from`, at the same time of day. */
export function addWorkingDays(from: Date, days: number): Date {
  const day = new Date(from);
  for (let added = 0; added < days;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) added += 1;
  }
  return day;
}

/**
 * Whether an unpaid registration past its deadline may now expire: only once a bank statement was
 * imported `statementDelayWorkingDays` working days after the deadline, late enough to hold any
 * payment made in time (statements reach the committee days after the transfer).
 */
export function mayExpire(deadline: Date, lastStatementImport: Date | null, statementDelayWorkingDays: number): boolean {
  return lastStatementImport !== null && lastStatementImport >= addWorkingDays(deadline, statementDelayWorkingDays);
}

/** An unpaid registration holding a pitch is cancelled once this moment passes (the committee's grace period after it got its pitch). */
export function paymentDeadline(pendingSince: string | Date, unpaidGraceDays: number): Date {
  return new Date(new Date(pendingSince).getTime() + unpaidGraceDays * DAY_MS);
}

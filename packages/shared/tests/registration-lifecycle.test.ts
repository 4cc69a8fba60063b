import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  LIFECYCLE_EVENT_LABELS,
  LIFECYCLE_EVENTS,
  mayExpire,
  step,
  stepsFor,
  type LifecycleActor,
  type LifecycleEvent,
} from '../src/registration-lifecycle.js';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '../src/registration-status.js';

const ACTORS: LifecycleActor[] = ['staff', 'bank', 'expiry', 'waitlist'];

/** Every step the product allows, with who may take it and where it leads; anything else is refused. */
const ALLOWED: Record<string, string> = {
  'pending pay staff': 'paid',
  'pending pay bank': 'paid',
  'pending cancel staff': 'cancelled',
  'pending expire expiry': 'cancelled',
  'paid cancel staff': 'cancelled',
  'waitlist pay staff': 'waitlist',
  'waitlist pay bank': 'waitlist',
  'waitlist cancel staff': 'cancelled',
  'waitlist promote staff': 'pending',
  'waitlist promote waitlist': 'pending',
  // The day of the brocante: a paid exhibitor arrives; an absent one's pitch is re-let.
  'paid arrive staff': 'paid',
  'pending relet staff': 'cancelled',
  'paid relet staff': 'cancelled',
};

describe('the registration lifecycle', () => {
  const cases = REGISTRATION_STATUSES.flatMap((status) =>
    LIFECYCLE_EVENTS.flatMap((event) => ACTORS.map((actor) => [status, event, actor] as const)),
  );

  it.each(cases)('%s, %s by %s', (status: RegistrationStatus, event: LifecycleEvent, actor: LifecycleActor) => {
    const outcome = step({ status }, event, actor);
    const expected = ALLOWED[`${status} ${event} ${actor}`];
    if (expected) expect(outcome).toMatchObject({ allowed: true, to: expected });
    else {
      expect(outcome.allowed).toBe(false);
      expect(outcome.allowed ? '' : outcome.message).toMatch(
        /^(Action impossible pour une inscription « .+ » : « .+ »\.|Cette inscription est déjà payée\.)$/,
      );
    }
  });

  it('keeps a registration paid on the waiting list first in line, and takes it straight to paid with its pitch', () => {
    const prepaid = { status: 'waitlist' as const, paidAt: '2027-03-01T10:00:00.000Z' };
    expect(step(prepaid, 'promote', 'waitlist')).toMatchObject({ allowed: true, to: 'paid', effects: ['assign-pitch', 'email'] });
    expect(step(prepaid, 'pay', 'bank')).toEqual({ allowed: false, message: 'Cette inscription est déjà payée.' });
  });

  it('releases the pitch and offers it to the waiting list when a holder leaves', () => {
    for (const [status, event, actor] of [
      ['pending', 'cancel', 'staff'],
      ['pending', 'cancel', 'registrant'],
      ['pending', 'expire', 'expiry'],
    ] as const) {
      expect(step({ status }, event, actor)).toMatchObject({ effects: ['release-pitch', 'email', 'promote-waiting-list'] });
    }
    expect(step({ status: 'waitlist' }, 'cancel', 'staff')).toMatchObject({ effects: ['email'] });
  });

  it('owes back what was paid when a paid registration is cancelled, by a volunteer or the registrant', () => {
    for (const actor of ['staff', 'registrant'] as const) {
      expect(step({ status: 'paid' }, 'cancel', actor)).toMatchObject({
        to: 'cancelled',
        effects: ['release-pitch', 'request-refund', 'email', 'promote-waiting-list'],
      });
      expect(step({ status: 'waitlist', paidAt: '2027-03-01' }, 'cancel', actor)).toMatchObject({
        effects: ['request-refund', 'email'],
      });
    }
  });

  it('reinstates a cancelled registration only for a payment received after its cancellation', () => {
    expect(step({ status: 'cancelled' }, 'reinstate', 'late-payment')).toEqual({
      allowed: true,
      to: 'waitlist',
      effects: ['record-payment', 'email'],
    });
    expect(step({ status: 'cancelled' }, 'reinstate', 'staff')).toMatchObject({ allowed: false });
    expect(stepsFor('staff', { status: 'cancelled' })).toEqual([]);
  });

  it('lets the registrant cancel, and nothing else', () => {
    expect(stepsFor('registrant', { status: 'pending' })).toEqual(['cancel']);
    expect(stepsFor('registrant', { status: 'paid' })).toEqual(['cancel']);
    expect(stepsFor('registrant', { status: 'waitlist' })).toEqual(['cancel']);
    expect(stepsFor('registrant', { status: 'cancelled' })).toEqual([]);
  });

  it('records an arrival once, undoes it, and never re-lets the pitch of an exhibitor who came', () => {
    const arrived = { status: 'paid' as const, arrivedAt: '2027-04-18T07:10:00.000Z' };
    expect(step({ status: 'paid' }, 'arrive', 'staff')).toEqual({ allowed: true, to: 'paid', effects: ['record-arrival'] });
    expect(step(arrived, 'arrive', 'staff')).toMatchObject({ allowed: false });
    expect(step(arrived, 'undo-arrival', 'staff')).toEqual({ allowed: true, to: 'paid', effects: ['undo-arrival'] });
    expect(step({ status: 'paid' }, 'undo-arrival', 'staff')).toMatchObject({ allowed: false });
    expect(step(arrived, 'relet', 'staff')).toMatchObject({ allowed: false });
    expect(step({ status: 'paid' }, 'relet', 'staff')).toEqual({
      allowed: true,
      to: 'cancelled',
      effects: ['release-pitch', 'email'],
    });
    expect(step({ status: 'pending' }, 'arrive', 'staff')).toMatchObject({ allowed: false });
  });

  it('offers a volunteer the steps of each status', () => {
    expect(stepsFor('staff', { status: 'pending' })).toEqual(['pay', 'cancel', 'relet']);
    expect(stepsFor('staff', { status: 'paid' })).toEqual(['cancel', 'arrive', 'relet']);
    expect(stepsFor('staff', { status: 'paid', arrivedAt: '2027-04-18' })).toEqual(['cancel', 'undo-arrival']);
    expect(stepsFor('staff', { status: 'waitlist' })).toEqual(['pay', 'cancel', 'promote']);
    expect(stepsFor('staff', { status: 'waitlist', paidAt: '2027-03-01' })).toEqual(['cancel', 'promote']);
    expect(stepsFor('staff', { status: 'cancelled' })).toEqual([]);
  });
});

describe('late statements', () => {
  it('counts working days, Monday to Friday', () => {
    // Friday 9 April 2027 + 3 working days: Wednesday 14 April.
    expect(addWorkingDays(new Date('2027-04-09T22:00:00Z'), 3).toISOString()).toBe('2027-04-14T22:00:00.000Z');
  });

  it('lets an unpaid registration expire only once a statement came late enough to hold its payment', () => {
    const deadline = new Date('2027-04-09T22:00:00Z');
    expect(mayExpire(deadline, null, 3)).toBe(false);
    expect(mayExpire(deadline, new Date('2027-04-13T08:00:00Z'), 3)).toBe(false);
    expect(mayExpire(deadline, new Date('2027-04-15T08:00:00Z'), 3)).toBe(true);
    expect(mayExpire(deadline, new Date('2027-04-10T08:00:00Z'), 0)).toBe(true);
  });
});

describe("the steps' words", () => {
  it('speak of the exhibitor without assuming a man', () => {
    const words = Object.values(LIFECYCLE_EVENT_LABELS).flatMap(({ label, confirm }) => [label, confirm ?? '']);
    for (const text of words) expect(text).not.toMatch(/^Arrivé$|\b(?:est|était)(?: pas)? (?:venu|arrivé)\b/);
  });
});

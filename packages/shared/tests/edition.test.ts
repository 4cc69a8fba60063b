import { describe, expect, it } from 'vitest';
import {
  brusselsDaysLater,
  comingEdition,
  committeeAccountSchema,
  editionSettingsSchema,
  editionWork,
  isActive,
  holdsPitches,
  nextEditionProposal,
  publicEdition,
  sameDayNextYear,
  VALIDATION,
  type EditionSettings,
  type EditionState,
} from '../src/index';

const spring2027: EditionSettings = {
  date: '2027-04-18',
  arrivalFrom: '07:00',
  arrivalUntil: '09:00',
  registrationPrice: 15,
  neighborPrice: null,
  deposit: 5,
  pitchesPerRegistration: 2,
  householdRegistrationLimit: 2,
  // 23:59 in Brussels, summer time
  neighborRegistrationEnd: '2027-03-19T22:59:00.000Z',
  visitorRegistrationEnd: '2027-04-11T21:59:00.000Z',
  registrantCancellationEnd: null,
  unpaidGraceDays: 21,
  reminderDaysBeforeExpiry: 5,
  noShowRefund: false,
  communeNoticeWorkingDays: 10,
  streetsClosedFrom: null,
  streetsClosedUntil: null,
  saleCategories: ['clothes', 'toys'],
};

describe('the next edition, proposed a year later', () => {
  it('keeps the third Sunday of April the third Sunday of April, and a fifth week the last', () => {
    expect(sameDayNextYear('2027-04-18')).toBe('2028-04-16');
    expect(sameDayNextYear('2028-04-16')).toBe('2029-04-15');
    // Saturday 29 May 2027 is the fifth Saturday; May 2028 has four: the last one, 27 May.
    expect(sameDayNextYear('2027-05-29')).toBe('2028-05-27');
    // An autumn brocante: the last Sunday of September.
    expect(sameDayNextYear('2027-09-26')).toBe('2028-09-24');
  });

  it('keeps each deadline as many days before the day, at 23:59 on the clocks of Brussels', () => {
    const next = nextEditionProposal(spring2027);
    expect(next).toMatchObject({ date: '2028-04-16', registrationPrice: 15, deposit: 5, pitchesPerRegistration: 2 });
    expect(next.neighborRegistrationEnd).toBe('2028-03-17T22:59:00.000Z');
    expect(next.visitorRegistrationEnd).toBe('2028-04-09T21:59:00.000Z');
    expect(next.registrantCancellationEnd).toBeNull();
  });

  it('moves a deadline across the change of time without moving it on the clock', () => {
    // 27 March 2027, 23:59 winter time (22:59Z); 364 days later is 25 March 2028, and Brussels is in summer time on the 26th only.
    expect(brusselsDaysLater('2027-03-27T22:59:00.000Z', 364)).toBe('2028-03-25T22:59:00.000Z');
    // 28 March 2027 23:59 summer time (21:59Z) → 26 March 2028 23:59, summer time again (21:59Z).
    expect(brusselsDaysLater('2027-03-28T21:59:00.000Z', 364)).toBe('2028-03-26T21:59:00.000Z');
    // 1 April 2027 23:59 summer time → 364 days later 30 March 2028, summer time.
    expect(brusselsDaysLater('2027-04-01T21:59:00.000Z', 364)).toBe('2028-03-30T21:59:00.000Z');
    // 20 March 2027 23:59 winter time → 371 days later 25 March 2028 ... winter time still.
    expect(brusselsDaysLater('2027-03-20T22:59:00.000Z', 371)).toBe('2028-03-25T22:59:00.000Z');
  });
});

describe('which edition is shown', () => {
  const editions = (states: [string, EditionState][]) => states.map(([date, state]) => ({ date, state }));
  const now = new Date('2027-06-01T10:00:00Z');

  it('to the public: the first open one still to come, else the last open one, else the last one held', () => {
    expect(
      publicEdition(
        editions([
          ['2027-04-18', 'closed'],
          ['2027-09-26', 'open'],
          ['2028-04-16', 'open'],
        ]),
        now,
      )?.date,
    ).toBe('2027-09-26');
    expect(publicEdition(editions([['2027-04-18', 'open']]), now)?.date).toBe('2027-04-18');
    expect(publicEdition(editions([['2028-04-16', 'preparation']]), now)).toBeNull();
    // Between two editions, the last one held, its registrations closed.
    expect(
      publicEdition(
        editions([
          ['2027-04-18', 'closed'],
          ['2028-04-16', 'preparation'],
        ]),
        now,
      )?.date,
    ).toBe('2027-04-18');
  });

  it('to volunteers: the first one still to come that is not archived, else the last one', () => {
    expect(
      comingEdition(
        editions([
          ['2027-04-18', 'closed'],
          ['2028-04-16', 'preparation'],
        ]),
        now,
      )?.date,
    ).toBe('2028-04-16');
    expect(comingEdition(editions([['2027-04-18', 'archived']]), now)?.date).toBe('2027-04-18');
    expect(editionWork('closed')).toBe('settlement');
    expect(editionWork('archived')).toBe('none');
  });
});

describe("an edition's settings and the committee's account, as volunteers send them", () => {
  it('takes the closure of the streets when said: before the first exhibitors arrive, and reopening after it', () => {
    expect(editionSettingsSchema.parse({ ...spring2027, streetsClosedFrom: '06:30', streetsClosedUntil: '19:00' })).toMatchObject(
      {
        streetsClosedFrom: '06:30',
        streetsClosedUntil: '19:00',
      },
    );
    const wrong = editionSettingsSchema.safeParse({ ...spring2027, streetsClosedFrom: '07:30', streetsClosedUntil: '07:00' });
    expect(Object.fromEntries(wrong.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      streetsClosedFrom: VALIDATION.closureBeforeArrivals,
      streetsClosedUntil: VALIDATION.closureOrder,
    });
    const { streetsClosedFrom: _from, streetsClosedUntil: _until, ...before } = spring2027;
    expect(editionSettingsSchema.parse(before)).toMatchObject({ streetsClosedFrom: null, streetsClosedUntil: null });
  });

  it("takes Uccle's ten working days for the commune when a client of before does not say it, and refuses a notice beyond 60", () => {
    const { communeNoticeWorkingDays: _notice, ...before } = spring2027;
    expect(editionSettingsSchema.parse(before).communeNoticeWorkingDays).toBe(10);
    expect(editionSettingsSchema.parse({ ...spring2027, communeNoticeWorkingDays: 0 }).communeNoticeWorkingDays).toBe(0);
    expect(editionSettingsSchema.safeParse({ ...spring2027, communeNoticeWorkingDays: 61 }).success).toBe(false);
    expect(nextEditionProposal({ ...spring2027, communeNoticeWorkingDays: 15 }).communeNoticeWorkingDays).toBe(15);
    // A no-show keeps nothing back unless the edition says so; next year keeps the committee's rule.
    const { noShowRefund: _rule, ...older } = spring2027;
    expect(editionSettingsSchema.parse(older).noShowRefund).toBe(false);
    expect(editionSettingsSchema.safeParse({ ...spring2027, noShowRefund: 'oui' }).success).toBe(false);
    expect(nextEditionProposal({ ...spring2027, noShowRefund: true }).noShowRefund).toBe(true);
  });

  it('refuses a deadline after the day, arrivals ending before they start and cents beyond two', () => {
    const result = editionSettingsSchema.safeParse({
      ...spring2027,
      visitorRegistrationEnd: '2027-04-19T10:00:00.000Z',
      arrivalUntil: '06:00',
      registrationPrice: 15.555,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      registrationPrice: VALIDATION.cents,
    });
    const valid = editionSettingsSchema.safeParse({ ...spring2027, registrationPrice: 15.5 });
    expect(valid.success).toBe(true);
    const refinements = editionSettingsSchema.safeParse({
      ...spring2027,
      visitorRegistrationEnd: '2027-04-19T10:00:00.000Z',
      arrivalUntil: '06:00',
    });
    expect(Object.fromEntries(refinements.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      visitorRegistrationEnd: VALIDATION.deadlineAfterBrocante,
      arrivalUntil: VALIDATION.arrivalOrder,
    });
  });

  it('takes an IBAN typed with spaces, dots or dashes, and refuses a wrong one', () => {
    const account = {
      debtorName: ' Comité ',
      debtorIban: 'be68.5390-0754 7034',
      debtorBic: 'gebabebb',
      statementDelayWorkingDays: 3,
    };
    expect(committeeAccountSchema.parse(account)).toEqual({
      debtorName: 'Comité',
      debtorIban: 'BE68539007547034',
      debtorBic: 'GEBABEBB',
      statementDelayWorkingDays: 3,
    });
    const wrong = committeeAccountSchema.safeParse({ ...account, debtorIban: 'BE68 5390 0754 7035' });
    expect(wrong.error?.issues[0]?.message).toBe(VALIDATION.iban);
  });
});

describe('"active", said once', () => {
  it('is a registration holding pitches or waiting; holding pitches is pending or paid', () => {
    expect(['pending', 'paid', 'waitlist', 'cancelled'].map((status) => isActive(status as never))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(['pending', 'paid', 'waitlist', 'cancelled'].map((status) => holdsPitches(status as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

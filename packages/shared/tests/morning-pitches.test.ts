import { describe, expect, it } from 'vitest';
import { refusalText, releasable, withTaps, type CheckInExhibitor, type CheckInList } from '../src/check-in.js';
import { checkInActionsSchema, pitchesFrom, walkInAmount, walkInSchema } from '../src/morning-pitches.js';
import { fieldErrorMap } from '../src/field-errors.js';
import { VALIDATION } from '../src/validation-messages.js';
import { VALIDATION_NL } from '../src/validation-messages.nl.js';

const exhibitor = (name: string, pitches: string[], arrivedAt: string | null = null): CheckInExhibitor => ({
  documentId: name,
  name,
  pitches,
  paymentReference: '123456789002',
  status: 'paid',
  arrivedAt,
  street: 'Avenue des Aulnes',
  due: 0,
  phone: null,
});

/** The morning of 18 April 2027 (summer time: 08:00 in Brussels is 06:00 UTC), arrivals until 08:00. */
const MORNING: CheckInList = {
  date: '2027-04-18',
  arrivalFrom: '07:00',
  arrivalUntil: '08:00',
  exhibitors: [exhibitor('Dupont Hélène', ['A1', 'A2'], '2027-04-18T05:10:00.000Z'), exhibitor('Peeters Jean', ['A12'])],
  freePitches: [{ name: 'A3', street: 'Avenue des Aulnes' }],
  waiting: [
    { documentId: 'w1', name: 'Janssens An', pitchCount: 1, paymentReference: '500000000174', paidInAdvance: false, due: 15 },
    { documentId: 'w2', name: 'Leroy Marc', pitchCount: 1, paymentReference: '000000000097', paidInAdvance: true, due: 0 },
  ],
  pricing: { registrationPrice: 15, neighborPrice: 5, deposit: 0, pitchesPerRegistration: 2 },
  noShowRefund: false,
};
const at = '2027-04-18T06:05:00.000Z';

describe('the empty pitches of the morning', () => {
  it('lists as releasable the exhibitors not arrived, only once arrivals are over (08:00 in Brussels)', () => {
    expect(releasable(MORNING, new Date('2027-04-18T05:59:00Z'))).toEqual([]);
    expect(releasable(MORNING, new Date(at)).map((one) => one.name)).toEqual(['Peeters Jean']);
  });

  it('on the phone, a released pitch is free, then given to someone waiting who is there', () => {
    const released = withTaps(MORNING, [{ registration: 'Peeters Jean', action: 'release', at }]);
    expect(released.exhibitors.map((one) => one.name)).toEqual(['Dupont Hélène']);
    expect(released.freePitches.map((pitch) => pitch.name)).toEqual(['A3', 'A12']);
    const given = withTaps(released, [
      { registration: 'w1', action: 'give', pitches: ['A12'], at },
      { registration: 'w2', action: 'give', pitches: ['A3'], at },
    ]);
    expect(given.exhibitors.map((one) => [one.name, one.pitches, one.status, one.due])).toEqual([
      ['Dupont Hélène', ['A1', 'A2'], 'paid', 0],
      ['Janssens An', ['A12'], 'pending', 15],
      ['Leroy Marc', ['A3'], 'paid', 0],
    ]);
    expect(given.waiting).toEqual([]);
    expect(given.freePitches).toEqual([]);
    // Given at the gate, they stand there: arrived, never offered to release.
    expect(given.exhibitors.filter((one) => one.pitches[0] !== 'A1').map((one) => one.arrivedAt)).toEqual([at, at]);
    expect(releasable(given, new Date(at))).toEqual([]);
    // A pitch given already (by this phone) is not given twice; an arrived exhibitor is not released.
    expect(withTaps(given, [{ registration: 'w9', action: 'give', pitches: ['A3'], at }])).toBe(given);
    expect(withTaps(MORNING, [{ registration: 'Dupont Hélène', action: 'release', at }])).toBe(MORNING);
  });

  it('on the phone, a walk-in who paid is an exhibitor arrived at once, on the pitch given', () => {
    const walkIn = {
      firstName: 'Ana',
      lastName: 'Lopes',
      email: '',
      phone: '0470 12 34 56',
      language: 'fr' as const,
      payment: 'cash' as const,
    };
    const shown = withTaps(MORNING, [
      { registration: 'k-1', action: 'walk-in', edition: '2027-04-18', pitches: ['A3'], walkIn, at },
    ]);
    expect(shown.exhibitors.at(-1)).toMatchObject({ name: 'Lopes Ana', pitches: ['A3'], status: 'paid', arrivedAt: at, due: 0 });
    expect(shown.freePitches).toEqual([]);
    // The same walk-in twice (sent again) is one exhibitor.
    expect(
      withTaps(shown, [{ registration: 'k-1', action: 'walk-in', edition: '2027-04-18', pitches: ['A3'], walkIn, at }]),
    ).toBe(shown);
    expect(walkInAmount(MORNING, 2)).toBe(30);
  });

  it('says a refused tap with the pitch and the person it was for, unless the server named them', () => {
    const release = { registration: 'Peeters Jean', action: 'release' as const, at };
    const give = { registration: 'w1', action: 'give' as const, pitches: ['A3'], at };
    const walkIn = {
      registration: 'k-1',
      action: 'walk-in' as const,
      edition: '2027-04-18',
      pitches: ['ZZ99'],
      walkIn: {
        firstName: 'Ana',
        lastName: 'Lopes',
        email: '',
        phone: '0470 12 34 56',
        language: 'fr' as const,
        payment: 'cash' as const,
      },
      at,
    };
    const sent = [release, give, walkIn];
    expect(refusalText(MORNING, sent, { registration: 'Peeters Jean', message: 'Cette édition est clôturée.' })).toBe(
      'A12 (Peeters Jean) : Cette édition est clôturée.',
    );
    expect(refusalText(MORNING, sent, { registration: 'w1', message: 'Action impossible.' })).toBe(
      'A3 (Janssens An) : Action impossible.',
    );
    expect(refusalText(MORNING, sent, { registration: 'k-1', message: "Cette édition n'est pas ouverte." })).toBe(
      "ZZ99 (Lopes Ana) : Cette édition n'est pas ouverte.",
    );
    const named = "ZZ99 n'est pas un emplacement du plan : rien n'est enregistré pour Lopes Ana.";
    expect(refusalText(MORNING, sent, { registration: 'k-1', message: named })).toBe(named);
    expect(refusalText(MORNING, sent, { registration: 'gone', message: "Cette inscription n'existe pas." })).toBe(
      "Cette inscription n'existe pas.",
    );
  });

  it('gives two pitches from the one chosen, in its street, when someone asks for two', () => {
    const released = withTaps(MORNING, [{ registration: 'Peeters Jean', action: 'release', at }]);
    const list = { ...released, freePitches: [...released.freePitches, { name: 'B1', street: 'Rue des Bleuets' }] };
    expect(pitchesFrom(list, 'A3', 2)).toEqual(['A3', 'A12']);
    expect(pitchesFrom(list, 'A12', 2)).toBeNull();
    expect(pitchesFrom(list, 'B1', 1)).toEqual(['B1']);
    expect(pitchesFrom(list, 'Z9', 1)).toBeNull();
  });

  it('registers a walk-in with an e-mail or a phone, said in the volunteer’s words when neither is given', () => {
    const base = { firstName: 'Ana', lastName: 'Lopes', email: '', phone: '', payment: 'cash' };
    const refused = walkInSchema.safeParse(base);
    expect(refused.success).toBe(false);
    expect(fieldErrorMap(refused.error!, VALIDATION).email).toBe(
      'Donnez une adresse e-mail ou un numéro de téléphone, pour joindre la personne.',
    );
    expect(fieldErrorMap(refused.error!, VALIDATION_NL).email).toBe(
      'Geef een e-mailadres of een telefoonnummer op, om de persoon te bereiken.',
    );
    expect(walkInSchema.safeParse({ ...base, email: 'ana@example.be' }).data).toMatchObject({ language: 'fr' });
    expect(walkInSchema.safeParse({ ...base, phone: 'abc' }).success).toBe(false);
    expect(walkInSchema.safeParse({ ...base, phone: '0470123456', payment: 'card' }).success).toBe(false);
    expect(walkInSchema.safeParse({ ...base, phone: '0470123456', amount: 0 }).success).toBe(false);
  });

  it('takes a phone’s taps of every kind, and refuses a give without pitches', () => {
    const walkIn = { firstName: 'Ana', lastName: 'Lopes', email: 'ana@example.be', phone: '', payment: 'transfer' };
    expect(
      checkInActionsSchema.safeParse({
        actions: [
          { registration: 'a', action: 'release', at },
          { registration: 'b', action: 'give', pitches: ['A3'], at },
          { registration: 'c', action: 'walk-in', edition: '2027-04-18', pitches: ['A12'], walkIn, at },
        ],
      }).success,
    ).toBe(true);
    expect(checkInActionsSchema.safeParse({ actions: [{ registration: 'b', action: 'give', pitches: [], at }] }).success).toBe(
      false,
    );
    expect(checkInActionsSchema.safeParse({ actions: [{ registration: 'b', action: 'relet', at }] }).success).toBe(false);
  });
});

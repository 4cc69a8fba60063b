import { describe, expect, it } from 'vitest';
import {
  arrivalsOver,
  brusselsInstant,
  changesByOtherPhones,
  findExhibitors,
  paperList,
  withTaps,
  type CheckInList,
  passCode,
  referenceFromScan,
  type CheckInExhibitor,
} from '../src/check-in.js';

const exhibitor = (name: string, pitches: string[], paymentReference: string): CheckInExhibitor => ({
  documentId: name,
  name,
  pitches,
  paymentReference,
  status: 'paid',
  arrivedAt: null,
  street: pitches[0]!.startsWith('R') ? 'Rue des Tilleuls' : 'Avenue des Aulnes',
  due: 0,
  phone: null,
});
const LIST = [
  exhibitor('Dupont Hélène', ['A1', 'A2'], '123456789002'),
  exhibitor('Peeters Jean', ['R4'], '500000000174'),
  exhibitor('Durand Léon', ['A12'], '000000000097'),
];
const names = (found: CheckInExhibitor[]) => found.map((one) => one.name);

describe('finding an exhibitor at check-in', () => {
  it('by a name without its accents, by a pitch (exactly), by the reference or a scanned pass', () => {
    expect(names(findExhibitors(LIST, 'helene'))).toEqual(['Dupont Hélène']);
    expect(names(findExhibitors(LIST, 'du'))).toEqual(['Dupont Hélène', 'Durand Léon']);
    expect(names(findExhibitors(LIST, 'a1'))).toEqual(['Dupont Hélène']);
    expect(names(findExhibitors(LIST, '+++500/0000/00174+++'))).toEqual(['Peeters Jean']);
    expect(names(findExhibitors(LIST, passCode('000000000097')))).toEqual(['Durand Léon']);
    expect(names(findExhibitors(LIST, '174'))).toEqual(['Peeters Jean']);
  });

  it('reads a pass or a reference, and nothing else', () => {
    expect(referenceFromScan(' BROCANTE:123456789002 ')).toBe('123456789002');
    expect(referenceFromScan('BROCANTE:123456789003')).toBeNull();
    expect(referenceFromScan('https://example.be')).toBeNull();
  });
});

describe('the end of arrivals, Brussels time', () => {
  it('falls at the wall-clock time on the day, in summer and in winter time', () => {
    expect(brusselsInstant('2027-04-18', '09:00').toISOString()).toBe('2027-04-18T07:00:00.000Z');
    expect(brusselsInstant('2027-01-17', '09:30').toISOString()).toBe('2027-01-17T08:30:00.000Z');
    const list = { date: '2027-04-18', arrivalUntil: '09:00' };
    expect(arrivalsOver(list, new Date('2027-04-18T06:59:00Z'))).toBe(false);
    expect(arrivalsOver(list, new Date('2027-04-18T07:00:00Z'))).toBe(true);
  });
});

describe('two phones at the same gate', () => {
  const list = (arrived: Record<string, string | null>): CheckInList => ({
    date: '2027-04-18',
    arrivalFrom: '06:00',
    arrivalUntil: '09:00',
    exhibitors: LIST.map((one) => ({ ...one, arrivedAt: arrived[one.name] ?? null })),
    freePitches: [],
    waiting: [],
    pricing: { registrationPrice: 15, neighborPrice: null, deposit: 0, pitchesPerRegistration: 2 },
    noShowRefund: false,
  });

  it('says what another phone marked or undid since this one last synchronised, and nothing of its own taps', () => {
    const before = list({ 'Durand Léon': '2027-04-18T05:05:00.000Z' });
    const mine = [{ registration: 'Dupont Hélène', action: 'arrive' as const, at: '2027-04-18T05:30:00.000Z' }];
    const now = list({
      'Dupont Hélène': '2027-04-18T05:30:00.000Z',
      'Peeters Jean': '2027-04-18T05:40:00.000Z',
      'Durand Léon': null,
    });
    expect(changesByOtherPhones(before, mine, now).map((change) => change.text)).toEqual([
      'R4 (Peeters Jean) : arrivée notée par un autre téléphone à 07:40',
      'A12 (Durand Léon) : arrivée annulée par un autre téléphone',
    ]);
    // This phone marked Hélène arrived; another undid it after: the latest wins, and this phone is told.
    expect(changesByOtherPhones(before, mine, list({ 'Durand Léon': '2027-04-18T05:05:00.000Z' }))).toEqual([
      { documentId: 'Dupont Hélène', text: 'A1, A2 (Dupont Hélène) : arrivée annulée par un autre téléphone' },
    ]);
  });

  it('shows the taps still on the phone over the server list, the last tap of an exhibitor winning', () => {
    const shown = withTaps(list({}), [
      { registration: 'Peeters Jean', action: 'arrive', at: '2027-04-18T05:10:00.000Z' },
      { registration: 'Peeters Jean', action: 'undo-arrival', at: '2027-04-18T05:11:00.000Z' },
      { registration: 'Durand Léon', action: 'arrive', at: '2027-04-18T05:12:00.000Z' },
    ]);
    // Paid on the spot, on the phone at once.
    const paidHere = withTaps(
      { ...list({}), exhibitors: list({}).exhibitors.map((one) => ({ ...one, status: 'pending' as const, due: 15 })) },
      [{ registration: 'Peeters Jean', action: 'pay', at: '2027-04-18T05:09:00.000Z' }],
    );
    expect(paidHere.exhibitors.map((one) => [one.name, one.status, one.due])).toEqual([
      ['Dupont Hélène', 'pending', 15],
      ['Peeters Jean', 'paid', 0],
      ['Durand Léon', 'pending', 15],
    ]);
    expect(shown.exhibitors.map((one) => [one.name, one.arrivedAt])).toEqual([
      ['Dupont Hélène', null],
      ['Peeters Jean', null],
      ['Durand Léon', '2027-04-18T05:12:00.000Z'],
    ]);
  });

  it('prints the day by street, then pitch in its numeric order', () => {
    expect(paperList(list({})).map((one) => one.pitches[0])).toEqual(['A1', 'A12', 'R4']);
  });
});

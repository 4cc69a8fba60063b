import { describe, expect, it } from 'vitest';
import {
  arrivalsOver,
  brusselsInstant,
  findExhibitors,
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

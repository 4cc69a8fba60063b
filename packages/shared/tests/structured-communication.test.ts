import { describe, expect, it } from 'vitest';
import {
  checkDigits,
  findStructuredCommunications,
  formatStructuredCommunication,
  parseStructuredCommunication,
  randomStructuredCommunication,
} from '../src/structured-communication.js';

// References computed by hand: 10 digits mod 97, 97 when the remainder is 0.
describe('Belgian structured communication', () => {
  it.each([
    ['0000000097', '97'], // 97 mod 97 = 0 → 97
    ['0100000000', '81'], // 10^2 ≡ 3, so 10^8 ≡ 3^4 = 81 (mod 97)
    ['1234567890', '02'], // 1234567890 = 97 × 12727504 + 2
    ['0000000001', '01'],
  ])('computes the check digits of %s as %s', (tenDigits, expected) => {
    expect(checkDigits(tenDigits)).toBe(expected);
  });

  it('formats twelve digits as +++DDD/DDDD/DDDDD+++', () => {
    expect(formatStructuredCommunication('123456789002')).toBe('+++123/4567/89002+++');
  });

  it.each(['+++123/4567/89002+++', '***123/4567/89002***', '123/4567/89002', '123456789002', ' 123 4567 89002 '])(
    'reads %s as typed by a payer',
    (typed) => {
      expect(parseStructuredCommunication(typed)).toBe('123456789002');
    },
  );

  it('refuses a wrong check or a wrong length', () => {
    expect(parseStructuredCommunication('+++123/4567/89003+++')).toBeNull();
    expect(parseStructuredCommunication('12345678900')).toBeNull();
    expect(parseStructuredCommunication('abc')).toBeNull();
  });

  it('finds references inside a free communication', () => {
    expect(findStructuredCommunications('Brocante Dupont +++123/4567/89002+++ merci')).toEqual(['123456789002']);
    expect(findStructuredCommunications('paiement 123456789002 pour Marie')).toEqual(['123456789002']);
    expect(findStructuredCommunications('facture 123456789003 et tél 0470123456')).toEqual([]);
  });

  it('makes valid random references', () => {
    let seed = 7;
    const random = (max: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % max;
    };
    for (let i = 0; i < 200; i += 1) {
      const reference = randomStructuredCommunication(random);
      expect(reference).toMatch(/^[1-9]\d{11}$/);
      expect(parseStructuredCommunication(reference)).toBe(reference);
    }
  });
});

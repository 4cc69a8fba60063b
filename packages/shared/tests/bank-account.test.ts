import { describe, expect, it } from 'vitest';
import { formatIban, isValidBic, isValidIban, normalizeIban } from '../src/bank-account.js';
import { epcQrPayload } from '../src/epc-qr.js';

describe('bank account', () => {
  it('accepts valid IBANs and refuses altered ones', () => {
    expect(isValidIban('BE68 5390 0754 7034')).toBe(true);
    expect(isValidIban('BE71096123456769')).toBe(true);
    expect(isValidIban('BE68 5390 0754 7035')).toBe(false);
    expect(isValidIban('BE68539007547')).toBe(false);
  });

  it("checks each country's length and format and Belgium's own check digits, typed in any common form", () => {
    // Each of these passes the modulo 97 of ISO 13616; the first two a Belgian account number's check does not.
    expect(isValidIban('BE41 0918 1173 5141')).toBe(false);
    expect(isValidIban('BE34 5390 0754 703A')).toBe(false);
    // Dutch IBANs have 18 characters, German ones 22.
    expect(isValidIban('NL58 ABNA 0417 1643 0')).toBe(false);
    expect(isValidIban('DE54 3704 0044 0532 0130 001')).toBe(false);
    expect(isValidIban('NL91 ABNA 0417 1643 00')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('FR14 2004 1010 0505 0001 3M02 606')).toBe(true);
    // Dots, dashes, a lower case, a non-breaking space: the same account, stored in one form.
    for (const typed of [
      'be68.5390.0754.7034',
      'BE68-5390-0754-7034',
      'BE68\u00a05390\u00a00754\u00a07034',
      ' be68 5390 0754 7034 ',
    ]) {
      expect(isValidIban(typed)).toBe(true);
      expect(normalizeIban(typed)).toBe('BE68539007547034');
    }
  });

  it('prints an IBAN in groups of four', () => {
    expect(formatIban('be68539007547034')).toBe('BE68 5390 0754 7034');
  });

  it('checks BICs', () => {
    expect(isValidBic('GEBABEBB')).toBe(true);
    expect(isValidBic('GKCCBEBB')).toBe(true);
    expect(isValidBic('GEBA')).toBe(false);
    expect(isValidBic(' gebabebb ')).toBe(true);
    expect(isValidBic('GEBA1EBB')).toBe(false);
  });
});

describe('EPC QR payload', () => {
  it('writes the SEPA Credit Transfer lines version 002 in UTF-8 with the structured reference', () => {
    const payload = epcQrPayload({
      beneficiary: 'Comité de quartier',
      iban: 'BE68 5390 0754 7034',
      bic: 'gebabebb',
      amount: 15,
      structuredCommunication: '123456789002',
    });
    expect(payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'GEBABEBB',
      'Comité de quartier',
      'BE68539007547034',
      'EUR15.00',
      '',
      '123456789002',
      '',
    ]);
  });

  it('refuses an amount a bank would refuse', () => {
    expect(() =>
      epcQrPayload({
        beneficiary: 'X',
        iban: 'BE68539007547034',
        bic: 'GEBABEBB',
        amount: 0,
        structuredCommunication: '123456789002',
      }),
    ).toThrow(/montant/);
  });
});

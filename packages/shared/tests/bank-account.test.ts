import { describe, expect, it } from 'vitest';
import { formatIban, isValidBic, isValidIban } from '../src/bank-account.js';
import { epcQrPayload } from '../src/epc-qr.js';

describe('bank account', () => {
  it('accepts valid IBANs and refuses altered ones', () => {
    expect(isValidIban('BE68 5390 0754 7034')).toBe(true);
    expect(isValidIban('BE71096123456769')).toBe(true);
    expect(isValidIban('BE68 5390 0754 7035')).toBe(false);
    expect(isValidIban('BE68539007547')).toBe(false);
  });

  it('prints an IBAN in groups of four', () => {
    expect(formatIban('be68539007547034')).toBe('BE68 5390 0754 7034');
  });

  it('checks BICs', () => {
    expect(isValidBic('GEBABEBB')).toBe(true);
    expect(isValidBic('GKCCBEBB')).toBe(true);
    expect(isValidBic('GEBA')).toBe(false);
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

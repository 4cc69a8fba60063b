import { describe, expect, it } from 'vitest';
import { epcQrPayload } from '../src/epc-qr.js';
import { formatEuro } from '../src/format.js';
import { transferFor, transferLines } from '../src/transfer.js';

const account = {
  debtorName: ' Comité de quartier des Trois Tilleuls ASBL ',
  debtorIban: 'be21 0012 3456 7803',
  debtorBic: 'gebabebb',
};

describe('one transfer for the receipt, the e-mails and the QR code', () => {
  it('is built raw from the account and the registration', () => {
    expect(transferFor(account, { amount: '15.00', paymentReference: '123456789002' })).toEqual({
      beneficiary: 'Comité de quartier des Trois Tilleuls ASBL',
      iban: 'BE21001234567803',
      bic: 'GEBABEBB',
      amount: 15,
      structuredCommunication: '123456789002',
    });
  });

  it('is formatted where a person reads it, and scanned as the bank expects', () => {
    const transfer = transferFor(account, { amount: 15, paymentReference: '123456789002' });
    expect(transferLines(transfer).map(({ label, value }) => `${label} : ${value}`)).toEqual([
      `Montant : ${formatEuro(15)}`,
      'Bénéficiaire : Comité de quartier des Trois Tilleuls ASBL',
      'IBAN : BE21 0012 3456 7803',
      'BIC : GEBABEBB',
      'Communication structurée : +++123/4567/89002+++',
    ]);
    expect(epcQrPayload(transfer).split('\n')).toContain('123456789002');
  });

  it('is labelled in Dutch for a Dutch reader, the amount as nl-BE writes it, the values unchanged', () => {
    const transfer = transferFor(account, { amount: 12.5, paymentReference: '123456789002' });
    expect(transferLines(transfer, 'nl').map(({ label, value }) => `${label}: ${value}`)).toEqual([
      `Bedrag: ${formatEuro(12.5, 'nl')}`,
      'Begunstigde: Comité de quartier des Trois Tilleuls ASBL',
      'IBAN: BE21 0012 3456 7803',
      'BIC: GEBABEBB',
      'Gestructureerde mededeling: +++123/4567/89002+++',
    ]);
    expect(formatEuro(12.5, 'nl').replace(/\s/g, ' ')).toBe('€ 12,50');
    expect(transferLines(transfer, 'nl').map(({ key }) => key)).toEqual(transferLines(transfer).map(({ key }) => key));
  });
});

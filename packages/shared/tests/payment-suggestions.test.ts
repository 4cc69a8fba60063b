import { describe, expect, it } from 'vitest';
import { formatEuro } from '../src/format.js';
import { suggestPayments, type PaymentCandidate } from '../src/payment-suggestions.js';
import type { StatementLine } from '../src/statement-line.js';

/** Three people waiting for their payment, 15 € each (two of them 15 €, one 30 € for two pitches). */
const CANDIDATES: PaymentCandidate[] = [
  {
    documentId: 'dupont',
    firstName: 'Marie',
    lastName: 'Dupont',
    amount: 15,
    paymentReference: '123456789002',
    pitches: ['A12'],
    knownAccounts: [],
  },
  {
    documentId: 'peeters',
    firstName: 'Jean',
    lastName: 'Peeters',
    amount: 30,
    paymentReference: '777777777705',
    pitches: ['B3', 'B4'],
    knownAccounts: ['BE62510007547061'],
  },
  {
    documentId: 'van-den-berghe',
    firstName: 'Léa',
    lastName: 'Van den Berghe',
    amount: 15,
    paymentReference: '500000000174',
    pitches: ['C7'],
    knownAccounts: [],
  },
];

const line = (overrides: Partial<StatementLine>): StatementLine => ({
  lineNumber: 1,
  bankReference: '',
  date: '2027-04-02',
  amount: 15,
  counterpartyName: '',
  counterpartyAccount: '',
  communication: '',
  structuredCommunication: null,
  ...overrides,
});

const suggested = (overrides: Partial<StatementLine>) =>
  suggestPayments(line(overrides), CANDIDATES).map(({ documentId, reasons }) => [documentId, reasons]);

describe('suggestions for a bank line that matched no registration', () => {
  it('finds a communication typed with a digit missing, a digit wrong, two digits swapped or without its +++', () => {
    for (const typed of ['+++123/4567/8902+++', '123/4567/89003', '+++123/4576/89002+++', '123 4567 89002 brocante']) {
      expect(suggested({ communication: typed, counterpartyName: 'M. ROBERT' })[0]).toEqual([
        'dupont',
        [
          `même montant (${formatEuro(15)})`,
          expect.stringMatching(/^communication proche : \d{11,12} ≈ \+\+\+123\/4567\/89002\+\+\+$/),
        ],
      ]);
    }
  });

  it("finds the registrant's name, exact or nearly, the pitch named, and the account that paid before", () => {
    expect(suggested({ counterpartyName: 'DUPOND MARIE', communication: 'brocante' })).toEqual([
      ['dupont', [`même montant (${formatEuro(15)})`, 'nom proche : Dupont ≈ DUPOND']],
    ]);
    expect(suggested({ counterpartyName: 'L. VAN DEN BERGHE', communication: 'emplacement c7' })[0]).toEqual([
      'van-den-berghe',
      [`même montant (${formatEuro(15)})`, 'même nom : Van den Berghe', 'emplacement C7 cité'],
    ]);
    expect(suggested({ counterpartyName: 'J P', counterpartyAccount: 'BE62 5100 0754 7061', amount: 30 })).toEqual([
      ['peeters', [`même montant (${formatEuro(30)})`, 'même compte qu’un paiement précédent']],
    ]);
  });

  it('ranks the likeliest first and suggests nothing on the amount alone', () => {
    expect(suggested({ counterpartyName: 'INCONNU', communication: 'brocante' })).toEqual([]);
    const ranked = suggested({ counterpartyName: 'MARIE DUPONT', communication: 'A12 et +++500/0000/0174+++' });
    expect(ranked.map(([id]) => id)).toEqual(['dupont', 'van-den-berghe']);
  });
});

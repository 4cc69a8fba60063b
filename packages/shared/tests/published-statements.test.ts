import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeStatement, parseStatement } from '../src/bank-statements.js';
import { formatEuro } from '../src/format.js';
import { suggestPayments } from '../src/payment-suggestions.js';
import { LINE_NOTE, type StatementLine } from '../src/statement-line.js';

// Statements published by other projects as their test data, copied unchanged into fixtures/published/
// (its README.md gives each file's origin and licence). Expected values are read off the files.
const published = (name: string) => {
  const parsed = parseStatement(decodeStatement(readFileSync(path.join(__dirname, 'fixtures', 'published', name))));
  if (parsed.kind !== 'parsed') throw new Error(`${name} non lu`);
  return parsed;
};

describe('statements published by other projects', () => {
  it('php-coda-parser sample 5: two credits of one amount, payer and bank reference on one day are two movements', () => {
    const { format, lines } = published('php-coda-parser.sample5.cod');
    expect(format).toBe('coda');
    expect(lines.map(({ lineNumber, date, amount }) => ({ lineNumber, date, amount }))).toEqual([
      { lineNumber: 3, date: '2014-12-25', amount: 1767.82 },
      { lineNumber: 9, date: '2014-12-25', amount: 2767.82 },
      { lineNumber: 13, date: '2014-12-25', amount: 1767.82 },
    ]);
    // Statement 214, sequences 1, 2 and 9, all with the bank's reference 0001200002835.
    expect(lines.map((line) => line.bankReference)).toEqual([
      '214/0001/0000/0001200002835',
      '214/0002/0000/0001200002835',
      '214/0009/0000/0001200002835',
    ]);
  });

  it("php-belgianbankstatement sample 8 (ING, Dutch): 18 movements and a notice, the payer's IBAN from the details", () => {
    const { format, lines } = published('php-belgianbankstatement.sample8_ing.csv');
    expect(format).toBe('ing');
    const movements = lines.filter((line) => !line.notice);
    expect(movements).toHaveLength(18);
    expect(lines.filter((line) => line.notice).map((line) => [line.lineNumber, line.communication.slice(0, 33)])).toEqual([
      [3, 'De nieuwe ING Debetkaart nr. 1568'],
    ]);
    const credits = movements.filter((line) => line.amount > 0);
    expect(
      credits.map(({ lineNumber, date, amount, counterpartyAccount }) => ({ lineNumber, date, amount, counterpartyAccount })),
    ).toEqual([
      { lineNumber: 2, date: '2020-11-18', amount: 100, counterpartyAccount: 'BE13549135213519' },
      { lineNumber: 15, date: '2021-01-11', amount: 100, counterpartyAccount: 'BE35484313513811' },
    ]);
    expect(movements.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100).toBe(-4709.25);
    // The payer who paid from that IBAN before is suggested for their next registration.
    const waiting = {
      documentId: 'r2',
      firstName: 'Wim',
      lastName: 'Verstuyf',
      amount: 100,
      paymentReference: '010100000196',
      pitches: [],
      knownAccounts: ['BE35484313513811'],
    };
    expect(suggestPayments(credits[1]!, [waiting])).toEqual([
      {
        documentId: 'r2',
        name: 'Verstuyf Wim',
        amount: 100,
        reasons: [`même montant (${formatEuro(100)})`, 'même compte qu’un paiement précédent', 'même nom : Verstuyf'],
      },
    ]);
  });

  it('Subite camt.053.001.08: entries without dates take the day their statement was drawn up, and say so', () => {
    const { format, lines } = published('subite.camt053.v8.2024-03-07.xml');
    expect(format).toBe('camt053');
    const shown = (line: StatementLine) => ({ date: line.date, amount: line.amount, note: line.note, skipped: line.skipped });
    const note = LINE_NOTE.statementDate('2024-03-07');
    expect(lines.map(shown)).toEqual([
      { date: '2024-03-07', amount: 828531.98, note, skipped: undefined },
      { date: '2024-03-07', amount: -0.2, note, skipped: undefined },
      { date: '2024-03-07', amount: -5793.97, note, skipped: undefined },
    ]);
    expect(note).toBe("Le mouvement ne porte pas de date : celle de l'extrait (07/03/2024) est prise.");
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeStatement,
  parseAmount,
  parseCsv,
  parseStatement,
  referencesOf,
  StatementError,
  type StatementLine,
} from '../src/bank-statements.js';

// Fictional statements of the committee's account, one per format, with the same four movements:
// Marie pays with the structured field, Paul types the reference in free text, the committee pays
// for tables (a debit), Jean pays too little.
const sample = (name: string) => decodeStatement(readFileSync(path.join(__dirname, 'fixtures', name)));

const essentials = (lines: StatementLine[]) =>
  lines.map((line) => ({
    date: line.date,
    amount: line.amount,
    name: line.counterpartyName.toUpperCase(),
    references: referencesOf(line),
  }));

const EXPECTED = [
  { date: '2027-04-02', amount: 15, name: 'MARIE DUPONT', references: ['123456789002'] },
  { date: '2027-04-03', amount: 15, name: 'PAUL MARTIN', references: ['500000000174'] },
  { date: '2027-04-03', amount: -425, name: expect.stringMatching(/LOCATION DE TABLES/), references: [] },
  { date: '2027-04-04', amount: 10, name: 'JEAN PEETERS', references: ['777777777705'] },
];

describe('bank statements', () => {
  it('reads CODA: movements, signs, structured and free communications, counterparties', () => {
    const parsed = parseStatement(sample('statement.coda'));
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'coda' });
    if (parsed.kind !== 'parsed') return;
    expect(essentials(parsed.lines)).toEqual(EXPECTED);
    expect(parsed.lines[0]).toMatchObject({
      bankReference: 'EBA0000000000000001',
      counterpartyAccount: 'BE71096123456769',
      structuredCommunication: '123456789002',
    });
    expect(parsed.lines[1]!.structuredCommunication).toBeNull();
  });

  it("reads BNP Paribas Fortis' CSV export", () => {
    const parsed = parseStatement(sample('bnp-paribas-fortis.csv'));
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'bnp-paribas-fortis' });
    if (parsed.kind === 'parsed') expect(essentials(parsed.lines)).toEqual(EXPECTED);
  });

  it("reads KBC's CSV export in Windows-1252, with quoted cells holding ';'", () => {
    const text = sample('kbc.csv');
    expect(text).toContain('Numéro de compte');
    const parsed = parseStatement(text);
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'kbc' });
    if (parsed.kind !== 'parsed') return;
    expect(essentials(parsed.lines)).toEqual(EXPECTED);
    expect(parsed.lines[0]!.structuredCommunication).toBe('123456789002');
  });

  it('asks for a column mapping for another CSV, then reads it', () => {
    const unknown = parseStatement(sample('generic.csv'));
    expect(unknown).toEqual({
      kind: 'needs-mapping',
      headers: ['Date', 'Payer', 'Amount', 'Reference'],
      sample: expect.any(Array),
    });
    const parsed = parseStatement(sample('generic.csv'), { date: 0, counterpartyName: 1, amount: 2, communication: 3 });
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'generic' });
    if (parsed.kind === 'parsed') expect(essentials(parsed.lines)).toEqual(EXPECTED);
  });

  it('says in French which line it cannot read', () => {
    expect(() =>
      parseStatement('Date,Montant,Communication\n2027-04-02,quinze,x\n', { date: 0, amount: 1, communication: 2 }),
    ).toThrow(new StatementError('Ligne 2 : Montant illisible : « quinze ».'));
  });

  it('reads Belgian and English amounts', () => {
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1,234.56')).toBe(1234.56);
    expect(parseAmount('-15,00 €')).toBe(-15);
    expect(parseAmount('+15.5')).toBe(15.5);
  });

  it('reads CSV cells with quotes, separators and line breaks', () => {
    expect(parseCsv('a;b\n"x;y";"dit ""oui""\nsuite"\n')).toEqual([
      ['a', 'b'],
      ['x;y', 'dit "oui"\nsuite'],
    ]);
  });
});

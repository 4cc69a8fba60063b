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

  it('reads CAMT.053: structured references from RmtInf/Strd, free text from Ustrd, debits, escaped names', () => {
    const parsed = parseStatement(sample('statement.camt053.xml'));
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'camt053' });
    if (parsed.kind !== 'parsed') return;
    expect(essentials(parsed.lines)).toEqual(
      EXPECTED.map((line, index) => (index === 3 ? { ...line, name: 'JEAN PEETERS & FILS' } : line)),
    );
    expect(parsed.lines[0]).toMatchObject({
      bankReference: '2027040200001',
      counterpartyAccount: 'BE71096123456769',
      structuredCommunication: '123456789002',
      communication: '+++123/4567/89002+++',
    });
    expect(parsed.lines[1]).toMatchObject({ structuredCommunication: null, communication: 'Brocante 500/0000/00174 Paul' });
    expect(parsed.lines[2]!.counterpartyAccount).toBe('BE43068999999501');
  });

  it("splits a CAMT.053 batch into its transfers, each with its own reference, and counts the entry's total once", () => {
    const parsed = parseStatement(sample('statement-batch.camt053.xml'));
    if (parsed.kind !== 'parsed') throw new Error('non lu');
    expect(essentials(parsed.lines)).toEqual([
      { date: '2027-04-05', amount: 15, name: 'ANNE LEROY', references: ['100000000135'] },
      { date: '2027-04-05', amount: 15, name: 'BRUNO CLAES', references: ['100000000236'] },
      { date: '2027-04-05', amount: 15, name: 'CHLOÉ DUBOIS', references: ['100000000337'] },
    ]);
    expect(new Set(parsed.lines.map((line) => line.bankReference)).size).toBe(3);
  });

  it('refuses an XML statement that declares entities, and says an unreadable one in French', () => {
    const bomb = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document>&a;</Document>';
    expect(() => parseStatement(bomb)).toThrow(new StatementError('Ce fichier XML déclare des entités : il est refusé.'));
    expect(() => parseStatement('<html><body>pas un extrait</body></html>')).toThrow(
      new StatementError("Ce fichier n'est pas un extrait CAMT.053 lisible."),
    );
  });

  it("reads CODA's globalised movements: the details are paid, the total is not counted twice", () => {
    const parsed = parseStatement(sample('statement-globalised.coda'));
    if (parsed.kind !== 'parsed') throw new Error('non lu');
    expect(essentials(parsed.lines)).toEqual([
      ...EXPECTED,
      { date: '2027-04-05', amount: 15, name: 'ANNE LEROY', references: ['100000000135'] },
      { date: '2027-04-05', amount: 15, name: 'BRUNO CLAES', references: ['100000000236'] },
      { date: '2027-04-05', amount: 15, name: 'CHLOE DUBOIS', references: ['100000000337'] },
    ]);
    expect(parsed.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(15 + 15 - 425 + 10 + 45);
    expect(new Set(parsed.lines.map((line) => line.bankReference)).size).toBe(parsed.lines.length);
  });

  it("reads Belfius' CSV export in Windows-1252, its table below the query's lines", () => {
    const text = sample('belfius.csv');
    expect(text).toContain('Date de début');
    const parsed = parseStatement(text);
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'belfius' });
    if (parsed.kind !== 'parsed') return;
    expect(essentials(parsed.lines)).toEqual(EXPECTED);
    expect(parsed.lines[0]).toMatchObject({ lineNumber: 8, bankReference: '00001', counterpartyAccount: 'BE71096123456769' });
  });

  it("reads ING's CSV export, the payer's words in its message or its details", () => {
    const parsed = parseStatement(sample('ing.csv'));
    expect(parsed).toMatchObject({ kind: 'parsed', format: 'ing' });
    if (parsed.kind !== 'parsed') return;
    expect(essentials(parsed.lines)).toEqual(EXPECTED);
    expect(parsed.lines[1]!.communication).toContain('Brocante 500/0000/00174 Paul');
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

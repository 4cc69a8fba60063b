import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { decodeStatement, referencesOf, type StatementLine } from '../src/bank-statements.js';

// Fictional statements of the committee's account, one per format, with the same four movements:
// Marie pays with the structured field, Paul types the reference in free text, the committee pays
// for tables (a debit), Jean pays too little.
export const sample = (name: string) => decodeStatement(readFileSync(path.join(__dirname, 'fixtures', name)));

/** What a test compares of each line: its day, its amount, the payer in capitals, the references it carries. */
export const essentials = (lines: StatementLine[]) =>
  lines.map((line) => ({
    date: line.date,
    amount: line.amount,
    name: line.counterpartyName.toUpperCase(),
    references: referencesOf(line),
  }));

/** The four movements of those statements, in their order, as `essentials` gives them. */
export const EXPECTED = [
  { date: '2027-04-02', amount: 15, name: 'MARIE DUPONT', references: ['123456789002'] },
  { date: '2027-04-03', amount: 15, name: 'PAUL MARTIN', references: ['500000000174'] },
  { date: '2027-04-03', amount: -425, name: expect.stringMatching(/LOCATION DE TABLES/), references: [] },
  { date: '2027-04-04', amount: 10, name: 'JEAN PEETERS', references: ['777777777705'] },
];

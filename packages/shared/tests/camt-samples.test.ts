import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../src/bank-statements.js';
import { SKIPPED_LINE } from '../src/statement-line.js';

// Real camt.052/053/054 samples published by genkgo/camt (https://github.com/genkgo/camt, test/data/,
// MIT licence, Copyright (c) 2015 Genkgo), copied unchanged into fixtures/camt/ (see its README.md).
// Expected values come from the publisher's .json beside each file and from the XML, not from our parser.
const sample = (name: string) => readFileSync(path.join(__dirname, 'fixtures', 'camt', name), 'utf8');

const SEK = SKIPPED_LINE.currency('SEK');
const CHF = SKIPPED_LINE.currency('CHF');

type Expected = { date: string; amount: number; skipped?: string };

const SAMPLES: [file: string, format: 'camt052' | 'camt053' | 'camt054', lines: Expected[]][] = [
  // BookgDt 2007-10-18T10:15:00+01:00 (.json: 09:15 UTC) is 11:15 in Brussels, the same day; SEK is skipped.
  ['camt052.v2.xml', 'camt052', [{ date: '2007-10-18', amount: -200000, skipped: SEK }]],
  // A single TxDtls in USD 4.10 / CHF 3.79: the line is the entry that moved the account, SEK 200000.
  ['camt052.v4.xml', 'camt052', [{ date: '2007-10-18', amount: -200000, skipped: SEK }]],
  ['camt052.v6.xml', 'camt052', [{ date: '2007-10-18', amount: -200000, skipped: SEK }]],
  // A batch header (20 transactions) without TxDtls stays one line, the entry's total.
  ['camt052.v8.xml', 'camt052', [{ date: '2007-10-18', amount: -200000, skipped: SEK }]],
  ['camt053.v2.minimal.xml', 'camt053', [{ date: '2014-12-31', amount: 8.85 }]],
  // The .json lists only the -7.00 (its dump keys both statements' entries 0); the XML has one entry per Stmt.
  [
    'camt053.v2.multi.statement.xml',
    'camt053',
    [
      { date: '2014-12-31', amount: 8.85 },
      { date: '2014-12-31', amount: -7 },
    ],
  ],
  // The TxDtls carries SEK 0: the euro entry is what the treasurer records.
  ['camt053.v4.xml', 'camt053', [{ date: '2014-12-31', amount: 8.85 }]],
  // BookgDt 2014-12-31T13:15:00+01:00 (.json: 12:15 UTC) is 13:15 in Brussels, the same day.
  ['camt053.v8.xml', 'camt053', [{ date: '2014-12-31', amount: 8.85 }]],
  // Only a balance, no entry: nothing to import.
  ['camt53.only-Dt-with-DtTm.xml', 'camt053', []],
  // Four TxDtls without amounts of their own (.json: null): splitting would lose the SEK 200000, so one line.
  ['camt054.v2.xml', 'camt054', [{ date: '2007-10-18', amount: -200000, skipped: SEK }]],
  // A batch split into its three TxDtls (.json: -3.10, -3.20, -3.20 CHF; the header's "2, CHF 6.30" is stale).
  [
    'camt054.v8.xml',
    'camt054',
    [
      { date: '2007-10-18', amount: -3.1, skipped: CHF },
      { date: '2007-10-18', amount: -3.2, skipped: CHF },
      { date: '2007-10-18', amount: -3.2, skipped: CHF },
    ],
  ],
];

describe('camt samples published by genkgo/camt', () => {
  it.each(SAMPLES)('%s', (file, format, expected) => {
    const parsed = parseStatement(sample(file));
    expect(parsed).toMatchObject({ kind: 'parsed', format });
    if (parsed.kind !== 'parsed') return;
    expect(parsed.lines).toHaveLength(expected.length);
    expect(parsed.lines.map(({ date, amount, skipped }) => ({ date, amount, skipped }))).toEqual(expected);
  });
});

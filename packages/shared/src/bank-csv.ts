import { payerAccount } from './bank-account.js';
import { BANK_LAYOUTS, CURRENCY_HEADERS, GUESSED_HEADERS, HEADER_SEARCH_ROWS, normalizeHeader } from './bank-csv-layouts.js';
import { parseAmount, parseCsvRows, parseDate, type CsvRow } from './csv.js';
import { SKIPPED_LINE, StatementError, type ColumnMapping, type ParsedStatement, type StatementLine } from './statement-line.js';
import { parseStructuredCommunication } from './structured-communication.js';

// A bank's CSV export read by its layout (bank-csv-layouts.ts), or any other CSV by the columns a volunteer chose.

function rowsToLines(rows: CsvRow[], pick: (row: string[]) => Omit<StatementLine, 'lineNumber'>): StatementLine[] {
  return rows.map(({ cells, line }) => {
    try {
      return { lineNumber: line, ...pick(cells) };
    } catch (error) {
      throw new StatementError(`Ligne ${line} : ${(error as Error).message}`);
    }
  });
}

/** Where each field sits in a CSV's rows (-1: not in this file). */
interface CsvColumns {
  date: number;
  amount: number;
  communication: number[];
  counterpartyName: number;
  counterpartyAccount: number;
  bankReference: number;
  structured: number;
  currency: number;
}

function readCsvLines(rows: CsvRow[], at: CsvColumns): StatementLine[] {
  const cell = (row: string[], index: number) => (index >= 0 ? (row[index] ?? '').trim() : '');
  return rowsToLines(rows, (row) => {
    const structured = parseStructuredCommunication(cell(row, at.structured));
    // Some exports split what the payer wrote over two columns (ING: message, details): both are read.
    const texts = at.communication.map((index) => cell(row, index)).filter(Boolean);
    const line = {
      bankReference: cell(row, at.bankReference),
      date: '',
      amount: 0,
      counterpartyName: cell(row, at.counterpartyName),
      counterpartyAccount: payerAccount(cell(row, at.counterpartyAccount), ...texts),
      communication: structured ? cell(row, at.structured) : texts.join(' — '),
      structuredCommunication: structured,
    };
    // A bank's notice (ING writes some among the movements, with the number of the movement before it) has
    // no amount: shown for what it is, never a movement.
    if (!cell(row, at.amount)) return { ...line, notice: true };
    const currency = cell(row, at.currency).toUpperCase();
    if (/^[A-Z]{3}$/.test(currency) && currency !== 'EUR') return { ...line, skipped: SKIPPED_LINE.currency(currency) };
    return { ...line, date: parseDate(cell(row, at.date)), amount: parseAmount(cell(row, at.amount)) };
  });
}

/** The columns of an unknown bank's CSV, guessed from its headers; a column is guessed for one field only. */
export function guessColumnMapping(headers: string[]): Partial<ColumnMapping> {
  const normalized = headers.map(normalizeHeader);
  const taken = new Set<number>();
  const guess: Partial<ColumnMapping> = {};
  for (const field of Object.keys(GUESSED_HEADERS) as (keyof ColumnMapping)[]) {
    const words = GUESSED_HEADERS[field];
    const exact = words.map((word) => normalized.findIndex((header, index) => header === word && !taken.has(index)));
    const partial = words.map((word) =>
      normalized.findIndex((header, index) => !taken.has(index) && header.split(' ').includes(word.split(' ')[0]!)),
    );
    const index = [...exact, ...partial].find((candidate) => candidate >= 0);
    if (index !== undefined) {
      guess[field] = index;
      taken.add(index);
    }
  }
  return guess;
}

/** A CSV's header row reduced to what identifies its layout, to remember the columns a volunteer chose for it. */
export function csvLayoutKey(headers: string[]): string {
  return headers.map(normalizeHeader).join('|');
}

export function parseBankCsv(content: string, mapping?: ColumnMapping): ParsedStatement {
  const csvRows = parseCsvRows(content);
  const rows = csvRows.map((row) => row.cells);
  if (rows.length === 0) throw new StatementError('Le fichier est vide.');
  const found = rows.slice(0, HEADER_SEARCH_ROWS).flatMap((row, headerRow) => {
    const headers = row.map(normalizeHeader);
    const layout = BANK_LAYOUTS.find((candidate) => candidate.signature.every((name) => headers.includes(name)));
    return layout ? [{ layout, headers, headerRow }] : [];
  })[0];
  if (found) {
    const { layout, headers, headerRow } = found;
    const column = (names: string[]) => names.map((name) => headers.indexOf(name)).find((index) => index >= 0) ?? -1;
    const lines = readCsvLines(csvRows.slice(headerRow + 1), {
      date: column(layout.columns.date),
      amount: column(layout.columns.amount),
      communication: layout.columns.communication.map((name) => headers.indexOf(name)).filter((index) => index >= 0),
      counterpartyName: column(layout.columns.counterpartyName),
      counterpartyAccount: column(layout.columns.counterpartyAccount),
      bankReference: column(layout.columns.bankReference),
      structured: layout.structured ? column(layout.structured) : -1,
      currency: column(CURRENCY_HEADERS),
    });
    return { kind: 'parsed', format: layout.format, lines };
  }
  if (!mapping) return { kind: 'needs-mapping', headers: rows[0]!, sample: rows.slice(1, 4) };
  const headers = rows[0]!.map(normalizeHeader);
  const lines = readCsvLines(csvRows.slice(1), {
    date: mapping.date,
    amount: mapping.amount,
    communication: [mapping.communication],
    counterpartyName: mapping.counterpartyName ?? -1,
    counterpartyAccount: mapping.counterpartyAccount ?? -1,
    bankReference: mapping.bankReference ?? -1,
    structured: -1,
    currency: CURRENCY_HEADERS.map((name) => headers.indexOf(name)).find((index) => index >= 0) ?? -1,
  });
  return { kind: 'parsed', format: 'generic', lines };
}

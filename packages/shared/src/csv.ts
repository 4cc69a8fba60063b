/** The CSV reader under every bank's export: cells, amounts and dates as Belgian banks write them. */
import { StatementError } from './statement-line.js';

function detectSeparator(headerLine: string): string {
  const counts = [';', ',', '\t'].map((separator) => [separator, headerLine.split(separator).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

/** A CSV row and the line of the file it starts on (blank rows are skipped; a quoted cell may span lines). */
export interface CsvRow {
  cells: string[];
  line: number;
}

/** RFC 4180 reading: quoted cells may hold separators, doubled quotes and line breaks. */
export function parseCsvRows(content: string, separator?: string): CsvRow[] {
  const text = content.replace(/^\uFEFF/, '');
  const sep = separator ?? detectSeparator(text.split(/\r?\n/, 1)[0] ?? '');
  const rows: CsvRow[] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    row.push(cell);
    if (row.some((value) => value.trim())) rows.push({ cells: row.map((value) => value.trim()), line: rowLine });
    row = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i]!;
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (character === '"') quoted = false;
      else {
        if (character === '\n') line += 1;
        cell += character;
      }
    } else if (character === '"') quoted = true;
    else if (character === sep) {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += character;
  }
  endRow();
  return rows;
}

export function parseCsv(content: string, separator?: string): string[][] {
  return parseCsvRows(content, separator).map((row) => row.cells);
}

/** 1.234,56 / 1,234.56 / -15,00 / +15.00 € as a number. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[€\s\u00a0\u202f]|EUR/gi, '');
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  const normalized = lastComma > lastDot ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned.replace(/,/g, '');
  const amount = Number(normalized);
  if (!Number.isFinite(amount) || normalized === '') throw new StatementError(`Montant illisible : « ${text} ».`);
  return Math.round(amount * 100) / 100;
}

/** DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY or YYYY-MM-DD as YYYY-MM-DD. */
export function parseDate(text: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const european = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})$/.exec(text.trim());
  if (!european) throw new StatementError(`Date illisible : « ${text} ».`);
  const year = european[3]!.length === 2 ? `20${european[3]}` : european[3];
  return `${year}-${european[2]!.padStart(2, '0')}-${european[1]!.padStart(2, '0')}`;
}

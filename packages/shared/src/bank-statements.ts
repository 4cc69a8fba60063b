import { findStructuredCommunications, parseStructuredCommunication } from './structured-communication.js';

/**
 * Bank statements the committee's bank gives: CODA (the Belgian banks' standard), the CSV exports of
 * BNP Paribas Fortis and KBC (French or Dutch headers), and any other CSV with a column mapping.
 * Every format becomes the same lines; matching them to registrations is the server's job.
 */
export interface StatementLine {
  /** 1-based position in the file, to show a person */
  lineNumber: number;
  /** the bank's own reference of the movement, when the format has one */
  bankReference: string;
  /** YYYY-MM-DD */
  date: string;
  /** EUR; negative for a debit */
  amount: number;
  counterpartyName: string;
  counterpartyAccount: string;
  /** the communication as the bank gives it (structured or free) */
  communication: string;
  /** 12 digits when the bank says the communication is a structured one */
  structuredCommunication: string | null;
}

export type StatementFormat = 'coda' | 'bnp-paribas-fortis' | 'kbc' | 'generic';

export const STATEMENT_FORMAT_LABELS: Record<StatementFormat, string> = {
  coda: 'CODA',
  'bnp-paribas-fortis': 'CSV BNP Paribas Fortis',
  kbc: 'CSV KBC',
  generic: 'CSV (colonnes choisies)',
};

/** Which column of a generic CSV holds what (0-based indexes). */
export interface ColumnMapping {
  date: number;
  amount: number;
  communication: number;
  counterpartyName?: number;
  counterpartyAccount?: number;
  bankReference?: number;
}

export type ParsedStatement =
  | { kind: 'parsed'; format: StatementFormat; lines: StatementLine[] }
  | { kind: 'needs-mapping'; headers: string[]; sample: string[][] };

export class StatementError extends Error {}

/** The 12 digits a payer meant: the structured field first, else any valid reference in the free text. */
export function referencesOf(line: StatementLine): string[] {
  if (line.structuredCommunication) return [line.structuredCommunication];
  return findStructuredCommunications(`${line.communication} ${line.counterpartyName}`);
}

// ——— CODA ———

function codaDate(ddmmyy: string): string {
  const [day, month, year] = [ddmmyy.slice(0, 2), ddmmyy.slice(2, 4), ddmmyy.slice(4, 6)];
  return `20${year}-${month}-${day}`;
}

/** CODA (128 characters a line): movements are records 2.1, completed by 2.2 and 2.3. */
export function parseCoda(content: string): StatementLine[] {
  const records = content
    .split(/\r?\n/)
    .map((record, index) => ({ record, lineNumber: index + 1 }))
    .filter(({ record }) => record.trim());
  if (!records[0]?.record.startsWith('0') || !records.some(({ record }) => record.startsWith('21'))) {
    throw new StatementError("Ce fichier n'est pas un extrait CODA lisible.");
  }
  const lines: StatementLine[] = [];
  let current: StatementLine | null = null;
  for (const { record, lineNumber } of records) {
    const type = record.slice(0, 2);
    if (type === '21') {
      const sign = record[31] === '1' ? -1 : 1;
      const amount = (sign * Number(record.slice(32, 47))) / 1000;
      const structured = record[61] === '1' && record.slice(62, 65) === '101' ? record.slice(65, 77) : null;
      current = {
        lineNumber,
        bankReference: record.slice(10, 31).trim(),
        date: codaDate(record.slice(115, 121).trim() || record.slice(47, 53)),
        amount: Math.round(amount * 100) / 100,
        counterpartyName: '',
        counterpartyAccount: '',
        communication: structured
          ? `+++${structured.slice(0, 3)}/${structured.slice(3, 7)}/${structured.slice(7)}+++`
          : record.slice(62, 115).trim(),
        structuredCommunication: structured && parseStructuredCommunication(structured),
      };
      lines.push(current);
    } else if (type === '22' && current) {
      if (!current.structuredCommunication) current.communication = `${current.communication}${record.slice(10, 63)}`.trim();
    } else if (type === '23' && current) {
      current.counterpartyAccount = record.slice(10, 47).trim().split(' ')[0] ?? '';
      current.counterpartyName = record.slice(47, 82).trim();
      if (!current.structuredCommunication) current.communication = `${current.communication}${record.slice(82, 125)}`.trim();
    }
  }
  return lines;
}

// ——— CSV ———

function detectSeparator(headerLine: string): string {
  const counts = [';', ',', '\t'].map((separator) => [separator, headerLine.split(separator).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

/** RFC 4180 reading: quoted cells may hold separators, doubled quotes and line breaks. */
export function parseCsv(content: string, separator?: string): string[][] {
  const text = content.replace(/^\uFEFF/, '');
  const sep = separator ?? detectSeparator(text.split(/\r?\n/, 1)[0] ?? '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i]!;
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === sep) {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      if (row.some((value) => value.trim())) rows.push(row);
      row = [];
      cell = '';
    } else cell += character;
  }
  row.push(cell);
  if (row.some((value) => value.trim())) rows.push(row);
  return rows.map((cells) => cells.map((value) => value.trim()));
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

const normalizeHeader = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

interface BankCsvLayout {
  format: Exclude<StatementFormat, 'coda' | 'generic'>;
  /** headers that identify the bank's export */
  signature: string[];
  columns: Record<'date' | 'amount' | 'communication' | 'counterpartyName' | 'counterpartyAccount' | 'bankReference', string[]>;
  structured?: string[];
}

const BANK_LAYOUTS: BankCsvLayout[] = [
  {
    format: 'bnp-paribas-fortis',
    signature: ['numero de sequence', 'date d execution'],
    columns: {
      date: ['date d execution'],
      amount: ['montant'],
      communication: ['communication'],
      counterpartyName: ['nom de la contrepartie'],
      counterpartyAccount: ['contrepartie'],
      bankReference: ['numero de sequence'],
    },
  },
  {
    format: 'bnp-paribas-fortis',
    signature: ['volgnummer', 'uitvoeringsdatum'],
    columns: {
      date: ['uitvoeringsdatum'],
      amount: ['bedrag'],
      communication: ['mededeling', 'mededelingen'],
      counterpartyName: ['naam van de tegenpartij'],
      counterpartyAccount: ['tegenpartij'],
      bankReference: ['volgnummer'],
    },
  },
  {
    format: 'kbc',
    signature: ['numero d extrait', 'communication structuree'],
    columns: {
      date: ['date'],
      amount: ['montant'],
      communication: ['communication libre'],
      counterpartyName: ['nom contrepartie'],
      counterpartyAccount: ['numero de compte contrepartie'],
      bankReference: ['numero d extrait'],
    },
    structured: ['communication structuree'],
  },
  {
    format: 'kbc',
    signature: ['afschriftnummer', 'gestructureerde mededeling'],
    columns: {
      date: ['datum'],
      amount: ['bedrag'],
      communication: ['vrije mededeling'],
      counterpartyName: ['naam tegenpartij'],
      counterpartyAccount: ['tegenrekening', 'rekeningnummer tegenpartij'],
      bankReference: ['afschriftnummer'],
    },
    structured: ['gestructureerde mededeling'],
  },
];

function rowsToLines(
  rows: string[][],
  headerRow: number,
  pick: (row: string[]) => Omit<StatementLine, 'lineNumber'>,
): StatementLine[] {
  return rows.slice(headerRow + 1).map((row, index) => {
    const lineNumber = headerRow + index + 2;
    try {
      return { lineNumber, ...pick(row) };
    } catch (error) {
      throw new StatementError(`Ligne ${lineNumber} : ${(error as Error).message}`);
    }
  });
}

export function parseBankCsv(content: string, mapping?: ColumnMapping): ParsedStatement {
  const rows = parseCsv(content);
  if (rows.length === 0) throw new StatementError('Le fichier est vide.');
  const headers = rows[0]!.map(normalizeHeader);
  const column = (names: string[]) => headers.findIndex((header) => names.includes(header));
  const cell = (row: string[], index: number) => (index >= 0 ? (row[index] ?? '') : '');

  const layout = BANK_LAYOUTS.find((candidate) => candidate.signature.every((name) => headers.includes(name)));
  if (layout) {
    const at = Object.fromEntries(Object.entries(layout.columns).map(([key, names]) => [key, column(names)])) as Record<
      keyof BankCsvLayout['columns'],
      number
    >;
    const structuredAt = layout.structured ? column(layout.structured) : -1;
    const lines = rowsToLines(rows, 0, (row) => {
      const structured = parseStructuredCommunication(cell(row, structuredAt));
      return {
        bankReference: cell(row, at.bankReference),
        date: parseDate(cell(row, at.date)),
        amount: parseAmount(cell(row, at.amount)),
        counterpartyName: cell(row, at.counterpartyName),
        counterpartyAccount: cell(row, at.counterpartyAccount).replace(/\s+/g, ''),
        communication: structured ? cell(row, structuredAt) : cell(row, at.communication),
        structuredCommunication: structured,
      };
    });
    return { kind: 'parsed', format: layout.format, lines };
  }
  if (!mapping) return { kind: 'needs-mapping', headers: rows[0]!, sample: rows.slice(1, 4) };
  const lines = rowsToLines(rows, 0, (row) => ({
    bankReference: mapping.bankReference === undefined ? '' : cell(row, mapping.bankReference),
    date: parseDate(cell(row, mapping.date)),
    amount: parseAmount(cell(row, mapping.amount)),
    counterpartyName: mapping.counterpartyName === undefined ? '' : cell(row, mapping.counterpartyName),
    counterpartyAccount:
      mapping.counterpartyAccount === undefined ? '' : cell(row, mapping.counterpartyAccount).replace(/\s+/g, ''),
    communication: cell(row, mapping.communication),
    structuredCommunication: null,
  }));
  return { kind: 'parsed', format: 'generic', lines };
}

/** Any supported statement: CODA when it looks like one, else a CSV. */
export function parseStatement(content: string, mapping?: ColumnMapping): ParsedStatement {
  const firstLine = content.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  if (/^0{5}\d/.test(firstLine) && firstLine.length >= 120) return { kind: 'parsed', format: 'coda', lines: parseCoda(content) };
  return parseBankCsv(content, mapping);
}

/** A statement file's text: UTF-8 when it is valid UTF-8, else Windows-1252 (what Belgian banks' exports use). */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** What an imported line did (the API's `result`), in the words staff read. */
export const IMPORT_RESULT_LABELS = {
  'marked-paid': 'Marquée payée',
  'already-paid': 'Déjà payée',
  'amount-differs': 'Montant différent',
  'unknown-reference': 'Référence inconnue',
  ambiguous: 'Plusieurs inscriptions possibles',
  'registration-cancelled': 'Inscription annulée',
  'not-a-credit': 'Pas un versement reçu',
  duplicate: 'Déjà importée',
  'assigned-by-hand': 'Attribuée à la main',
} as const;

export type ImportResult = keyof typeof IMPORT_RESULT_LABELS;

/** Lines a person should look at and may assign by hand. */
export const IMPORT_RESULTS_TO_REVIEW: readonly ImportResult[] = ['amount-differs', 'unknown-reference', 'ambiguous'];

/** One line of an import as the API answers it. */
export interface ImportedLine {
  lineNumber: number;
  date: string;
  amount: number;
  counterpartyName: string;
  communication: string;
  result: ImportResult;
  /** the stored movement, to assign by hand; null for lines not stored (debits, duplicates) */
  transaction: string | null;
  registration: { documentId: string; name: string; amount: number } | null;
}

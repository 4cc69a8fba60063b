import { payerAccount } from './bank-account.js';
import { parseCamt } from './camt.js';
import { parseMt940 } from './mt940.js';
import type { PaymentSuggestion } from './payment-suggestions.js';
import { SKIPPED_LINE, StatementError, type StatementLine } from './statement-line.js';
import { findStructuredCommunications, parseStructuredCommunication } from './structured-communication.js';

export { StatementError, type StatementLine } from './statement-line.js';

/**
 * Bank statements the committee's bank gives: CODA (the Belgian banks' standard), CAMT.053 (its
 * ISO 20022 successor, in XML), the CSV exports of BNP Paribas Fortis, KBC, Belfius and ING (French
 * or Dutch headers), and any other CSV with a column mapping. Every format becomes the same lines;
 * matching them to registrations is the server's job.
 */
export type StatementFormat =
  | 'coda'
  | 'camt052'
  | 'camt053'
  | 'camt054'
  | 'mt940'
  | 'bnp-paribas-fortis'
  | 'kbc'
  | 'belfius'
  | 'ing'
  | 'argenta'
  | 'crelan'
  | 'generic';

export const STATEMENT_FORMAT_LABELS: Record<StatementFormat, string> = {
  coda: 'CODA',
  camt052: 'CAMT.052',
  camt053: 'CAMT.053',
  camt054: 'CAMT.054',
  mt940: 'MT940',
  'bnp-paribas-fortis': 'CSV BNP Paribas Fortis',
  kbc: 'CSV KBC',
  belfius: 'CSV Belfius',
  ing: 'CSV ING',
  argenta: 'CSV Argenta',
  crelan: 'CSV Crelan',
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

/**
 * CODA (128 characters a line): movements are records 2.1, completed by 2.2 and 2.3. A globalised
 * movement (globalisation code in position 125) is a total whose details follow under the same
 * sequence number, each with its own communication: the details are the movements, the total is
 * not counted again.
 */
export function parseCoda(content: string): StatementLine[] {
  const records = content
    .split(/\r?\n/)
    .map((record, index) => ({ record, lineNumber: index + 1 }))
    .filter(({ record }) => record.trim());
  if (!records[0]?.record.startsWith('0') || !records.some(({ record }) => record.startsWith('21'))) {
    throw new StatementError("Ce fichier n'est pas un extrait CODA lisible.");
  }
  type CodaMovement = StatementLine & { sequence: string; total: boolean };
  const lines: CodaMovement[] = [];
  let current: CodaMovement | null = null;
  for (const { record, lineNumber } of records) {
    const type = record.slice(0, 2);
    if (type === '21') {
      const sequence = record.slice(2, 6);
      const total = /[1-9]/.test(record[124] ?? '0');
      const sign = record[31] === '1' ? -1 : 1;
      const amount = (sign * Number(record.slice(32, 47))) / 1000;
      const structured = record[61] === '1' && record.slice(62, 65) === '101' ? record.slice(65, 77) : null;
      current = {
        sequence,
        total,
        lineNumber,
        bankReference: `${record.slice(10, 31).trim()}${record.slice(6, 10) === '0000' ? '' : `/${record.slice(6, 10)}`}`,
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
  // A total stands for the details that follow it in its sequence: they are kept, it is not.
  return lines
    .filter((line, index) => !(line.total && lines[index + 1]?.sequence === line.sequence))
    .map(({ sequence: _sequence, total: _total, ...line }) => line);
}

// ——— CSV ———

function detectSeparator(headerLine: string): string {
  const counts = [';', ',', '\t'].map((separator) => [separator, headerLine.split(separator).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

/** RFC 4180 reading: quoted cells may hold separators, doubled quotes and line breaks. */
/** A CSV row and the line of the file it starts on (blank rows are skipped; a quoted cell may span lines). */
interface CsvRow {
  cells: string[];
  line: number;
}

function parseCsvRows(content: string, separator?: string): CsvRow[] {
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

const normalizeHeader = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

interface BankCsvLayout {
  format: Exclude<StatementFormat, 'coda' | 'camt052' | 'camt053' | 'camt054' | 'mt940' | 'generic'>;
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
      counterpartyAccount: ['tegenrekening', 'rekeningnummer tegenpartij', 'rekening tegenpartij'],
      bankReference: ['afschriftnummer'],
    },
    structured: ['gestructureerde mededeling'],
  },
  {
    format: 'kbc',
    signature: ['statement number', 'standard format reference'],
    columns: {
      date: ['date'],
      amount: ['amount'],
      communication: ['free format reference'],
      counterpartyName: ['counterparty name'],
      counterpartyAccount: ['counterparty s account number'],
      bankReference: ['statement number'],
    },
    structured: ['standard format reference'],
  },
  // Argenta: its export as a CSV (docs/bank-csv-layouts.md: the columns as importers read them).
  {
    format: 'argenta',
    signature: ['boekdatum', 'naam tegenpartij', 'referentie'],
    columns: {
      date: ['boekdatum'],
      amount: ['bedrag'],
      communication: ['mededeling', 'beschrijving'],
      counterpartyName: ['naam tegenpartij'],
      counterpartyAccount: ['rekening tegenpartij'],
      bankReference: ['referentie'],
    },
  },
  {
    format: 'argenta',
    signature: ['date comptable', 'nom de la contrepartie', 'compte de la contrepartie'],
    columns: {
      date: ['date comptable'],
      amount: ['montant'],
      communication: ['communication', 'description'],
      counterpartyName: ['nom de la contrepartie'],
      counterpartyAccount: ['compte de la contrepartie'],
      bankReference: ['reference'],
    },
  },
  // Crelan: amounts with a decimal point, no movement reference.
  {
    format: 'crelan',
    signature: ['saldo na verrichting', 'type verrichting'],
    columns: {
      date: ['datum'],
      amount: ['bedrag'],
      communication: ['mededeling'],
      counterpartyName: ['tegenpartij'],
      counterpartyAccount: ['rekening tegenpartij'],
      bankReference: [],
    },
  },
  // Belfius: a few lines describing the query come before the table.
  {
    format: 'belfius',
    signature: ['date de comptabilisation', 'nom contrepartie contient'],
    columns: {
      date: ['date de comptabilisation'],
      amount: ['montant'],
      communication: ['communications'],
      counterpartyName: ['nom contrepartie contient'],
      counterpartyAccount: ['compte contrepartie'],
      bankReference: ['numero de transaction'],
    },
  },
  {
    format: 'belfius',
    signature: ['boekingsdatum', 'naam tegenpartij bevat'],
    columns: {
      date: ['boekingsdatum'],
      amount: ['bedrag'],
      communication: ['mededelingen'],
      counterpartyName: ['naam tegenpartij bevat'],
      counterpartyAccount: ['rekening tegenpartij'],
      bankReference: ['transactienummer'],
    },
  },
  {
    format: 'ing',
    signature: ['compte partie adverse', 'numero de mouvement'],
    columns: {
      date: ['date comptable'],
      amount: ['montant'],
      communication: ['message', 'details du mouvement'],
      counterpartyName: ['libelles'],
      counterpartyAccount: ['compte partie adverse'],
      bankReference: ['numero de mouvement'],
    },
  },
  {
    format: 'ing',
    signature: ['rekening tegenpartij', 'omzetnummer'],
    columns: {
      date: ['boekingsdatum'],
      amount: ['bedrag'],
      communication: ['bericht', 'detail van de omzet'],
      counterpartyName: ['omschrijving'],
      counterpartyAccount: ['rekening tegenpartij'],
      bankReference: ['omzetnummer'],
    },
  },
];

/** The column that says a movement's currency, in the banks' exports that have one. */
const CURRENCY_HEADERS = ['devise', 'devise du compte', 'munt', 'munteenheid', 'devies', 'valuta rekening', 'currency'];

/** How far down a bank's export its table may start (Belfius writes the query first). */
const HEADER_SEARCH_ROWS = 30;

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
    // A bank's notice (ING writes some among the movements) has no amount: shown, not read.
    if (!cell(row, at.amount)) return { ...line, skipped: SKIPPED_LINE.noAmount };
    const currency = cell(row, at.currency).toUpperCase();
    if (/^[A-Z]{3}$/.test(currency) && currency !== 'EUR') return { ...line, skipped: SKIPPED_LINE.currency(currency) };
    return { ...line, date: parseDate(cell(row, at.date)), amount: parseAmount(cell(row, at.amount)) };
  });
}

/** Header words that usually name each column, in French, Dutch and English: a first guess a volunteer checks. */
const GUESSED_HEADERS: Record<keyof ColumnMapping, string[]> = {
  date: ['date comptable', 'boekingsdatum', 'boekdatum', 'date', 'datum', 'booking date', 'date d execution', 'uitvoeringsdatum'],
  amount: ['montant', 'bedrag', 'amount', 'montant eur', 'bedrag eur'],
  communication: [
    'communication',
    'mededeling',
    'mededelingen',
    'communications',
    'message',
    'bericht',
    'description',
    'omschrijving',
    'details',
    'libelle',
  ],
  counterpartyName: [
    'nom de la contrepartie',
    'nom contrepartie',
    'naam tegenpartij',
    'tegenpartij',
    'contrepartie',
    'counterparty',
    'counterparty name',
    'name',
    'nom',
    'naam',
  ],
  counterpartyAccount: [
    'compte contrepartie',
    'compte de la contrepartie',
    'rekening tegenpartij',
    'tegenrekening',
    'iban',
    'account',
    'compte',
    'rekening',
    'counterparty account',
  ],
  bankReference: [
    'reference',
    'referentie',
    'verrichtingsnummer',
    'transactienummer',
    'omzetnummer',
    'volgnummer',
    'numero de transaction',
    'numero d operation',
    'numero',
    'nummer',
    'extrait',
    'extract',
    'uittreksel',
  ],
};

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

/** Any supported statement: CODA, MT940 or ISO 20022 (camt.052, .053, .054) when it looks like one, else a CSV. */
export function parseStatement(content: string, mapping?: ColumnMapping): ParsedStatement {
  const text = content.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (/^0{5}\d/.test(firstLine) && firstLine.length >= 120) return { kind: 'parsed', format: 'coda', lines: parseCoda(text) };
  if (/^:20:/m.test(text) && /^:61:/m.test(text)) return { kind: 'parsed', format: 'mt940', lines: parseMt940(text) };
  if (text.trimStart().startsWith('<')) {
    const { message, lines } = parseCamt(text);
    return { kind: 'parsed', format: message, lines };
  }
  return parseBankCsv(text, mapping);
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
  'partly-paid': 'Payée en partie',
  'unknown-reference': 'Référence inconnue',
  ambiguous: 'Plusieurs inscriptions possibles',
  'late-payment': 'Payée après son annulation : à décider',
  reinstated: 'Réinscrite avec ce paiement',
  'refund-due': 'À rembourser',
  'not-a-credit': 'Pas un versement reçu',
  skipped: 'Ignorée',
  duplicate: 'Déjà importée',
  'assigned-by-hand': 'Attribuée à la main',
  split: 'Répartie entre plusieurs inscriptions',
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
  /** why a line was skipped (`skipped`), in French */
  reason?: string;
  /** for a line that matched no registration: the likeliest ones, for a volunteer to confirm */
  suggestions?: PaymentSuggestion[];
  /** the stored movement, to assign by hand; null for lines not stored (debits, duplicates, skipped) */
  transaction: string | null;
  registration: { documentId: string; name: string; amount: number } | null;
}

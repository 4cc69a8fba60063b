import { parseBankCsv } from './bank-csv.js';
import { parseCamt } from './camt.js';
import { parseCoda } from './coda.js';
import { parseMt940 } from './mt940.js';
import type { PaymentSuggestion } from './payment-suggestions.js';
import type { ColumnMapping, ParsedStatement, StatementFormat, StatementLine } from './statement-line.js';
import { findStructuredCommunications } from './structured-communication.js';

export { csvLayoutKey, guessColumnMapping, parseBankCsv } from './bank-csv.js';
export { parseCoda } from './coda.js';
export { parseAmount, parseCsv, parseDate } from './csv.js';
export {
  STATEMENT_FORMAT_LABELS,
  StatementError,
  type ColumnMapping,
  type ParsedStatement,
  type StatementFormat,
  type StatementLine,
} from './statement-line.js';

/** The 12 digits a payer meant: the structured field first, else any valid reference in the free text. */
export function referencesOf(line: StatementLine): string[] {
  if (line.structuredCommunication) return [line.structuredCommunication];
  return findStructuredCommunications(`${line.communication} ${line.counterpartyName}`);
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
  'bank-notice': 'Avis de la banque',
  duplicate: 'Déjà importée',
  'assigned-by-hand': 'Attribuée à la main',
  split: 'Répartie entre plusieurs inscriptions',
} as const;

export type ImportResult = keyof typeof IMPORT_RESULT_LABELS;

/** How many of an import's lines are movements: a bank's notice is shown, not counted. */
export const movementCount = (lines: readonly { result: ImportResult }[]) =>
  lines.filter((line) => line.result !== 'bank-notice').length;

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
  /** where its date was read when the movement had none, in French */
  note?: string;
  /** for a line that matched no registration: the likeliest ones, for a volunteer to confirm */
  suggestions?: PaymentSuggestion[];
  /** the stored movement, to assign by hand; null for lines not stored (debits, duplicates, skipped) */
  transaction: string | null;
  registration: { documentId: string; name: string; amount: number } | null;
}

/** What a statement's import did (or, as its dry run, would do), line by line, with the payment e-mails it sends. */
export interface StatementImportReport {
  needsMapping: false;
  dryRun: boolean;
  /** The import's own id (its progress: GET /api/bank-imports/:id); null for a dry run. */
  importId: string | null;
  format: StatementFormat;
  lines: ImportedLine[];
  emails: number;
}

/**
 * A statement's import under way or ended: past a few seconds it runs on the server (POST /api/bank-imports answers
 * 202 with it), and the admin follows it (GET /api/bank-imports/:id, or /latest when the screen is opened again).
 */
export interface StatementImportProgress {
  id: string;
  fileName: string;
  state: 'running' | 'done' | 'failed';
  /** Lines handled, out of `total`. */
  done: number;
  total: number;
  startedAt: string;
  startedBy: string | null;
  finishedAt: string | null;
  /** Why it stopped, in French, when it failed: the lines recorded until then stay, once each. */
  failure: string | null;
  /** Once it is done: what it did. */
  report: StatementImportReport | null;
}

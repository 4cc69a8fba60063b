/** One movement of a bank statement, whatever the format that brought it. */
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
  /**
   * Why the line is a movement the import cannot record, in French (a currency other than the euro, no
   * day at all): shown to the volunteer, nothing recorded.
   */
  skipped?: string;
  /**
   * A bank's notice written among the movements (ING: a new card on its way), with no amount: shown
   * to the volunteer as what it is, never counted as a movement.
   */
  notice?: true;
  /** Where the line's date or payer was read from when the movement did not say it, in French. */
  note?: string;
}

/** The reasons a line is skipped, and what a line's note says, said once. */
export const SKIPPED_LINE = {
  noDate: "Sans date, ni sur le mouvement ni sur l'extrait : vérifiez ce mouvement dans la banque.",
  currency: (currency: string) => `Montant en ${currency} : seuls les euros sont importés.`,
} as const;

export const LINE_NOTE = {
  statementDate: (day: string) =>
    `Le mouvement ne porte pas de date : celle de l'extrait (${day.split('-').reverse().join('/')}) est prise.`,
} as const;

/** A statement that cannot be read, said in French. */
export class StatementError extends Error {}

/**
 * The formats a statement comes in (bank-statements.ts tells them apart): CODA (coda.ts), camt.052/053/054
 * (camt.ts), MT940 (mt940.ts), the CSV exports of the banks whose layouts bank-csv-layouts.ts holds, and any
 * other CSV by its columns (bank-csv.ts). Every format becomes the same lines; matching them to
 * registrations is the server's job.
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

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
   * Why the line is not a movement the import can record, in French (a bank's notice with no amount,
   * a currency other than the euro, no date): shown to the volunteer, nothing recorded.
   */
  skipped?: string;
}

/** The reasons a line is skipped, said once. */
export const SKIPPED_LINE = {
  noAmount: 'Sans montant : un avis de la banque, pas un mouvement.',
  noDate: 'Sans date de comptabilisation ni de valeur : vérifiez ce mouvement dans la banque.',
  currency: (currency: string) => `Montant en ${currency} : seuls les euros sont importés.`,
} as const;

/** A statement that cannot be read, said in French. */
export class StatementError extends Error {}

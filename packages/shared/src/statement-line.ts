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
}

/** A statement that cannot be read, said in French. */
export class StatementError extends Error {}

import { XMLParser } from 'fast-xml-parser';
import { brusselsDay } from './format.js';
import { formatStructuredCommunication, parseStructuredCommunication } from './structured-communication.js';
import { LINE_NOTE, SKIPPED_LINE, StatementError, type StatementLine } from './statement-line.js';

/**
 * ISO 20022 bank-to-customer messages, the XML Belgian banks offer beside CODA: the statement
 * (camt.053, Document/BkToCstmrStmt/Stmt/Ntry), the intraday report (camt.052, BkToCstmrAcctRpt/Rpt)
 * and the credit notification some banks send instead (camt.054, BkToCstmrDbtCdtNtfctn/Ntfctn), every
 * version in use (their entries share one shape). An entry that batches several transfers (one credit
 * on the account, several TxDtls) becomes one line per transfer: each carries its own reference, and
 * the entry's total is not counted twice. The structured reference sits in RmtInf/Strd/CdtrRefInf/Ref,
 * the free text in RmtInf/Ustrd. A booking given as a date-time is the day it was in Brussels; an entry
 * with no date of its own (some banks' camt.053.001.08) takes its statement's, said on the line.
 */
export type CamtMessage = 'camt052' | 'camt053' | 'camt054';

/** Where each message keeps its entries: Document/<message>/<report>/Ntry. */
const MESSAGES: Record<CamtMessage, [string, string]> = {
  camt052: ['BkToCstmrAcctRpt', 'Rpt'],
  camt053: ['BkToCstmrStmt', 'Stmt'],
  camt054: ['BkToCstmrDbtCdtNtfctn', 'Ntfctn'],
};
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ['Stmt', 'Rpt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd'].includes(name),
});

/** An element of the parsed XML, read field by field (its shape is the statement's schema). */
type Node = Record<string, unknown>;

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'object' ? text((value as Node)['#text']) : String(value);

/** The first value found along `path` (arrays are read at their first element). */
function at(node: unknown, ...path: string[]): unknown {
  let current: unknown = node;
  for (const key of path) {
    if (Array.isArray(current)) current = current[0];
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Node)[key];
  }
  return Array.isArray(current) ? current[0] : current;
}

const list = (value: unknown): Node[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value as Node];

/** The day of a booking: an ISODate as it is, an ISODateTime with its offset as the day it was in Brussels. */
function dayOf(date: unknown, dateTime: unknown): string {
  const day = text(date);
  if (day) return day.slice(0, 10);
  const instant = text(dateTime);
  if (!instant) return '';
  return /(Z|[+-]\d{2}:?\d{2})$/i.test(instant) ? brusselsDay(new Date(instant)) : instant.slice(0, 10);
}

/** An amount's currency (its Ccy attribute), EUR when the bank leaves it out. */
const currencyOf = (node: unknown): string =>
  (node && typeof node === 'object' ? text((node as Node)['@Ccy']) : '').toUpperCase() || 'EUR';

function amountOf(node: unknown): number | null {
  const value = text(node);
  return value === '' ? null : Number(value);
}

/** The party that paid the committee (a credit) or that the committee paid (a debit). */
function counterparty(details: Node | undefined, credit: boolean) {
  const parties = at(details, 'RltdPties') as Node | undefined;
  const party = credit ? 'Dbtr' : 'Cdtr';
  // Before version 8 the name sits in Dbtr/Nm, after in Dbtr/Pty/Nm.
  const name = text(at(parties, party, 'Nm')) || text(at(parties, party, 'Pty', 'Nm'));
  const account = text(at(parties, `${party}Acct`, 'Id', 'IBAN')) || text(at(parties, `${party}Acct`, 'Id', 'Othr', 'Id'));
  return { name, account: account.replace(/\s+/g, '') };
}

function remittance(details: Node | undefined): { communication: string; structured: string | null } {
  const information = at(details, 'RmtInf') as Node | undefined;
  const references = list(information?.Strd).map((structured) => text(at(structured, 'CdtrRefInf', 'Ref')));
  const structured = references.map((reference) => parseStructuredCommunication(reference)).find(Boolean) ?? null;
  const free = list(information?.Ustrd).map(text).join(' ').trim();
  return {
    communication: structured ? formatStructuredCommunication(structured) : free || references.join(' '),
    structured,
  };
}

/**
 * The day a statement was drawn up: the end of the period it covers (FrToDt/ToDtTm), else when it was
 * created (its CreDtTm, else the message's), as the day it was in Brussels.
 */
function statementDay(statement: Node, header: unknown): string {
  return (
    dayOf(undefined, at(statement, 'FrToDt', 'ToDtTm')) ||
    dayOf(undefined, at(statement, 'CreDtTm')) ||
    dayOf(undefined, at(header, 'CreDtTm'))
  );
}

const UNREADABLE = "Ce fichier n'est pas un extrait ISO 20022 lisible (camt.052, camt.053 ou camt.054).";

export function parseCamt(content: string): { message: CamtMessage; lines: StatementLine[] } {
  // A statement has no document type: one that declares entities is refused before it is read.
  if (/<!DOCTYPE|<!ENTITY/i.test(content)) throw new StatementError('Ce fichier XML déclare des entités : il est refusé.');
  let document: Node;
  try {
    document = (parser.parse(content) ?? {}) as Node;
  } catch {
    throw new StatementError(UNREADABLE);
  }
  const found = (Object.entries(MESSAGES) as [CamtMessage, [string, string]][]).find(([, [root]]) =>
    at(document, 'Document', root),
  );
  if (!found) throw new StatementError(UNREADABLE);
  const [message, [root, report]] = found;
  const bankToCustomer = at(document, 'Document', root) as Node;
  const statements = list(bankToCustomer[report]);
  if (!statements.length) throw new StatementError(UNREADABLE);
  const lines: StatementLine[] = [];
  for (const statement of statements) {
    const drawnUp = statementDay(statement, bankToCustomer.GrpHdr);
    list(statement.Ntry).forEach((entry, entryIndex) => {
      const credit = text(entry.CdtDbtInd) !== 'DBIT';
      const sign = credit ? 1 : -1;
      const ownDate =
        dayOf(at(entry, 'BookgDt', 'Dt'), at(entry, 'BookgDt', 'DtTm')) ||
        dayOf(at(entry, 'ValDt', 'Dt'), at(entry, 'ValDt', 'DtTm'));
      const date = ownDate || drawnUp;
      // The bank's own reference is the movement's (AcctSvcrRef, unique for its account); without one, the
      // entry is its statement's and its place in it, so that two alike entries stay two.
      const entryReference =
        text(entry.AcctSvcrRef) ||
        `${text(statement.Id) || text(statement.ElctrncSeqNb)}/${text(entry.NtryRef) || `#${entryIndex + 1}`}`;
      const transactions = list(entry.NtryDtls).flatMap((details) => list(details.TxDtls));
      const entryAmount = amountOf(entry.Amt) ?? 0;
      const ownAmount = (details: Node | undefined) =>
        amountOf(at(details, 'Amt')) ?? amountOf(at(details, 'AmtDtls', 'TxAmt', 'Amt'));
      // A batch is its transfers when each says its own amount; else the entry's total is the movement
      // (details without amounts never make it 0 €).
      const split = transactions.length > 1 && transactions.every((details) => ownAmount(details) !== null);
      const parts = split ? transactions : [transactions[0]];
      parts.forEach((details, index) => {
        const { name, account } = counterparty(details, credit);
        const { communication, structured } = remittance(details);
        // A batch's own amounts: each transfer its own, never the entry's total again.
        const amount = parts.length > 1 ? ownAmount(details)! : entryAmount;
        const ownReference = text(at(details, 'Refs', 'AcctSvcrRef')) || text(at(details, 'Refs', 'EndToEndId'));
        const currency = currencyOf(parts.length > 1 ? (at(details, 'Amt') ?? entry.Amt) : entry.Amt);
        const skipped = currency !== 'EUR' ? SKIPPED_LINE.currency(currency) : !date ? SKIPPED_LINE.noDate : undefined;
        lines.push({
          lineNumber: lines.length + 1,
          bankReference:
            parts.length > 1 ? `${entryReference}/${index + 1}${ownReference ? `/${ownReference}` : ''}` : entryReference,
          date,
          amount: Math.round(sign * amount * 100) / 100 || 0,
          counterpartyName: name,
          counterpartyAccount: account,
          communication,
          structuredCommunication: structured,
          ...(skipped ? { skipped } : {}),
          ...(date && !ownDate ? { note: LINE_NOTE.statementDate(date) } : {}),
        });
      });
    });
  }
  return { message, lines };
}

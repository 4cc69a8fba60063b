import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import { recordStatementImport } from './last-statement-import';
import {
  parseStatement,
  step,
  paymentProgress,
  type LifecycleState,
  StatementError,
  type ColumnMapping,
  type ImportedLine,
  type ImportResult,
  type StatementLine,
  isActive,
} from '@brocante/shared';
import { isUniqueViolation, validationFailed } from '../lib/api-errors';
import { TABLES } from '../lib/tables';
import { importedRegistration } from './domain';
import { lifecycle } from './lifecycle';
import { paymentCandidates } from './payment-candidates';
import { bankTransactionRows } from './rows';
import { statementFacts } from './statement-facts';
import { insertRow, newDocumentId } from '../lib/rows';

/**
 * What a movement is: its reference where the format gives one (the parsers make it the movement's own:
 * a CODA or MT940 movement's statement, sequence and bank reference; a camt entry's AcctSvcrRef, else
 * its statement and place), else its date, amount, payer and words.
 */
function identityOf(line: StatementLine): string {
  return line.bankReference
    ? `ref|${line.bankReference}|${line.date}|${line.amount.toFixed(2)}`
    : `line|${line.date}|${line.amount.toFixed(2)}|${line.counterpartyAccount}|${line.communication.replace(/\s+/g, ' ').toLowerCase()}`;
}

/**
 * One movement is one fingerprint, whatever file brings it again. Two movements that still look the
 * same in one file (two people paying 15 € the same day with KBC's statement number as the only
 * reference) are its first and second: both count, and the same file imported again gives them the
 * same fingerprints.
 */
function fingerprints(lines: StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const identity = identityOf(line);
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    return createHash('sha256')
      .update(occurrence === 1 ? identity : `${identity}#${occurrence}`)
      .digest('hex');
  });
}

/**
 * A bank statement imported: each line matched to a registration by its structured communication,
 * paid, short, overpaid or unknown; a line seen before (in this format or another) is not counted twice.
 */
export const statementImport = perStrapi((strapi: Core.Strapi) => {
  /**
   * What a credit line does to its registration, read before anything is written: it pays it (above
   * the amount, the rest is owed back) or pays a part of it (the person is told what is left), once.
   */
  function settlement(
    registration: LifecycleState & { amount: number | string; paidAmount?: number | string | null },
    line: { amount: number },
  ): ImportResult {
    if (!step(registration, 'pay', 'bank').allowed) return !isActive(registration.status) ? 'late-payment' : 'already-paid';
    return paymentProgress(registration, line.amount).remaining > 0 ? 'partly-paid' : 'marked-paid';
  }

  /** Settles one credit line against a registration (the lifecycle's `pay` step). */
  async function settle(
    registration: LifecycleState & { id: number; amount: number | string },
    line: { amount: number; date: string },
  ): Promise<ImportResult> {
    const expected = settlement(registration, line);
    if (expected !== 'marked-paid' && expected !== 'partly-paid') return expected;
    const outcome = await lifecycle(strapi).recordPayment(registration.id, line.amount, new Date(`${line.date}T12:00:00Z`));
    return outcome === 'not-payable' ? 'late-payment' : outcome;
  }

  /** The line as the volunteer reads it, whatever it did. */
  const shownLine = (line: StatementLine) => ({
    lineNumber: line.lineNumber,
    date: line.date,
    amount: line.amount,
    counterpartyName: line.counterpartyName,
    communication: line.communication,
    ...(line.note ? { note: line.note } : {}),
  });
  /** A line the import records nothing for, in the preview as in the import: a bank's notice, a movement skipped, a debit. */
  const unrecordedLine = (line: StatementLine): ImportedLine | null => {
    const unrecorded = { ...shownLine(line), transaction: null, registration: null };
    if (line.notice) return { ...unrecorded, result: 'bank-notice' };
    if (line.skipped) return { ...unrecorded, result: 'skipped', reason: line.skipped };
    if (line.amount <= 0) return { ...unrecorded, result: 'not-a-credit' };
    return null;
  };
  /** Each registration paid, or paid in part, is told so by e-mail. */
  const paymentEmails = (lines: ImportedLine[]) =>
    lines.filter((line) => line.result === 'marked-paid' || line.result === 'partly-paid').length;

  /** What importing these lines would do, read only: a movement already recorded, a registration paid twice in one file. */
  async function preview(statementLines: StatementLine[], movements: string[], format: string) {
    const facts = await statementFacts(strapi.db.connection, statementLines, movements, format);
    const paidHere = new Set<number>();
    /** What this file gives each registration before the line read. */
    const receivedHere = new Map<number, number>();
    const lines: ImportedLine[] = [];
    for (const [index, line] of statementLines.entries()) {
      const shown = shownLine(line);
      const unrecorded = unrecordedLine(line);
      const { recorded, candidates, inAnotherFormat } = facts[index]!;
      if (unrecorded) lines.push(unrecorded);
      else if (recorded) lines.push({ ...shown, result: 'duplicate', transaction: null, registration: null });
      else {
        const registration = candidates.length === 1 ? candidates[0] : null;
        const earlier = registration ? (receivedHere.get(registration.id) ?? 0) : 0;
        const result: ImportResult =
          candidates.length > 1
            ? 'ambiguous'
            : !registration
              ? 'unknown-reference'
              : paidHere.has(registration.id)
                ? 'already-paid'
                : inAnotherFormat
                  ? 'duplicate'
                  : settlement({ ...registration, paidAmount: Number(registration.paidAmount ?? 0) + earlier }, line);
        if (result === 'marked-paid' && registration) paidHere.add(registration.id);
        if (result === 'partly-paid' && registration) receivedHere.set(registration.id, earlier + line.amount);
        lines.push({
          ...shown,
          result,
          transaction: null,
          registration: registration ? importedRegistration(registration) : null,
        });
      }
    }
    return { lines: await paymentCandidates(strapi).suggestedFor(statementLines, lines), emails: paymentEmails(lines) };
  }

  return {
    /**
     * Imports a statement and says, line by line, what it did; with `dryRun`, says what it would do
     * (paid, short, unknown, duplicate, and how many e-mails would leave) with nothing recorded or
     * sent, for the volunteer to confirm.
     */
    async importStatement(fileName: string, content: string, mapping?: ColumnMapping, { dryRun = false } = {}) {
      let parsed;
      try {
        parsed = parseStatement(content, mapping);
      } catch (error) {
        if (error instanceof StatementError) throw validationFailed(error.message, 'statement-unreadable');
        throw error;
      }
      if (parsed.kind === 'needs-mapping') return { needsMapping: true as const, headers: parsed.headers, sample: parsed.sample };
      const movements = fingerprints(parsed.lines);
      if (dryRun)
        return {
          needsMapping: false as const,
          dryRun,
          format: parsed.format,
          ...(await preview(parsed.lines, movements, parsed.format)),
        };
      await recordStatementImport(strapi);

      const facts = await statementFacts(strapi.db.connection, parsed.lines, movements, parsed.format);
      const lines: ImportedLine[] = [];
      for (const [index, line] of parsed.lines.entries()) {
        const shown = shownLine(line);
        const unrecorded = unrecordedLine(line);
        if (unrecorded) {
          lines.push(unrecorded);
          continue;
        }
        const { recorded, candidates, inAnotherFormat } = facts[index]!;
        const registration = candidates.length === 1 ? candidates[0] : null;
        if (recorded || (registration && inAnotherFormat)) {
          lines.push({ ...shown, result: 'duplicate', transaction: null, registration: null });
          continue;
        }
        // The line is recorded first: a second import of the same movement, even at the same moment, stops here.
        // In plain statements: Strapi's query layer read the row back and again around each write (36 queries a line).
        let stored: { id: number; documentId: string; result: ImportResult };
        try {
          stored = await strapi.db.transaction(async ({ trx }) => {
            const documentId = newDocumentId();
            const result: ImportResult = candidates.length > 1 ? 'ambiguous' : 'unknown-reference'; // settled just below
            const id = (await insertRow(
              trx,
              TABLES.bankTransactions,
              bankTransactionRows.row({
                documentId,
                fingerprint: movements[index],
                format: parsed.format,
                fileName,
                lineNumber: line.lineNumber,
                bookedOn: line.date,
                amount: line.amount,
                counterpartyName: line.counterpartyName,
                counterpartyAccount: line.counterpartyAccount,
                communication: line.communication,
                result,
              }),
            ))!;
            if (registration)
              await trx(TABLES.bankTransactionRegistrations).insert({
                bank_transaction_id: id,
                registration_id: registration.id,
              });
            return { id, documentId, result };
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          lines.push({ ...shown, result: 'duplicate', transaction: null, registration: null });
          continue;
        }
        const result: ImportResult =
          candidates.length > 1 ? 'ambiguous' : registration ? await settle(registration, line) : 'unknown-reference';
        if (result !== stored.result)
          await strapi.db
            .connection(TABLES.bankTransactions)
            .where({ id: stored.id })
            .update(bankTransactionRows.row({ result, updatedAt: new Date() }));
        lines.push({
          ...shown,
          result,
          transaction: stored.documentId,
          registration: registration ? importedRegistration(registration) : null,
        });
      }
      return {
        needsMapping: false as const,
        dryRun,
        format: parsed.format,
        lines: await paymentCandidates(strapi).suggestedFor(parsed.lines, lines),
        emails: paymentEmails(lines),
      };
    },
  };
});

import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import type { Knex } from 'knex';
import {
  parseStatement,
  step,
  paymentProgress,
  type LifecycleState,
  StatementError,
  type ColumnMapping,
  type ImportedLine,
  type ImportResult,
  type StatementFormat,
  type StatementImportReport,
  type StatementLine,
  isActive,
} from '@brocante/shared';
import { validationFailed } from '../lib/api-errors';
import { TABLES } from '../lib/tables';
import { importedRegistration } from './domain';
import { lifecycle } from './lifecycle';
import { lockAllocation } from './locks';
import { paymentCandidates } from './payment-candidates';
import { registrations } from './registrations';
import { bankTransactionRows } from './rows';
import { statementFacts } from './statement-facts';
import { registrationTransaction } from './transaction';
import { insertRows } from '../lib/rows';

/** A statement line as the plan reads it: what the volunteer is shown, and what to record, if anything. */
export interface PlannedLine {
  shown: ImportedLine;
  line: StatementLine;
  fingerprint: string;
  /** The one registration its communication names, whatever the line does. */
  named: ImportedLine['registration'];
  record: { registrationId: number | null } | null;
}

/** A statement read, or the columns its CSV needs; a file that cannot be read is a French 400. */
export function readStatement(content: string, mapping?: ColumnMapping) {
  try {
    return parseStatement(content, mapping);
  } catch (error) {
    if (error instanceof StatementError) throw validationFailed(error.message, 'statement-unreadable');
    throw error;
  }
}

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
export function fingerprints(lines: StatementLine[]): string[] {
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

  /**
   * What importing these lines does, read before anything is written: the dry run shows it, the import applies it.
   * Each line to record carries its fingerprint; a line paid twice in one file, or in parts, is counted in order.
   */
  async function plan(statementLines: StatementLine[], movements: string[], format: string) {
    const facts = await statementFacts(strapi.db.connection, statementLines, movements, format);
    const paidHere = new Set<number>();
    /** What this file gives each registration before the line read. */
    const receivedHere = new Map<number, number>();
    return statementLines.map((line, index): PlannedLine => {
      const shown = shownLine(line);
      const unrecorded = unrecordedLine(line);
      const fingerprint = movements[index]!;
      if (unrecorded) return { shown: unrecorded, line, fingerprint, named: null, record: null };
      const { recorded, candidates, inAnotherFormat } = facts[index]!;
      const registration = candidates.length === 1 ? candidates[0]! : null;
      const named = registration ? importedRegistration(registration) : null;
      if (recorded || (registration && inAnotherFormat))
        return {
          shown: { ...shown, result: 'duplicate', transaction: null, registration: null },
          line,
          fingerprint,
          named,
          record: null,
        };
      const earlier = registration ? (receivedHere.get(registration.id) ?? 0) : 0;
      const result: ImportResult =
        candidates.length > 1
          ? 'ambiguous'
          : !registration
            ? 'unknown-reference'
            : paidHere.has(registration.id)
              ? 'already-paid'
              : settlement({ ...registration, paidAmount: Number(registration.paidAmount ?? 0) + earlier }, line);
      if (result === 'marked-paid' && registration) paidHere.add(registration.id);
      if (result === 'partly-paid' && registration) receivedHere.set(registration.id, earlier + line.amount);
      return {
        shown: { ...shown, result, transaction: null, registration: named },
        line,
        fingerprint,
        named,
        record: { registrationId: registration?.id ?? null },
      };
    });
  }

  /**
   * One batch of planned lines recorded in one transaction, under the allocation lock's rules: each movement with what
   * it did to its registration, together or not at all, and the import's progress (`progressed`) with them. A movement
   * recorded meanwhile by another import is left to it.
   */
  async function recordBatch(
    batch: PlannedLine[],
    { format, fileName, statementImport }: { format: string; fileName: string; statementImport: number },
    progressed: (trx: Knex.Transaction) => Promise<void>,
  ): Promise<void> {
    await registrationTransaction(strapi, async (trx) => {
      const recorded = batch.flatMap(({ record, ...planned }) => (record ? [{ ...planned, record }] : []));
      // The batch's movements in one statement, and their links to the registrations they name in another; a movement
      // another import recorded first is left out, and pays nothing here.
      const written = await insertRows<{ id: number; fingerprint: string }>(
        trx,
        TABLES.bankTransactions,
        recorded.map(({ shown, line, fingerprint }) =>
          bankTransactionRows.row({
            fingerprint,
            statementImport,
            format,
            fileName,
            lineNumber: line.lineNumber,
            bookedOn: line.date,
            amount: line.amount,
            counterpartyName: line.counterpartyName,
            counterpartyAccount: line.counterpartyAccount,
            communication: line.communication,
            result: shown.result,
          }),
        ),
        { onConflict: 'fingerprint', returning: ['id', 'fingerprint'] },
      );
      const ids = new Map(written.map((row) => [row.fingerprint, Number(row.id)]));
      const links = recorded.flatMap(({ fingerprint, record }) => {
        const id = ids.get(fingerprint);
        return id !== undefined && record.registrationId !== null
          ? [{ bank_transaction_id: id, registration_id: record.registrationId }]
          : [];
      });
      if (links.length) await trx(TABLES.bankTransactionRegistrations).insert(links);
      // The registrations the batch pays, read once under the allocation lock; a line paying one again (in parts) reads
      // it as the line before left it.
      const paying = recorded.flatMap(({ shown, line, fingerprint, record }) =>
        (shown.result === 'marked-paid' || shown.result === 'partly-paid') &&
        record.registrationId !== null &&
        ids.has(fingerprint)
          ? [{ line, id: ids.get(fingerprint)!, registrationId: record.registrationId, planned: shown.result }]
          : [],
      );
      if (paying.length) await lockAllocation(trx);
      const read = await registrations(strapi).registrationsNumbered(paying.map(({ registrationId }) => registrationId));
      for (const { line, id, registrationId, planned } of paying) {
        const { outcome, registration } = await lifecycle(strapi).payRead(
          trx,
          read.get(registrationId) ?? null,
          line.amount,
          new Date(`${line.date}T12:00:00Z`),
        );
        if (registration) read.set(registrationId, registration);
        const result = outcome === 'not-payable' ? 'late-payment' : outcome;
        if (result !== planned)
          await trx(TABLES.bankTransactions)
            .where({ id })
            .update(bankTransactionRows.row({ result, updatedAt: new Date() }));
      }
      await progressed(trx);
    });
  }

  /**
   * What an import did, read from what it recorded (so that an import resumed after a crash says it whole): its
   * movements with their results, the rest as the plan reads them now (a movement another import recorded first is a
   * duplicate); the lines that name no one come with the registrations they may pay.
   */
  async function report(
    parsed: { format: StatementFormat; lines: StatementLine[] },
    statementImport: { id: number; documentId: string },
  ) {
    const planned = await plan(parsed.lines, fingerprints(parsed.lines), parsed.format);
    const recorded = new Map<string, { documentId: string; result: ImportResult }>(
      (
        await strapi.db
          .connection(TABLES.bankTransactions)
          .where(bankTransactionRows.row({ statementImport: statementImport.id }))
          .select(bankTransactionRows.select(['fingerprint', 'documentId', 'result']))
      ).map(({ fingerprint, documentId, result }) => [fingerprint, { documentId, result }]),
    );
    const lines = planned.map(({ shown, fingerprint, named }): ImportedLine => {
      const mine = recorded.get(fingerprint);
      return mine ? { ...shown, result: mine.result, transaction: mine.documentId, registration: named } : shown;
    });
    return finished(parsed, lines, statementImport.documentId);
  }

  /**
   * The answer of a dry run (`importId` null) or of an import: its lines, with suggestions for those that name no one,
   * and its e-mails.
   */
  async function finished(
    parsed: { format: StatementFormat; lines: StatementLine[] },
    lines: ImportedLine[],
    importId: string | null,
  ): Promise<StatementImportReport> {
    return {
      needsMapping: false,
      dryRun: importId === null,
      importId,
      format: parsed.format,
      lines: await paymentCandidates(strapi).suggestedFor(parsed.lines, lines),
      emails: paymentEmails(lines),
    };
  }

  return {
    plan,
    recordBatch,
    report,

    /**
     * What importing a statement would do (paid, short, unknown, duplicate, and how many e-mails would leave), nothing
     * recorded or sent, for the volunteer to confirm; or the columns its CSV needs. The import itself runs as a job
     * (statement-import-jobs.ts), the same plan applied.
     */
    async preview(content: string, mapping?: ColumnMapping) {
      const parsed = readStatement(content, mapping);
      if (parsed.kind === 'needs-mapping') return { needsMapping: true as const, headers: parsed.headers, sample: parsed.sample };
      const planned = await plan(parsed.lines, fingerprints(parsed.lines), parsed.format);
      return finished(
        parsed,
        planned.map(({ shown }) => shown),
        null,
      );
    },
  };
});

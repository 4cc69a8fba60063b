import { createHash } from 'node:crypto';
import { factories } from '@strapi/strapi';
import {
  API_MESSAGES,
  parseStatement,
  step,
  type LifecycleState,
  referencesOf,
  StatementError,
  type ColumnMapping,
  type ImportedLine,
  type ImportResult,
  type StatementLine,
} from '@brocante/shared';
import { isUniqueViolation, notFound, validationFailed } from '../../../lib/api-errors';
import { lockAllocation, nextFreeLocations } from '../../../lib/allocation';
import { asDay } from '../../../lib/rows';
import type { StoredRegistration } from '../../../lib/domain';
import { recordEvent } from '../../../lib/history';
import { withOutbox } from '../../../lib/transaction';

const UID = 'api::bank-transaction.bank-transaction';

/** One movement is one fingerprint, whatever file or format brings it again. */
function fingerprint(line: StatementLine): string {
  const identity = line.bankReference
    ? `ref|${line.bankReference}|${line.date}|${line.amount.toFixed(2)}`
    : `line|${line.date}|${line.amount.toFixed(2)}|${line.counterpartyAccount}|${line.communication.replace(/\s+/g, ' ').toLowerCase()}`;
  return createHash('sha256').update(identity).digest('hex');
}

export default factories.createCoreService(UID, ({ strapi }) => {
  const lifecycle = () => strapi.service('api::registration.lifecycle');
  /** When the committee last imported a statement: what unpaid registrations wait for before expiring. */
  const imports = () => strapi.store({ type: 'core', name: 'bank-statements' });

  async function matchingRegistrations(references: string[]) {
    if (!references.length) return [];
    return strapi.db.query('api::registration.registration').findMany({
      where: { paymentReference: { $in: references } },
      select: ['id', 'documentId', 'firstName', 'lastName', 'amount', 'status', 'paidAt'],
    });
  }

  /** Settles one credit line against a registration: the due amount pays it, once (the lifecycle's `pay` step). */
  async function settle(
    registration: LifecycleState & { id: number; amount: number | string },
    line: { amount: number; date: string },
  ): Promise<ImportResult> {
    if (!step(registration, 'pay', 'bank').allowed) return registration.status === 'cancelled' ? 'late-payment' : 'already-paid';
    if (Math.abs(Number(registration.amount) - line.amount) > 0.005) return 'amount-differs';
    const outcome = await lifecycle().recordPayment(registration.id, line.amount, new Date(`${line.date}T12:00:00Z`));
    return outcome === 'marked-paid' ? 'marked-paid' : outcome === 'already-paid' ? 'already-paid' : 'late-payment';
  }

  return {
    async lastImport(): Promise<Date | null> {
      const value = (await imports().get({ key: 'last-import' })) as string | null;
      return value ? new Date(value) : null;
    },

    async importStatement(fileName: string, content: string, mapping?: ColumnMapping) {
      let parsed;
      try {
        parsed = parseStatement(content, mapping);
      } catch (error) {
        if (error instanceof StatementError) throw validationFailed(error.message, 'statement-unreadable');
        throw error;
      }
      if (parsed.kind === 'needs-mapping') return { needsMapping: true as const, headers: parsed.headers, sample: parsed.sample };
      await imports().set({ key: 'last-import', value: new Date().toISOString() });

      const lines: ImportedLine[] = [];
      for (const line of parsed.lines) {
        const shown = {
          lineNumber: line.lineNumber,
          date: line.date,
          amount: line.amount,
          counterpartyName: line.counterpartyName,
          communication: line.communication,
        };
        if (line.amount <= 0) {
          lines.push({ ...shown, result: 'not-a-credit', transaction: null, registration: null });
          continue;
        }
        const candidates = await matchingRegistrations(referencesOf(line));
        const registration = candidates.length === 1 ? candidates[0] : null;
        // The line is recorded first: a second import of the same movement, even at the same moment, stops here.
        let stored;
        try {
          stored = await strapi.db.query(UID).create({
            data: {
              fingerprint: fingerprint(line),
              format: parsed.format,
              fileName,
              lineNumber: line.lineNumber,
              bookedOn: line.date,
              amount: line.amount,
              counterpartyName: line.counterpartyName,
              counterpartyAccount: line.counterpartyAccount,
              communication: line.communication,
              result: candidates.length > 1 ? 'ambiguous' : 'unknown-reference', // settled just below
              registration: registration?.id ?? null,
            },
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          lines.push({ ...shown, result: 'duplicate', transaction: null, registration: null });
          continue;
        }
        const result: ImportResult =
          candidates.length > 1 ? 'ambiguous' : registration ? await settle(registration, line) : 'unknown-reference';
        if (result !== stored.result) await strapi.db.query(UID).update({ where: { id: stored.id }, data: { result } });
        lines.push({
          ...shown,
          result,
          transaction: stored.documentId,
          registration: registration
            ? {
                documentId: registration.documentId,
                name: `${registration.lastName} ${registration.firstName}`,
                amount: Number(registration.amount),
              }
            : null,
        });
      }
      return { needsMapping: false as const, format: parsed.format, lines };
    },

    /**
     * The chosen edition's payments (else the coming one's) that came after their registration was
     * cancelled (expired, given up): a volunteer decides each.
     */
    async latePayments(chosen?: string) {
      const { date: edition } = await strapi.service('api::edition.edition').chosenEdition(chosen);
      const rows = await strapi.db.query(UID).findMany({
        where: { result: 'late-payment', registration: { edition } },
        populate: { registration: { select: ['documentId', 'firstName', 'lastName', 'paymentReference'] } },
        orderBy: { id: 'asc' },
      });
      return rows.map((row: any) => ({
        transaction: row.documentId as string,
        date: String(row.bookedOn),
        amount: Number(row.amount),
        counterpartyName: row.counterpartyName as string,
        communication: row.communication as string,
        registration: row.registration
          ? {
              documentId: row.registration.documentId as string,
              name: `${row.registration.lastName} ${row.registration.firstName}`,
            }
          : null,
      }));
    },

    /**
     * A volunteer decides a late payment: the registration is reinstated with it (the lifecycle's
     * `reinstate`: first in line, with a free pitch at once if there is one), or the money is owed back
     * to the account that sent it. Decided once.
     */
    async decideLatePayment(
      transactionDocumentId: string,
      decision: 'reinstate' | 'refund',
      by: string | null,
      now = new Date(),
    ) {
      return withOutbox(strapi, async (trx) => {
        await lockAllocation(trx);
        const transaction = await strapi.db
          .query(UID)
          .findOne({ where: { documentId: transactionDocumentId }, populate: { registration: { select: ['documentId'] } } });
        if (!transaction) throw notFound(API_MESSAGES.bankLineNotFound);
        if (transaction.result !== 'late-payment' || !transaction.registration)
          throw validationFailed(API_MESSAGES.bankLineSettled, 'transaction-settled');
        const registration: StoredRegistration = await strapi
          .service('api::registration.registration')
          .findRegistration(transaction.registration.documentId);
        if (decision === 'refund') {
          await strapi.service('api::refund.refund').owe(trx, registration, {
            paidBy: {
              amount: Number(transaction.amount),
              name: transaction.counterpartyName || null,
              account: transaction.counterpartyAccount || null,
            },
          });
          await recordEvent(strapi, registration.id, 'refund-requested', 'staff', { by });
        } else {
          const paidAt = new Date(`${transaction.bookedOn}T12:00:00Z`);
          const waiting = await lifecycle().takeStep(trx, registration, 'reinstate', 'late-payment', {
            now,
            by,
            payment: { amount: Number(transaction.amount), at: paidAt },
          });
          const pitches = await nextFreeLocations(trx, waiting, waiting.pitchCount, asDay(waiting.edition));
          if (pitches)
            await lifecycle().takeStep(trx, waiting, 'promote', 'staff', { now, by, findPitches: async () => pitches });
        }
        const result = decision === 'refund' ? 'refund-due' : 'reinstated';
        await strapi.db.query(UID).update({ where: { id: transaction.id }, data: { result } });
        return { transaction: transactionDocumentId, result };
      });
    },

    /** Staff match an unmatched line to a registration by hand: it is marked paid with the line's amount. */
    async assign(transactionDocumentId: string, registrationDocumentId: string) {
      const transaction = await strapi.db.query(UID).findOne({ where: { documentId: transactionDocumentId } });
      if (!transaction) throw notFound(API_MESSAGES.bankLineNotFound);
      if (['marked-paid', 'assigned-by-hand', 'already-paid'].includes(transaction.result)) {
        throw validationFailed(API_MESSAGES.bankLineSettled, 'transaction-settled');
      }
      const registration = await strapi.db
        .query('api::registration.registration')
        .findOne({ where: { documentId: registrationDocumentId } });
      if (!registration) throw validationFailed(API_MESSAGES.registrationNotFound, 'registration-not-found');
      const outcome = await lifecycle().recordPayment(
        registration.id,
        Number(transaction.amount),
        new Date(`${transaction.bookedOn}T12:00:00Z`),
      );
      if (outcome !== 'marked-paid') {
        throw validationFailed(
          outcome === 'already-paid' ? API_MESSAGES.alreadyPaid : API_MESSAGES.registrationCancelled,
          outcome,
        );
      }
      await strapi.db
        .query(UID)
        .update({ where: { id: transaction.id }, data: { result: 'assigned-by-hand', registration: registration.id } });
      return {
        transaction: transactionDocumentId,
        result: 'assigned-by-hand' as const,
        registration: { documentId: registration.documentId, name: `${registration.lastName} ${registration.firstName}` },
      };
    },
  };
});

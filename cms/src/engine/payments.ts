import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import { API_MESSAGES, step, formatEuro, IMPORT_RESULTS_TO_REVIEW, isActive } from '@brocante/shared';
import { notFound, validationFailed } from '../lib/api-errors';
import { importedRegistration, type StoredRegistration } from './domain';
import { lifecycle } from './lifecycle';
import { refunds } from './refunds';
import { registrations } from './registrations';

const UID = 'api::bank-transaction.bank-transaction';

/** Payments a volunteer settles by hand: a movement shared across registrations, or a line assigned to one. */
export const payments = perStrapi((strapi: Core.Strapi) => {
  return {
    /**
     * Money that came in one movement, shared by a volunteer across registrations: checked whole first
     * (the parts make `total`, each registration once, each may still be paid), then each part is a
     * movement of its own (fingerprinted from the source's) that pays its registration, or a part of it.
     */
    async payParts(
      source: {
        fingerprint: string;
        format: string;
        fileName: string | null;
        lineNumber: number;
        bookedOn: string;
        counterpartyName: string | null;
        counterpartyAccount: string | null;
        communication: string | null;
      },
      kind: 'part' | 'surplus',
      parts: { registration: string; amount: number }[],
      total: number,
    ) {
      const cents = (amount: number) => Math.round(amount * 100);
      const sum = parts.reduce((running, part) => running + cents(part.amount), 0);
      if (sum !== cents(total))
        throw validationFailed(API_MESSAGES.splitTotal(formatEuro(sum / 100), formatEuro(total)), 'split-total');
      if (new Set(parts.map((part) => part.registration)).size !== parts.length)
        throw validationFailed(API_MESSAGES.splitTwice, 'split-twice');
      const paying: StoredRegistration[] = [];
      for (const part of parts) {
        const registration: StoredRegistration | null = await registrations(strapi)
          .findRegistration(part.registration)
          .catch(() => null);
        if (!registration) throw validationFailed(API_MESSAGES.registrationNotFound, 'registration-not-found');
        if (!step(registration, 'pay', 'bank').allowed)
          throw validationFailed(
            !isActive(registration.status) ? API_MESSAGES.registrationCancelled : API_MESSAGES.alreadyPaid,
            'not-payable',
          );
        paying.push(registration);
      }
      const paid = [];
      for (const [index, part] of parts.entries()) {
        const registration = paying[index]!;
        await strapi.db.query(UID).create({
          data: {
            fingerprint: createHash('sha256')
              .update(`${source.fingerprint}/${kind}-${index + 1}`)
              .digest('hex'),
            format: source.format,
            fileName: source.fileName,
            lineNumber: source.lineNumber,
            bookedOn: source.bookedOn,
            amount: part.amount,
            counterpartyName: source.counterpartyName,
            counterpartyAccount: source.counterpartyAccount,
            communication: source.communication,
            result: 'assigned-by-hand',
            registration: registration.id,
          },
        });
        const outcome = await lifecycle(strapi).recordPayment(
          registration.id,
          part.amount,
          new Date(`${source.bookedOn}T12:00:00Z`),
        );
        paid.push({ registration: importedRegistration(registration), result: outcome });
      }
      return paid;
    },

    /**
     * One transfer for several registrations (a family paying for its members), split by a volunteer:
     * each part is a line of its own that pays its registration (or a part of it, the person told what
     * is left), the transfer kept as split. Checked whole before anything is recorded.
     */
    async split(transactionDocumentId: string, parts: { registration: string; amount: number }[]) {
      const transaction = await strapi.db.query(UID).findOne({ where: { documentId: transactionDocumentId } });
      if (!transaction) throw notFound(API_MESSAGES.bankLineNotFound);
      if (!IMPORT_RESULTS_TO_REVIEW.includes(transaction.result))
        throw validationFailed(API_MESSAGES.bankLineSettled, 'transaction-settled');
      const paid = await payments(strapi).payParts(transaction, 'part', parts, Number(transaction.amount));
      await strapi.db.query(UID).update({ where: { id: transaction.id }, data: { result: 'split' } });
      return { transaction: transactionDocumentId, result: 'split' as const, parts: paid };
    },

    /**
     * An overpayment that pays other registrations instead of going back (a family paying all its
     * registrations with one of their communications): shared by a volunteer as a transfer is split,
     * each part a movement of its own from the line that overpaid; the refund is settled as applied.
     */
    async applyOverpayment(
      refundDocumentId: string,
      parts: { registration: string; amount: number }[],
      by: string | null,
      now = new Date(),
    ) {
      const [refund] = await refunds(strapi).due([refundDocumentId]);
      if (refund!.reason !== 'overpayment') throw validationFailed(API_MESSAGES.refundNotOverpayment, 'refund-not-overpayment');
      const source = await strapi.db.query(UID).findOne({
        where: { registration: { id: refund!.registrationId }, amount: { $gt: 0 } },
        orderBy: { id: 'desc' },
      });
      if (!source) throw validationFailed(API_MESSAGES.bankLineNotFound, 'bank-line-not-found');
      const paid = await payments(strapi).payParts(source, 'surplus', parts, Number(refund!.amount));
      await refunds(strapi).markApplied(refund!.id, by, now);
      return { refund: refundDocumentId, status: 'applied' as const, parts: paid };
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
      const outcome = await lifecycle(strapi).recordPayment(
        registration.id,
        Number(transaction.amount),
        new Date(`${transaction.bookedOn}T12:00:00Z`),
      );
      // A line short of the amount pays a part of it, as from the bank: the person is told what is left.
      if (outcome !== 'marked-paid' && outcome !== 'partly-paid') {
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

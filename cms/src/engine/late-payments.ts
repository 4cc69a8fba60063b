import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import { API_MESSAGES } from '@brocante/shared';
import { notFound, validationFailed } from '../lib/api-errors';
import { nextFreePitches } from './allocation';
import { lockAllocation } from './locks';
import { asDay } from '../lib/rows';
import { type StoredRegistration } from './domain';
import { recordEvent } from './history';
import { registrationTransaction } from './transaction';
import { editions } from './editions';
import { lifecycle } from './lifecycle';
import { refunds } from './refunds';
import { registrations } from './registrations';
const UID = 'api::bank-transaction.bank-transaction';

/** A payment that came after its registration was cancelled or expired: listed per edition, then reinstated or refunded by a volunteer. */
export const latePayments = perStrapi((strapi: Core.Strapi) => ({
  /**
   * The chosen edition's payments (else the coming one's) that came after their registration was
   * cancelled (expired, given up): a volunteer decides each.
   */
  async list(chosen?: string) {
    const { date: edition } = await editions(strapi).chosenEdition(chosen);
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
  async decide(transactionDocumentId: string, decision: 'reinstate' | 'refund', by: string | null, now = new Date()) {
    return registrationTransaction(strapi, async (trx) => {
      await lockAllocation(trx);
      const transaction = await strapi.db
        .query(UID)
        .findOne({ where: { documentId: transactionDocumentId }, populate: { registration: { select: ['documentId'] } } });
      if (!transaction) throw notFound(API_MESSAGES.bankLineNotFound);
      if (transaction.result !== 'late-payment' || !transaction.registration)
        throw validationFailed(API_MESSAGES.bankLineSettled, 'transaction-settled');
      const registration: StoredRegistration = await registrations(strapi).findRegistration(transaction.registration.documentId);
      if (decision === 'refund') {
        await refunds(strapi).owe(trx, registration, {
          paidBy: {
            amount: Number(transaction.amount),
            name: transaction.counterpartyName || null,
            account: transaction.counterpartyAccount || null,
          },
        });
        await recordEvent(strapi, registration.id, 'refund-requested', 'staff', { by });
      } else {
        const paidAt = new Date(`${transaction.bookedOn}T12:00:00Z`);
        const waiting = await lifecycle(strapi).takeStep(trx, registration, 'reinstate', 'late-payment', {
          now,
          by,
          payment: { amount: Number(transaction.amount), at: paidAt },
        });
        const pitches = await nextFreePitches(trx, waiting, waiting.pitchCount, asDay(waiting.edition));
        if (pitches)
          await lifecycle(strapi).takeStep(trx, waiting, 'promote', 'staff', { now, by, findPitches: async () => pitches });
      }
      const result = decision === 'refund' ? 'refund-due' : 'reinstated';
      await strapi.db.query(UID).update({ where: { id: transaction.id }, data: { result } });
      return { transaction: transactionDocumentId, result };
    });
  },
}));

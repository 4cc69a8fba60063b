import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { API_MESSAGES, normalizeIban, sepaCreditTransferXml, type RefundRecord } from '@brocante/shared';
import { notFound, validationFailed } from '../../../lib/api-errors';
import type { StoredConfiguration, StoredRegistration } from '../../../lib/domain';
import { TABLES } from '../../../lib/tables';

const UID = 'api::refund.refund';

/** Working days after today the bank executes the refunds: the next one. */
function nextWorkingDay(now: Date): string {
  const day = new Date(now);
  do day.setUTCDate(day.getUTCDate() + 1);
  while ([0, 6].includes(day.getUTCDay()));
  return day.toISOString().slice(0, 10);
}

/**
 * What the committee owes back: a paid registration cancelled (by a volunteer or the registrant)
 * is a refund due, to the account that paid (read from its bank line; a volunteer types it when no
 * statement said it). Volunteers export the due refunds as one SEPA file for the bank, then mark them done.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection as unknown as Knex;

  async function list(status: 'due' | 'done'): Promise<RefundRecord[]> {
    const rows = await knex()(`${TABLES.refunds} as f`)
      .leftJoin(`${TABLES.registrations} as r`, 'r.id', 'f.registration_id')
      .where('f.status', status)
      .orderBy('f.id')
      .select(
        'f.document_id as documentId',
        'f.amount',
        'f.payer_name as payerName',
        'f.payer_iban as payerIban',
        'f.status',
        'f.created_at as createdAt',
        'f.done_at as doneAt',
        'r.document_id as registrationDocumentId',
        'r.first_name as firstName',
        'r.last_name as lastName',
        'r.payment_reference as paymentReference',
      );
    return rows.map((row) => ({
      documentId: row.documentId,
      amount: Number(row.amount),
      payerName: row.payerName || null,
      payerIban: row.payerIban || null,
      status: row.status,
      createdAt: new Date(row.createdAt).toISOString(),
      doneAt: row.doneAt ? new Date(row.doneAt).toISOString() : null,
      registration: row.registrationDocumentId
        ? {
            documentId: row.registrationDocumentId,
            name: `${row.lastName} ${row.firstName}`,
            paymentReference: row.paymentReference,
          }
        : null,
    }));
  }

  async function findDue(documentIds: string[]) {
    const rows = await strapi.db.query(UID).findMany({ where: { documentId: { $in: documentIds } } });
    if (rows.length !== documentIds.length) throw notFound(API_MESSAGES.refundNotFound);
    if (rows.some((row: { status: string }) => row.status !== 'due'))
      throw validationFailed(API_MESSAGES.refundAlreadyDone, 'refund-done');
    return rows as {
      id: number;
      documentId: string;
      registrationId: number;
      amount: string | number;
      payerName: string | null;
      payerIban: string | null;
    }[];
  }

  return {
    list,

    /** Since when the committee owes this registration money back (its first refund), if it does. */
    async owedSince(registrationId: number): Promise<string | null> {
      const row = await knex()(TABLES.refunds).where({ registration_id: registrationId }).orderBy('id').first('created_at');
      return row ? new Date(row.created_at).toISOString() : null;
    },

    /**
     * In the cancellation's transaction: what was paid is owed back, to whoever paid it (the bank
     * line given, else the registration's latest credit line, else a volunteer will say).
     */
    async owe(
      trx: Knex.Transaction,
      registration: Pick<StoredRegistration, 'id' | 'amount' | 'paidAmount'>,
      paidBy?: { amount: number; name: string | null; account: string | null },
    ) {
      const payer =
        paidBy ??
        (await trx(`${TABLES.bankTransactions} as t`)
          .join(`${TABLES.bankTransactionRegistrations} as l`, 'l.bank_transaction_id', 't.id')
          .where('l.registration_id', registration.id)
          .where('t.amount', '>', 0)
          .orderBy('t.id', 'desc')
          .first('t.counterparty_name as name', 't.counterparty_account as account'));
      await strapi.db.query(UID).create({
        data: {
          registrationId: registration.id,
          amount: paidBy?.amount ?? Number(registration.paidAmount ?? registration.amount),
          payerName: payer?.name || null,
          payerIban: payer?.account ? normalizeIban(payer.account) : null,
          status: 'due',
        },
      });
    },

    async setPayer(documentId: string, payer: { payerName: string; payerIban: string }) {
      const [refund] = await findDue([documentId]);
      await strapi.db.query(UID).update({
        where: { id: refund!.id },
        data: { payerName: payer.payerName, payerIban: normalizeIban(payer.payerIban) },
      });
      return (await list('due')).find((row) => row.documentId === documentId);
    },

    /** The due refunds picked, as one SEPA credit transfer file from the committee's account. */
    async transferFile(documentIds: string[], now = new Date()) {
      const refunds = await findDue(documentIds);
      const missing = refunds.filter((refund) => !refund.payerIban);
      if (missing.length) throw validationFailed(API_MESSAGES.refundPayerMissing(missing.length), 'refund-payer-missing');
      const account: StoredConfiguration = await strapi.service('api::configuration.configuration').stored();
      const references = new Map(
        (
          await knex()(TABLES.registrations)
            .whereIn(
              'id',
              refunds.map((refund) => refund.registrationId),
            )
            .select('id', 'payment_reference as reference')
        ).map((row: { id: number; reference: string }) => [row.id, row.reference]),
      );
      const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
      try {
        return {
          fileName: `remboursements-${now.toISOString().slice(0, 10)}.xml`,
          xml: sepaCreditTransferXml({
            messageId: `REMB-${stamp}`,
            createdAt: now,
            executionDate: nextWorkingDay(now),
            debtor: { name: account.debtorName, iban: account.debtorIban, bic: account.debtorBic },
            transfers: refunds.map((refund) => ({
              endToEndId: `REMB-${refund.id}`,
              amount: Number(refund.amount),
              creditorName: refund.payerName ?? '',
              creditorIban: refund.payerIban!,
              remittance: `Remboursement brocante ${references.get(refund.registrationId) ?? ''}`.trim(),
            })),
          }),
        };
      } catch (error) {
        throw validationFailed((error as Error).message, 'refund-file');
      }
    },

    async markDone(documentIds: string[], by: string | null) {
      const refunds = await findDue(documentIds);
      await strapi.db.query(UID).updateMany({
        where: { id: { $in: refunds.map((refund) => refund.id) } },
        data: { status: 'done', doneAt: new Date(), doneBy: by },
      });
      return { done: refunds.length };
    },
  };
};

import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import type { Knex } from 'knex';
import {
  API_MESSAGES,
  hasCreditor,
  normalizeIban,
  sepaCreditTransferXml,
  type RefundReason,
  type RefundRecord,
  addWorkingDays,
} from '@brocante/shared';
import { notFound, validationFailed } from '../lib/api-errors';
import type { StoredRegistration } from './domain';
import { asDay } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { committeeAccount } from './committee-account';
import { editions } from './editions';
import { registrationRows } from './rows';
import { refundRows } from './rows';

const UID = 'api::refund.refund';

/** What the person reads on their statement for each kind of refund. */
const REMITTANCE: Record<RefundReason, string> = {
  cancellation: 'Remboursement brocante',
  deposit: 'Caution brocante',
  overpayment: 'Trop-perçu brocante',
};

/** « Remboursement brocante 2027 — A12, A13 — 123456789002 »: what, which brocante, which pitches (if still held), which payment. */
const remittance = (reason: RefundReason, registration: { edition: string; pitches: string[]; reference: string } | undefined) =>
  [
    `${REMITTANCE[reason]} ${registration?.edition.slice(0, 4) ?? ''}`.trim(),
    registration?.pitches.join(', '),
    registration?.reference,
  ]
    .filter(Boolean)
    .join(' — ');

/**
 * What the committee owes back: a paid registration cancelled (by a volunteer or the registrant)
 * is a refund due, to the account that paid (read from its bank line; a volunteer types it when no
 * statement said it); so is a deposit returned after the day. Volunteers export the due refunds as
 * one SEPA file for the bank, then mark them done.
 */
export const refunds = perStrapi((strapi: Core.Strapi) => {
  const knex = (): Knex => strapi.db.connection;
  const editionDay = async (chosen?: string) => (await editions(strapi).chosenEdition(chosen)).date as string;

  /** The refunds the filter picks (on the refund `f` and its registration `r`), oldest first. */
  async function refundsWhere(where: Record<string, string>, statuses: RefundRecord['status'][]): Promise<RefundRecord[]> {
    const rows = await knex()(`${TABLES.refunds} as f`)
      .join(`${TABLES.registrations} as r`, 'r.id', 'f.registration_id')
      .where(where)
      .whereIn('f.status', statuses)
      .orderBy('f.id')
      .select(
        ...refundRows.select(['documentId', 'amount', 'reason', 'payerName', 'payerIban', 'status', 'createdAt', 'doneAt'], 'f'),
        `${registrationRows.column('documentId', 'r')} as registrationDocumentId`,
        ...registrationRows.select(['firstName', 'lastName', 'paymentReference'], 'r'),
      );
    return rows.map((row) => ({
      documentId: row.documentId,
      amount: Number(row.amount),
      reason: row.reason,
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

  /** The chosen edition's refunds, due or settled (paid back, or an overpayment applied); without one, the coming edition's. */
  const list = async (status: 'due' | 'done', chosen?: string) =>
    refundsWhere({ 'r.edition': await editionDay(chosen) }, status === 'due' ? ['due'] : ['done', 'applied']);

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
      reason: RefundReason;
      payerName: string | null;
      payerIban: string | null;
    }[];
  }

  return {
    list,

    /** Since when the committee owes this registration money back (its first refund), if it does. */
    async owedSince(registrationId: number): Promise<string | null> {
      const row = await knex()(TABLES.refunds)
        .where(refundRows.row({ registrationId }))
        .orderBy('id')
        .first(...refundRows.select(['createdAt']));
      return row ? new Date(row.createdAt).toISOString() : null;
    },

    /**
     * In the cancellation's transaction: what was paid is owed back (or the deposit, returned), to
     * whoever paid it (the bank line given, else the registration's latest credit line, else a
     * volunteer will say). Returns whether anything is owed: a registration that cost nothing is owed nothing.
     */
    async owe(
      trx: Knex.Transaction,
      registration: Pick<StoredRegistration, 'id' | 'amount' | 'paidAmount'>,
      {
        paidBy,
        amount = paidBy?.amount ?? Number(registration.paidAmount ?? registration.amount),
        reason = 'cancellation',
      }: {
        paidBy?: { amount: number; name: string | null; account: string | null };
        amount?: number;
        reason?: RefundReason;
      } = {},
    ): Promise<boolean> {
      if (!(Math.round(amount * 100) > 0)) return false;
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
          amount,
          reason,
          payerName: payer?.name || null,
          payerIban: payer?.account ? normalizeIban(payer.account) : null,
          status: 'due',
        },
      });
      return true;
    },

    async setPayer(documentId: string, payer: { payerName: string; payerIban: string }) {
      const [refund] = await findDue([documentId]);
      await strapi.db.query(UID).update({
        where: { id: refund!.id },
        data: { payerName: payer.payerName, payerIban: normalizeIban(payer.payerIban) },
      });
      return (await refundsWhere({ 'f.document_id': documentId }, ['due']))[0];
    },

    /** The due refunds picked, as one SEPA credit transfer file from the committee's account. */
    async transferFile(documentIds: string[], now = new Date()) {
      const refunds = await findDue(documentIds);
      const missing = refunds.filter((refund) => !hasCreditor(refund));
      if (missing.length) throw validationFailed(API_MESSAGES.refundPayerMissing(missing.length), 'refund-payer-missing');
      const account = await committeeAccount(strapi).read();
      if (!account) throw validationFailed(API_MESSAGES.accountMissing, 'account-missing');
      const ids = refunds.map((refund) => refund.registrationId);
      const pitches = await knex()(`${TABLES.pitchHolders} as h`)
        .join(`${TABLES.locations} as l`, 'l.id', 'h.location_id')
        .whereIn('h.registration_id', ids)
        .orderBy('l.name')
        .select('h.registration_id as registrationId', 'l.name');
      const registrations = new Map(
        (
          await knex()(TABLES.registrations)
            .whereIn('id', ids)
            .select('id', `${registrationRows.column('paymentReference')} as reference`, 'edition')
        ).map((row: { id: number; reference: string; edition: string | Date }) => [
          row.id,
          {
            edition: asDay(row.edition),
            reference: row.reference,
            pitches: pitches
              .filter((pitch: { registrationId: number }) => pitch.registrationId === row.id)
              .map((pitch: { name: string }) => pitch.name),
          },
        ]),
      );
      const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
      try {
        return {
          fileName: `remboursements-${now.toISOString().slice(0, 10)}.xml`,
          xml: sepaCreditTransferXml({
            messageId: `REMB-${stamp}`,
            createdAt: now,
            // The bank executes the refunds on the next working day.
            executionDate: addWorkingDays(now, 1).toISOString().slice(0, 10),
            debtor: { name: account.debtorName, iban: account.debtorIban, bic: account.debtorBic },
            transfers: refunds.map((refund) => ({
              endToEndId: `REMB-${refund.id}`,
              amount: Number(refund.amount),
              creditorName: refund.payerName ?? '',
              creditorIban: refund.payerIban!,
              remittance: remittance(refund.reason, registrations.get(refund.registrationId)),
            })),
          }),
        };
      } catch (error) {
        throw validationFailed((error as Error).message, 'refund-file');
      }
    },

    /** Due refunds, by document id: refused when one is unknown or settled already. */
    due: findDue,

    /** An overpayment applied to other registrations (engine/payments.ts): settled, as applied. */
    async markApplied(id: number, by: string | null, now = new Date()) {
      await strapi.db.query(UID).update({ where: { id }, data: { status: 'applied', doneAt: now, doneBy: by } });
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
});

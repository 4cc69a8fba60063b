import type { Core } from '@strapi/strapi';
import { API_MESSAGES, brusselsDay, isPaid, PAID_STATUSES, type DepositOutcome } from '@brocante/shared';
import { validationFailed } from '../lib/api-errors';
import { perStrapi } from '../lib/per-strapi';
import { asDay } from '../lib/rows';
import { TABLES } from '../lib/tables';
import * as emails from '../emails/templates';
import type { StoredRegistration } from './domain';
import { editions } from './editions';
import { recordEvent } from './history';
import { outbox } from './outbox';
import { refunds } from './refunds';
import { registrations } from './registrations';
import { registrationRows } from './rows';
import { registrationTransaction } from './transaction';

/** A deposit is decided once its brocante's day is over in Brussels. */
const brocanteIsOver = (edition: string | Date, now: Date) => brusselsDay(now) > asDay(edition);

/** The deposits of the paid registrations: after the day, returned (a refund due) or kept. */
export const deposits = perStrapi((strapi: Core.Strapi) => ({
  /**
   * The chosen edition's paid registrations whose deposit is neither returned nor kept yet, and
   * whether its brocante's day is over (a deposit is decided after the day only).
   */
  async undecided(chosen?: string, now = new Date()) {
    const rows = await strapi.db
      .connection(TABLES.registrations)
      .whereIn('status', PAID_STATUSES)
      .where({ edition: (await editions(strapi).chosenEdition(chosen)).date as string })
      .where('deposit', '>', 0)
      .whereNull(registrationRows.column('depositOutcome'))
      .orderBy(registrationRows.column('lastName'))
      .orderBy(registrationRows.column('firstName'))
      .select(...registrationRows.select(['documentId', 'firstName', 'lastName', 'deposit', 'paymentReference', 'edition']));
    return rows.map((row) => ({
      registration: {
        documentId: row.documentId,
        name: `${row.lastName} ${row.firstName}`,
        paymentReference: row.paymentReference,
      },
      deposit: Number(row.deposit),
      edition: asDay(row.edition),
      decidable: brocanteIsOver(row.edition, now),
    }));
  },

  /**
   * After the day, the committee returns the deposits (a refund due each, in the next SEPA file)
   * or keeps one (a pitch left dirty); each person is told. Decided once per registration.
   */
  async decide(documentIds: string[], outcome: DepositOutcome, { by = null as string | null, now = new Date() } = {}) {
    return registrationTransaction(strapi, async (trx) => {
      const deciding: StoredRegistration[] = [];
      for (const documentId of documentIds) {
        const registration: StoredRegistration = await registrations(strapi).findRegistration(documentId);
        if (!isPaid(registration.status) || !(Number(registration.deposit) > 0))
          throw validationFailed(API_MESSAGES.depositNotHeld, 'deposit-not-held');
        if (registration.depositOutcome) throw validationFailed(API_MESSAGES.depositDecided, 'deposit-decided');
        if (!brocanteIsOver(registration.edition, now))
          throw validationFailed(API_MESSAGES.depositBeforeBrocante, 'deposit-too-early');
        deciding.push(registration);
      }
      for (const registration of deciding) {
        // Decided once, even by two volunteers at the same moment: the update only takes an undecided deposit.
        const taken = await trx(TABLES.registrations)
          .where({ id: registration.id })
          .whereNull(registrationRows.column('depositOutcome'))
          .update(registrationRows.row({ depositOutcome: outcome }));
        if (!taken) throw validationFailed(API_MESSAGES.depositDecided, 'deposit-decided');
        if (outcome === 'returned')
          await refunds(strapi).owe(trx, registration, { amount: Number(registration.deposit), reason: 'deposit' });
        await recordEvent(strapi, registration.id, outcome === 'returned' ? 'deposit-returned' : 'deposit-kept', 'staff', {
          by,
        });
        await outbox(strapi).queue(
          `deposit:${registration.documentId}`,
          emails.depositDecided(registration, outcome),
          registration.id,
        );
      }
      return { decided: deciding.length };
    });
  },
}));

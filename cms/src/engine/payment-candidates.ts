import type { Core } from '@strapi/strapi';
import {
  paymentProgress,
  suggestPayments,
  UNPAID_STATUSES,
  type ImportedLine,
  type PaymentCandidate,
  type StatementLine,
} from '@brocante/shared';
import { perStrapi } from '../lib/per-strapi';
import { TABLES } from '../lib/tables';
import { registrationRows } from './rows';

/**
 * The registrations a bank line that names none may have paid (statement-import.ts): those still waiting for their
 * payment, with their pitches and the accounts that paid this person before, ranked for each line by
 * packages/shared's suggestPayments.
 */
export const paymentCandidates = perStrapi((strapi: Core.Strapi) => {
  /**
   * The registrations still waiting for their payment, as suggestions read them: their pitches, and
   * the accounts that paid this person's registrations before.
   */
  async function waiting(): Promise<PaymentCandidate[]> {
    const knex = strapi.db.connection;
    const waiting = await knex(TABLES.registrations)
      .whereIn('status', UNPAID_STATUSES)
      .select(
        ...registrationRows.select([
          'id',
          'documentId',
          'firstName',
          'lastName',
          'amount',
          'paidAmount',
          'paymentReference',
          'email',
        ]),
      );
    if (!waiting.length) return [];
    // Every pitch held and every account that paid, looked up below for those waiting: a list of every registration
    // waiting passed the databases' limit of parameters (65,535 on PostgreSQL) in a large edition, and a subquery
    // naming them made PostgreSQL read the registrations again for each payment.
    const pitches = await knex(`${TABLES.pitchHolders} as h`)
      .join(`${TABLES.locations} as l`, 'l.id', 'h.location_id')
      .select('h.registration_id as registrationId', 'l.name');
    const paid = await knex(`${TABLES.bankTransactions} as t`)
      .join(`${TABLES.bankTransactionRegistrations} as l`, 'l.bank_transaction_id', 't.id')
      .join(`${TABLES.registrations} as r`, 'r.id', 'l.registration_id')
      .where('t.amount', '>', 0)
      .whereNot('t.counterparty_account', '')
      .select('r.email', 't.counterparty_account as account');
    // Grouped once: each waiting registration looked up, not every pitch and payment scanned for each of them.
    const pitchesOf = new Map<number, string[]>();
    for (const { registrationId, name } of pitches as { registrationId: number; name: string }[]) {
      if (!pitchesOf.has(Number(registrationId))) pitchesOf.set(Number(registrationId), []);
      pitchesOf.get(Number(registrationId))!.push(name);
    }
    const accountsOf = new Map<string, string[]>();
    for (const { email, account } of paid as { email: string; account: string }[]) {
      if (!accountsOf.has(email)) accountsOf.set(email, []);
      accountsOf.get(email)!.push(account.replace(/\s+/g, '').toUpperCase());
    }
    return waiting.map((row: Record<string, string | number>) => ({
      documentId: String(row.documentId),
      firstName: String(row.firstName),
      lastName: String(row.lastName),
      // What is still to pay: a part may have come already.
      amount: paymentProgress({ amount: row.amount!, paidAmount: row.paidAmount }, 0).remaining,
      paymentReference: String(row.paymentReference),
      pitches: pitchesOf.get(Number(row.id)) ?? [],
      knownAccounts: accountsOf.get(String(row.email)) ?? [],
    }));
  }

  /** The likeliest registrations for each line that matched none, read once for the whole file. */
  async function suggestedFor(statementLines: StatementLine[], lines: ImportedLine[]): Promise<ImportedLine[]> {
    if (!lines.some((line) => line.result === 'unknown-reference')) return lines;
    const candidates = await waiting();
    return lines.map((line, index) =>
      line.result === 'unknown-reference' ? { ...line, suggestions: suggestPayments(statementLines[index]!, candidates) } : line,
    );
  }

  return { waiting, suggestedFor };
});

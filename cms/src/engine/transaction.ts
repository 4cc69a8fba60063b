import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { settleWaitingLine } from './waiting-line';
import { outbox } from './outbox';

/**
 * Work on registrations in one transaction: before the commit, the waiting lines' bases move by those the work took
 * off them or put back (waiting-line.ts); after it, the e-mails the work queued leave.
 */
export async function registrationTransaction<T>(strapi: Core.Strapi, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const result = await strapi.db.transaction(async ({ trx }) => {
    const done = await work(trx);
    await settleWaitingLine(trx);
    return done;
  });
  outbox(strapi).sendSoon();
  return result;
}

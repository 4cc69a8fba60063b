import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { settleWaitingLine } from './allocation';

/**
 * Work in one transaction; the e-mails it queued in the outbox leave after the commit. Work that
 * took the allocation lock sets the waiting line's base last.
 */
export async function withOutbox<T>(strapi: Core.Strapi, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const result = await strapi.db.transaction(async ({ trx }) => {
    const done = await work(trx as unknown as Knex.Transaction);
    await settleWaitingLine(trx as unknown as Knex.Transaction);
    return done;
  });
  strapi.service('api::email-message.email-message').sendSoon();
  return result;
}

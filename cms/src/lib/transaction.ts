import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/** Work in one transaction; the e-mails it queued in the outbox leave after the commit. */
export async function withOutbox<T>(strapi: Core.Strapi, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const result = await strapi.db.transaction(({ trx }) => work(trx as unknown as Knex.Transaction));
  strapi.service('api::email-message.email-message').sendSoon();
  return result;
}

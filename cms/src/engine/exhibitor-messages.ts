import type { Core } from '@strapi/strapi';
import { perStrapi } from '../lib/per-strapi';
import type { Knex } from 'knex';
import type { ExhibitorAudience, ExhibitorMessageInput, ExhibitorMessageRecord, Language } from '@brocante/shared';
import { isUniqueViolation } from '../lib/api-errors';
import { asDay } from '../lib/rows';
import { TABLES } from '../lib/tables';
import { registrationTransaction } from './transaction';
import * as emails from '../emails/templates';
import type { ExhibitorMessageText } from '../emails/templates';
import { editions } from './editions';
import { outbox } from './outbox';
import { registrationRows } from './rows';

const UID = 'api::exhibitor-message.exhibitor-message';
/** Recipients queued per transaction: a long list never holds the database for long. */
const BATCH = 100;

/**
 * A message to exhibitors: staff write it once, choose who receives it (paid, awaiting payment,
 * waiting list) and send it through the outbox. Each person gets it once: the message is known by
 * the key its form drew, and each e-mail by the topic message × registration, so sending again (a
 * double click, two tabs, a send cut short) queues only what is missing.
 */
export const exhibitorMessages = perStrapi((strapi: Core.Strapi) => {
  const knex = (): Knex => strapi.db.connection;
  const edition = async (chosen?: string): Promise<string> => (await editions(strapi).chosenEdition(chosen)).date;

  /** This edition's registrations in the statuses chosen. */
  const recipientsOf = (audience: readonly ExhibitorAudience[], date: string) =>
    knex()(TABLES.registrations)
      .where({ edition: date })
      .whereIn('status', [...audience]);

  return {
    async count(audience: readonly ExhibitorAudience[], chosen?: string): Promise<number> {
      const [row] = await recipientsOf(audience, await edition(chosen)).count({ count: '*' });
      return Number(row?.count ?? 0);
    },

    async send(input: ExhibitorMessageInput, by: string | null): Promise<{ recipients: number; queued: number }> {
      let message = await strapi.db.query(UID).findOne({ where: { key: input.key } });
      if (!message) {
        try {
          message = await strapi.db
            .query(UID)
            .create({ data: { ...input, edition: await edition(input.edition || undefined), recipients: 0, sentBy: by } });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          message = await strapi.db.query(UID).findOne({ where: { key: input.key } });
        }
      }
      // The message as first written is the one sent, whatever a second click carried.
      const { subject, body, subjectNl, bodyNl, audience } = message as ExhibitorMessageText & { audience: ExhibitorAudience[] };
      const to = message.edition ? asDay(message.edition) : await edition();
      const recipients: {
        id: number;
        documentId: string;
        firstName: string;
        lastName: string;
        email: string;
        paymentReference: string;
        amount: number;
        language: Language | null;
      }[] = await recipientsOf(audience, to)
        .orderBy('id')
        .select(
          ...registrationRows.select([
            'id',
            'documentId',
            'firstName',
            'lastName',
            'email',
            'paymentReference',
            'amount',
            'language',
          ]),
        );
      const topic = (registrationId: number) => `message:${message.id}:${registrationId}`;
      let queued = 0;
      for (let start = 0; start < recipients.length; start += BATCH) {
        const batch = recipients.slice(start, start + BATCH);
        queued += await registrationTransaction(strapi, async (trx) => {
          const already = new Set(
            await trx(TABLES.emailMessages)
              .whereIn(
                'topic',
                batch.map((recipient) => topic(recipient.id)),
              )
              .pluck('topic'),
          );
          // Another send of the same message at the same moment may queue some of them first: those are not counted twice.
          let count = 0;
          for (const recipient of batch.filter((recipient) => !already.has(topic(recipient.id))))
            if (
              await outbox(strapi).queue(
                topic(recipient.id),
                emails.exhibitorMessage(recipient, { subject, body, subjectNl, bodyNl }),
                recipient.id,
              )
            )
              count += 1;
          return count;
        });
      }
      await strapi.db.query(UID).update({ where: { id: message.id }, data: { recipients: recipients.length } });
      return { recipients: recipients.length, queued };
    },

    async list(): Promise<ExhibitorMessageRecord[]> {
      const rows = await strapi.db.query(UID).findMany({ orderBy: { id: 'desc' }, limit: 50 });
      return rows.map((row: Record<string, unknown>) => ({
        documentId: String(row.documentId),
        subject: String(row.subject),
        subjectNl: (row.subjectNl as string | null) || null,
        audience: row.audience as ExhibitorAudience[],
        recipients: Number(row.recipients),
        sentBy: (row.sentBy as string | null) ?? null,
        createdAt: new Date(row.createdAt as string).toISOString(),
      }));
    },
  };
});

import type { Core } from '@strapi/strapi';
import type { ServerHealthDetails, UndeliveredEmail } from '@brocante/shared';
import { DELIVERY, messageRows } from './email-delivery';
import { mailServerRefusal } from './mail-server-refusal';
import { currentConnection } from './rows';
import { TABLES } from './tables';

type UndeliveredRow = { subject: string; reason: string | null; at: string | number | Date };

const asUndelivered = ({ subject, reason, at }: UndeliveredRow): UndeliveredEmail => ({
  subject,
  reason: reason ?? '',
  // SQLite gives the milliseconds, PostgreSQL a date.
  at: new Date(at).toISOString(),
});

/**
 * What the outbox has not delivered: the messages still waiting (the server's health) and those the mail server
 * refused for good, which wait for a volunteer to correct the address.
 */
export function undeliveredEmails(strapi: Core.Strapi) {
  const undeliverableMessages = () =>
    strapi.db.connection(TABLES.emailMessages).where(messageRows.row({ status: DELIVERY.undeliverable }));

  return {
    /**
     * The messages not sent yet, those refused for good, and whether the mail server refuses the server itself: what
     * the server's health reads (lib/server-health.ts).
     */
    async backlog(): Promise<ServerHealthDetails['emails']> {
      const knex = strapi.db.connection;
      const waiting = knex(TABLES.emailMessages).where(messageRows.row({ status: DELIVERY.due }));
      const [counted] = await waiting
        .clone()
        .count({ count: '*' })
        .min({ oldest: messageRows.column('createdAt') });
      const [latest] = await waiting
        .clone()
        .whereNotNull(messageRows.column('lastError'))
        .orderBy(messageRows.column('updatedAt'), 'desc')
        .limit(1)
        .select(`${messageRows.column('lastError')} as lastError`);
      const [refused] = await undeliverableMessages().count({ count: '*' });
      const oldest = counted?.oldest ?? null;
      return {
        waiting: Number(counted?.count ?? 0),
        oldestWaitingSince: oldest === null ? null : new Date(oldest).toISOString(),
        lastError: latest?.lastError ?? null,
        undeliverable: Number(refused?.count ?? 0),
        refusal: await mailServerRefusal(strapi).read(),
      };
    },

    /** The last message about this registration the mail server refused for good, if one waits for a new address. */
    async undeliverable(registrationId: number): Promise<UndeliveredEmail | null> {
      const [message] = await undeliverableMessages()
        .where(messageRows.row({ registrationId }))
        .orderBy(messageRows.column('undeliverableAt'), 'desc')
        .limit(1)
        .select('subject', `${messageRows.column('lastError')} as reason`, `${messageRows.column('undeliverableAt')} as at`);
      return message ? asUndelivered(message) : null;
    },

    /** The registrations with a message refused for good, each with its latest refusal, latest first. */
    async undeliverableByRegistration(): Promise<({ registrationId: number } & UndeliveredEmail)[]> {
      const rows: ({ registrationId: number } & UndeliveredRow)[] = await undeliverableMessages()
        .whereNotNull(messageRows.column('registrationId'))
        .orderBy(messageRows.column('undeliverableAt'), 'desc')
        .select(
          ...messageRows.select(['registrationId', 'subject']),
          `${messageRows.column('lastError')} as reason`,
          `${messageRows.column('undeliverableAt')} as at`,
        );
      const latest = new Map<number, { registrationId: number } & UndeliveredEmail>();
      for (const row of rows)
        if (!latest.has(Number(row.registrationId)))
          latest.set(Number(row.registrationId), { ...asUndelivered(row), registrationId: Number(row.registrationId) });
      return [...latest.values()];
    },

    /**
     * The messages about this registration refused for good, sent again to its corrected address (joins
     * the caller's transaction; they leave after its commit). The private link is put in at sending, as
     * for any message. How many there were.
     */
    async redirectUndeliverable(registrationId: number, to: string): Promise<number> {
      return (await currentConnection(strapi))(TABLES.emailMessages)
        .where(messageRows.row({ registrationId, status: DELIVERY.undeliverable }))
        .update(
          messageRows.row({
            to,
            status: DELIVERY.due,
            attempts: 0,
            lastError: null,
            undeliverableAt: null,
            nextAttemptAt: new Date(),
            updatedAt: new Date(),
          }),
        );
    },
  };
}

import { factories } from '@strapi/strapi';
import { REGISTRANT_PAGE_PATH } from '@brocante/shared';
import { renderAttachments, withPrivateLink, type OutgoingEmail } from '../../../emails/templates';
import { registrantLinkOf } from '../../../lib/registrant-key';

const UID = 'api::email-message.email-message';
const MAX_ATTEMPTS = 12;

/** Waits between attempts: 1 min, 2, 4, … up to 6 h. */
function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/**
 * The outbox: a message is stored (in the caller's transaction) before any sending is tried; sending
 * happens after, and a failure is logged and retried later by the cron task. A topic names each
 * message once (e.g. "reminder:<registration>"), so queueing twice sends once.
 */
export default factories.createCoreService(UID, ({ strapi }) => {
  let sending: Promise<void> | null = null;
  let queuedDuringRun = false;
  /** Strapi is shutting down: what is still pending waits in the table for the next start. */
  let stopping = false;

  /** The registrant's link in force now; the page without a key (it offers to send it again) if the registration is gone. */
  async function linkFor(registrationId: number): Promise<string> {
    const registration = await strapi.db
      .query('api::registration.registration')
      .findOne({ where: { id: registrationId }, select: ['documentId', 'accessKeyVersion', 'accessKeyHash'] });
    return registration?.accessKeyHash
      ? registrantLinkOf(strapi, registration)
      : `${String(strapi.config.get('site.url'))}${REGISTRANT_PAGE_PATH}`;
  }

  async function sendOne(
    message: { id: number; documentId: string; attempts: number; registrationId?: number | null } & OutgoingEmail,
  ) {
    try {
      const body = message.registrationId ? withPrivateLink(message, await linkFor(message.registrationId)) : message;
      await strapi
        .plugin('email')
        .service('email')
        .send({
          to: message.to,
          replyTo: message.replyTo || undefined,
          subject: message.subject,
          text: body.text,
          html: body.html,
          attachments: await renderAttachments(message.attachments ?? []),
        });
      await strapi.db.query(UID).update({
        where: { id: message.id },
        data: { status: 'sent', sentAt: new Date(), attempts: message.attempts + 1, lastError: null },
      });
    } catch (error) {
      const attempts = message.attempts + 1;
      strapi.log.warn(
        `E-mail « ${message.subject} » à ${message.to} non envoyé (essai ${attempts}) : ${(error as Error).message}`,
      );
      await strapi.db.query(UID).update({
        where: { id: message.id },
        data: {
          attempts,
          lastError: String((error as Error).message).slice(0, 2000),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
        },
      });
    }
  }

  return {
    /**
     * Stores a message to send; joins the caller's transaction when there is one. A message about a
     * registration names it: its history lists the message, and the private link is put in at sending.
     */
    async queue(topic: string, email: OutgoingEmail, registrationId: number | null = null) {
      const existing = await strapi.db.query(UID).findOne({ where: { topic }, select: ['id'] });
      if (existing) return;
      await strapi.db
        .query(UID)
        .create({ data: { topic, ...email, registrationId, status: 'pending', attempts: 0, nextAttemptAt: new Date() } });
    },

    /** Sends what is due, one run at a time in this process; a call during a run makes one more run. */
    sendDue(): Promise<void> {
      if (sending) {
        queuedDuringRun = true;
        return sending;
      }
      sending = (async () => {
        try {
          do {
            queuedDuringRun = false;
            const due = await strapi.db.query(UID).findMany({
              where: { status: 'pending', nextAttemptAt: { $lte: new Date() } },
              orderBy: { id: 'asc' },
              limit: 50,
            });
            for (const message of due) {
              if (stopping) return;
              await sendOne(message);
            }
          } while (queuedDuringRun && !stopping);
        } finally {
          sending = null;
        }
      })();
      return sending;
    },

    /** After a commit: try now, without making the caller wait or fail. */
    sendSoon() {
      setImmediate(() => {
        if (stopping) return;
        this.sendDue().catch((error: Error) => strapi.log.error(`File d'envoi des e-mails : ${error.message}`));
      });
    },

    /** On shutdown: no new run, and the message being sent finishes before the database closes. */
    async stop() {
      stopping = true;
      await sending;
    },
  };
});

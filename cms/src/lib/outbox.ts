import { hostname } from 'node:os';
import type { Core } from '@strapi/strapi';
import type { MailServerRefusal } from '@brocante/shared';
import { DELIVERY, messageRows, type OutgoingEmail, type StoredEmail } from './email-delivery';
import { mailServerRefusal, type WaitingMessage } from './mail-server-refusal';
import { currentConnection, insertRow, isPostgres } from './rows';
import { RefusedByMailServer, smtpThread, UndeliverableAddress } from './smtp';
import { TABLES } from './tables';
import { undeliveredEmails } from './undelivered-emails';

const UID = 'api::email-message.email-message';
const MAX_ATTEMPTS = 12;
/** Messages read from the outbox at once, and sent side by side over as many SMTP connections (a round trip waits on the network). */
const BATCH = 50;
const SIDE_BY_SIDE = 3;

/**
 * What the outbox's owner does to a batch before it leaves: the body each message is sent with. It may
 * throw (e.g. nothing to sign with yet): the batch then waits in the outbox for the next run.
 */
export type Dressing = (batch: StoredEmail[]) => Promise<(message: StoredEmail) => Pick<OutgoingEmail, 'text' | 'html'>>;

/** What the outbox's owner does once the mail server takes messages again after refusing them: tell whom it must. */
export type FlowingAgain = (refusal: MailServerRefusal, waited: WaitingMessage[]) => Promise<void>;

/** Waits between attempts: 1 min, 2, 4, … up to 6 h. */
function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/**
 * The outbox: a message is stored (in the caller's transaction) before any sending is tried; sending
 * happens after, and a failure is logged and retried later by the cron task. A topic names each
 * message once (e.g. "reminder:<registration>"), so queueing twice sends once. It knows nothing of
 * what the messages say: `dress` gives each the body it leaves with. `owner` names the process on the
 * messages it claims: its machine and port, which a process restarted in its place shares.
 */
export function createOutbox(
  strapi: Core.Strapi,
  dress: Dressing,
  {
    owner = `${hostname()}:${String(strapi.config.get('server.port', ''))}`,
    flowingAgain,
  }: { owner?: string; flowingAgain?: FlowingAgain } = {},
) {
  let sending: Promise<void> | null = null;
  /** When the next message may leave: messages leave at most `outbox.ratePerSecond` a second. */
  let nextDeparture = 0;
  async function turnToLeave() {
    const interval = 1000 / Math.max(1, Number(strapi.config.get('outbox.ratePerSecond', 25)));
    const at = Math.max(Date.now(), nextDeparture);
    nextDeparture = at + interval;
    if (at > Date.now()) await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
  }
  let queuedDuringRun = false;
  /** Strapi is shutting down: what is still pending waits in the table for the next start. */
  let stopping = false;
  const smtp = smtpThread(strapi, SIDE_BY_SIDE);
  /** Whether this process ever claimed a message: only then has it claims to give back. */
  let claimed = false;
  const refusal = mailServerRefusal(strapi);
  /** This run noted the mail server's refusal: once a run is enough. */
  let refusalNoted = false;
  /**
   * This run's first message left: the end of a refusal, told once (leftAgain). Every message of the run that leaves
   * waits for it before it is marked sent, so that the list of what waited names each, those sent side by side too.
   */
  let leftThisRun: Promise<void> | null = null;
  /**
   * How long this process holds the messages it claimed (`outbox.claimSeconds`, ten minutes): another
   * process on the same database leaves them alone meanwhile, and takes them once the claim is over
   * if this one died.
   */
  const claimMs = 1000 * Number(strapi.config.get('outbox.claimSeconds', 600));

  /**
   * The next messages due that no other process holds, claimed for this one in one statement (on
   * PostgreSQL, rows another process is claiming at that instant are skipped, not waited for).
   */
  async function claimDue(): Promise<StoredEmail[]> {
    const now = new Date();
    const db = strapi.db.connection;
    const due = db(TABLES.emailMessages)
      .select('id')
      .where(messageRows.row({ status: DELIVERY.due }))
      .where(messageRows.column('nextAttemptAt'), '<=', now)
      // Free, or held by this process's name: this very process (one run at a time), or the one it
      // replaces on this machine and port, killed holding them, whose messages need not wait for its claim.
      .where((free) =>
        free
          .whereNull(messageRows.column('claimedUntil'))
          .orWhere(messageRows.column('claimedUntil'), '<', now)
          .orWhere(messageRows.column('claimedBy'), owner),
      )
      .orderBy('id')
      .limit(BATCH);
    if (isPostgres(db)) due.forUpdate().skipLocked();
    await db(TABLES.emailMessages)
      .whereIn('id', due)
      .update(messageRows.row({ claimedBy: owner, claimedUntil: new Date(now.getTime() + claimMs) }));
    claimed = true;
    return strapi.db.query(UID).findMany({
      where: { claimedBy: owner, status: DELIVERY.due, claimedUntil: { $gt: now } },
      orderBy: { id: 'asc' },
    });
  }

  /** The messages this process claimed and did not send go back to whichever process looks next. */
  async function releaseClaims() {
    if (!claimed) return;
    await strapi.db
      .connection(TABLES.emailMessages)
      .where(messageRows.row({ claimedBy: owner, status: DELIVERY.due }))
      .update(messageRows.row({ claimedBy: null, claimedUntil: null }));
  }

  /** A message's row, updated in one plain statement (Strapi's query layer reads the row before and after). */
  const updateMessage = (id: number, fields: Parameters<typeof messageRows.row>[0]) =>
    strapi.db
      .connection(TABLES.emailMessages)
      .where({ id })
      .update(messageRows.row({ ...fields, updatedAt: new Date() }));

  /**
   * The first message of a run that left: a refusal noted before (by any process) is over. What waited is due at once
   * (not at its next try), and the owner tells of it; ended once, by the process that reads it first.
   */
  async function leftAgain() {
    const ended = await refusal.end();
    if (!ended) return;
    const waited = await refusal.waiting();
    await strapi.db
      .connection(TABLES.emailMessages)
      .where(messageRows.row({ status: DELIVERY.due }))
      .update(messageRows.row({ nextAttemptAt: new Date() }));
    queuedDuringRun = true;
    strapi.log.info(`Le serveur d'envoi prend de nouveau les e-mails (${waited.length} attendaient).`);
    await flowingAgain?.(ended, waited);
  }

  async function sendOne(message: StoredEmail, body: Pick<OutgoingEmail, 'text' | 'html'>) {
    try {
      await smtp.send({
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: body.text,
        html: body.html,
        attachments: message.attachments ?? [],
      });
      await (leftThisRun ??= leftAgain().catch((error: Error) => {
        strapi.log.error(`Fin du refus du serveur d'envoi : ${error.message}`);
      }));
      await updateMessage(message.id, {
        status: DELIVERY.sent,
        sentAt: new Date(),
        attempts: message.attempts + 1,
        lastError: null,
      });
    } catch (error) {
      const attempts = message.attempts + 1;
      if (error instanceof UndeliverableAddress) {
        // Retrying cannot help: the message waits for a volunteer to correct the address (redirectUndeliverable).
        strapi.log.warn(`E-mail « ${message.subject} » à ${message.to} refusé définitivement : ${error.message}`);
        await updateMessage(message.id, {
          attempts,
          lastError: error.message.slice(0, 2000),
          status: DELIVERY.undeliverable,
          undeliverableAt: new Date(),
          nextAttemptAt: null,
        });
        return;
      }
      strapi.log.warn(
        `E-mail « ${message.subject} » à ${message.to} non envoyé (essai ${attempts}) : ${(error as Error).message}`,
      );
      if (error instanceof RefusedByMailServer && !refusalNoted) {
        refusalNoted = true;
        await refusal.note(error.message);
      }
      await updateMessage(message.id, {
        attempts,
        lastError: String((error as Error).message).slice(0, 2000),
        status: attempts >= MAX_ATTEMPTS ? DELIVERY.failed : DELIVERY.due,
        nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
        claimedBy: null,
        claimedUntil: null,
      });
    }
  }

  const outbox = {
    /**
     * Stores a message to send; joins the caller's transaction when there is one. A message about a
     * registration names it: its history lists the message, and the private link is put in at sending.
     * False when a message of this topic was queued already (by this caller or one at the same moment).
     */
    async queue(topic: string, email: OutgoingEmail, registrationId: number | null = null): Promise<boolean> {
      // A walk-in reached by phone only has no address: nothing to send.
      if (!email.to) return false;
      const now = new Date();
      const id = await insertRow(
        await currentConnection(strapi),
        TABLES.emailMessages,
        messageRows.row({
          topic,
          to: email.to,
          replyTo: email.replyTo ?? null,
          subject: email.subject,
          text: email.text,
          html: email.html,
          attachments: email.attachments ? JSON.stringify(email.attachments) : null,
          registrationId,
          status: DELIVERY.due,
          attempts: 0,
          nextAttemptAt: now,
        }),
        { now, onConflict: 'topic' },
      );
      return id !== null;
    },

    /**
     * Sends what is due until nothing is (a burst of registrations leaves no e-mail for the cron), a
     * few side by side, at the committee's rate; one run at a time in this process, and a call
     * during a run makes it look again before it ends. A message is marked sent as soon as it
     * leaves, and each is claimed in the database first: none is sent twice, by this process or another
     * on the same database.
     */
    sendDue(): Promise<void> {
      if (sending) {
        queuedDuringRun = true;
        return sending;
      }
      sending = (async () => {
        refusalNoted = false;
        leftThisRun = null;
        try {
          let full = false;
          do {
            queuedDuringRun = false;
            const due = await claimDue();
            full = due.length === BATCH;
            if (!due.length) continue;
            const bodyOf = await dress(due).catch(async (error) => {
              await releaseClaims();
              throw error;
            });
            const next = [...due];
            await Promise.all(
              Array.from({ length: SIDE_BY_SIDE }, async () => {
                for (let message = next.shift(); message && !stopping; message = next.shift()) {
                  await turnToLeave();
                  await sendOne(message, bodyOf(message));
                }
              }),
            );
          } while ((queuedDuringRun || full) && !stopping);
        } finally {
          smtp.endRun();
          sending = null;
        }
      })();
      return sending;
    },

    ...undeliveredEmails(strapi),

    /** After a commit: try now, without making the caller wait or fail. */
    sendSoon() {
      setImmediate(() => {
        if (stopping) return;
        outbox.sendDue().catch((error: Error) => strapi.log.error(`File d'envoi des e-mails : ${error.message}`));
      });
    },

    /** On shutdown: no new run, and the message being sent finishes before the database closes. */
    async stop() {
      stopping = true;
      await sending;
      await releaseClaims();
      await smtp.stop();
    },
  };
  return outbox;
}

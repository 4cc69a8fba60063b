/**
 * The outbox's SMTP conversations, and the drawing of their QR codes, on a thread of their own
 * (lib/smtp.ts starts it). On Strapi's thread, each step of a message waited behind the requests being
 * served: during a burst of registrations on SQLite (whose queries run on that thread), no e-mail left
 * until the burst was over. A run's first e-mail opens the pool of connections, the end of the run closes it.
 */
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer, { type Transporter } from 'nodemailer';
import { renderAttachments } from './attachments';
import { isMailServerRefusal, isPermanentRefusal, type SmtpMessage } from './smtp';

const port = parentPort!;

// Below the requests: on a one-core server, during an opening, a person's registration is answered first and
// the e-mails take the processor's gaps (Linux gives each thread its own nice value: this one only).
try {
  setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // A system that refuses leaves the thread at the process's priority.
}
let transporter: Transporter | null = null;

port.on('message', async (request: { id: number; message: SmtpMessage & { from: string; replyTo: string } } | 'end-run') => {
  if (request === 'end-run') {
    transporter?.close();
    transporter = null;
    return;
  }
  const { message } = request;
  transporter ??= nodemailer.createTransport(workerData.options);
  try {
    await transporter.sendMail({ ...message, attachments: renderAttachments(message.attachments) });
    port.postMessage({ id: request.id });
  } catch (error) {
    // An Error crosses to Strapi's thread without nodemailer's fields: who refused goes beside its words.
    const refused = isPermanentRefusal(error as object)
      ? 'address'
      : isMailServerRefusal(error as object)
        ? 'mail-server'
        : undefined;
    port.postMessage({ id: request.id, error: (error as Error).message, refused });
  }
});

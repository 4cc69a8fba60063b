/**
 * The SMTP conversations of one outbox run, and the drawing of their QR codes, on a thread of their own
 * (lib/smtp.ts starts it). On Strapi's thread, each step of a message waited behind the requests being
 * served: during a burst of registrations on SQLite (whose queries run on that thread), no e-mail left
 * until the burst was over.
 */
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import { renderAttachments } from '../emails/attachments';
import type { SmtpMessage } from './smtp';

const transporter = nodemailer.createTransport(workerData.options);
const port = parentPort!;

port.on('message', async (request: { id: number; message: SmtpMessage & { from: string; replyTo: string } } | 'close') => {
  if (request === 'close') {
    transporter.close();
    port.close();
    return;
  }
  const { message } = request;
  try {
    await transporter.sendMail({ ...message, attachments: await renderAttachments(message.attachments) });
    port.postMessage({ id: request.id });
  } catch (error) {
    port.postMessage({ id: request.id, error: (error as Error).message });
  }
});

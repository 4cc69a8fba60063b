import type { Core } from '@strapi/strapi';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EmailAttachment } from './attachments';

interface EmailPluginConfig {
  providerOptions: Record<string, unknown>;
  settings: { defaultFrom: string; defaultReplyTo: string };
}

export interface SmtpMessage {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
}

/**
 * The server refused the recipient for good: a 5xx answer to RCPT TO (550 "no such user", a domain
 * without a mail server) or to the message itself. Sending again changes nothing until the address
 * does. Every other failure (4xx "try later", a connection that drops, our own sender or login
 * refused) is the outbox's to retry.
 */
export class UndeliverableAddress extends Error {}

/**
 * The committee's mail server refuses the server itself, whatever the message: it cannot be reached or spoken to (its
 * address, its port, its TLS), it refuses the login, or it refuses the sender. Retried like any failure, and said at
 * once by the server's health (lib/mail-server-refusal.ts): no message leaves until the committee's SMTP settings or
 * account are mended.
 */
export class RefusedByMailServer extends Error {}

type SmtpError = { code?: string; command?: string; responseCode?: number };

/** Whether nodemailer's error is a permanent refusal of the address (see UndeliverableAddress). */
export function isPermanentRefusal(error: SmtpError): boolean {
  const permanent = typeof error.responseCode === 'number' && error.responseCode >= 500 && error.responseCode < 600;
  return permanent && (error.command === 'RCPT TO' || error.code === 'EMESSAGE');
}

/** nodemailer's codes for a connection, TLS, protocol or login that failed (its list of error codes). */
const MAIL_SERVER_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EREQUIRETLS',
  'EPROTOCOL',
  'EAUTH',
  'ENOAUTH',
  'EPROXY',
]);

/** Whether nodemailer's error is the mail server refusing the server itself (see RefusedByMailServer). */
export function isMailServerRefusal(error: SmtpError): boolean {
  const refused = typeof error.responseCode === 'number' && error.responseCode >= 500 && error.responseCode < 600;
  return MAIL_SERVER_CODES.has(error.code ?? '') || (refused && error.command === 'MAIL FROM');
}

/**
 * The outbox's SMTP connections, on a thread of their own (smtp-worker.ts), away from the requests
 * Strapi serves. The thread starts with the first e-mail the process sends (starting it costs 0.2 to
 * 0.4 s of CPU: nodemailer, sharp) and stays until Strapi stops; a thread that died starts again at
 * the next e-mail. A run of the outbox sends over a few connections kept open (`connections`), and
 * `endRun` closes them: none held between bursts. The server, its credentials and the sender are the
 * email plugin's settings (config/plugins.ts).
 */
export function smtpThread(strapi: Core.Strapi, connections: number) {
  const { providerOptions, settings } = strapi.config.get('plugin::email') as EmailPluginConfig;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let worker: Worker | null = null;

  function rejectAll(error: Error) {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(path.join(__dirname, 'smtp-worker.js'), {
      workerData: { options: { ...providerOptions, pool: true, maxConnections: connections } },
    });
    // Strapi's own handles keep the process alive while it serves; an idle thread must not.
    thread.unref();
    thread.on('message', ({ id, error, refused }: { id: number; error?: string; refused?: 'address' | 'mail-server' }) => {
      const sending = waiting.get(id);
      waiting.delete(id);
      if (!error) return sending?.resolve();
      const Refusal = refused === 'address' ? UndeliverableAddress : refused === 'mail-server' ? RefusedByMailServer : Error;
      sending?.reject(new Refusal(error));
    });
    thread.on('error', rejectAll);
    thread.on('exit', () => {
      worker = null;
      rejectAll(new Error("Le fil d'envoi SMTP s'est arrêté."));
    });
    worker = thread;
    return thread;
  }

  return {
    send: (message: SmtpMessage) =>
      new Promise<void>((resolve, reject) => {
        lastId += 1;
        waiting.set(lastId, { resolve, reject });
        started().postMessage({
          id: lastId,
          message: { from: settings.defaultFrom, ...message, replyTo: message.replyTo || settings.defaultReplyTo },
        });
      }),
    endRun: () => worker?.postMessage('end-run'),
    stop: async () => {
      await worker?.terminate();
    },
  };
}

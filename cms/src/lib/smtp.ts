import type { Core } from '@strapi/strapi';
import type { EmailAttachment } from '../emails/attachments';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

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
 * A pool of SMTP connections for one run of the outbox: a burst of e-mails goes through a few
 * connections kept open instead of one connection per message, and the pool is closed when the run
 * ends (no connection held between bursts, none left open at shutdown). The server, its
 * credentials and the sender are the email plugin's settings (config/plugins.ts). The connections
 * live on a thread of their own (smtp-worker.ts), away from the requests Strapi serves.
 */
export function openSmtpPool(strapi: Core.Strapi, connections: number) {
  const { providerOptions, settings } = strapi.config.get('plugin::email') as EmailPluginConfig;
  const worker = new Worker(path.join(__dirname, 'smtp-worker.js'), {
    workerData: { options: { ...providerOptions, pool: true, maxConnections: connections } },
  });
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let lastId = 0;
  function settleAll(error: Error) {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  }
  worker.on('message', ({ id, error }: { id: number; error?: string }) => {
    const sending = waiting.get(id);
    waiting.delete(id);
    if (error) sending?.reject(new Error(error));
    else sending?.resolve();
  });
  worker.on('error', settleAll);
  worker.on('exit', () => settleAll(new Error("Le fil d'envoi SMTP s'est arrêté.")));
  return {
    send: (message: SmtpMessage) =>
      new Promise<void>((resolve, reject) => {
        lastId += 1;
        waiting.set(lastId, { resolve, reject });
        worker.postMessage({
          id: lastId,
          message: { from: settings.defaultFrom, ...message, replyTo: message.replyTo || settings.defaultReplyTo },
        });
      }),
    close: () => worker.postMessage('close'),
  };
}

export type SmtpPool = ReturnType<typeof openSmtpPool>;

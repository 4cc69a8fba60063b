import type { Core } from '@strapi/strapi';
import nodemailer from 'nodemailer';

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
  attachments?: { filename: string; content: Buffer | string; contentType?: string; cid?: string }[];
}

/**
 * A pool of SMTP connections for one run of the outbox: a burst of e-mails goes through a few
 * connections kept open instead of one connection per message, and the pool is closed when the run
 * ends (no connection held between bursts, none left open at shutdown). The server, its
 * credentials and the sender are the email plugin's settings (config/plugins.ts).
 */
export function openSmtpPool(strapi: Core.Strapi, connections: number) {
  const { providerOptions, settings } = strapi.config.get('plugin::email') as EmailPluginConfig;
  const transporter = nodemailer.createTransport({ ...providerOptions, pool: true, maxConnections: connections });
  return {
    send: (message: SmtpMessage) =>
      transporter.sendMail({
        from: settings.defaultFrom,
        ...message,
        replyTo: message.replyTo || settings.defaultReplyTo,
      }),
    close: () => transporter.close(),
  };
}

export type SmtpPool = ReturnType<typeof openSmtpPool>;

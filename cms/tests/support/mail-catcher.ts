import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { until } from './until';

/** A real SMTP catcher (MailDev) on a free port: what Strapi sends arrives here, parsed. */
export interface CaughtEmail {
  id: string;
  subject: string;
  to: { address: string }[];
  replyTo?: { address: string }[];
  text: string;
  html: string;
  attachments?: { fileName: string; generatedFileName: string; contentType: string; contentId?: string; length?: number }[];
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startMailCatcher() {
  const MailDev = createRequire(import.meta.url)('maildev');
  const port = await freePort();
  /** Domains whose recipients are refused, with the code a mail server would answer RCPT TO (550: no such address). */
  const refusedDomains = new Map<string, number>();
  /** MailDev's own SIGTERM and SIGINT handlers, one pair per start: taken off when it stops (one process runs the suite). */
  let handlers: [NodeJS.Signals, NodeJS.SignalsListener][] = [];
  const start = async () => {
    const signals = ['SIGTERM', 'SIGINT'] as const;
    const before = new Set(signals.flatMap((signal) => process.listeners(signal)));
    const maildev = new MailDev({ smtp: port, ip: '127.0.0.1', disableWeb: true, silent: true });
    handlers = signals.flatMap((signal) =>
      process
        .listeners(signal)
        .flatMap((handler) => (before.has(handler) ? [] : [[signal, handler] as [NodeJS.Signals, NodeJS.SignalsListener]])),
    );
    // MailDev's SMTP server (smtp-server) asks this of each RCPT TO; an error is answered with its responseCode.
    const { smtp } = createRequire(import.meta.url)('maildev/lib/mailserver');
    smtp.onRcptTo = (recipient: { address: string }, _session: unknown, callback: (error?: Error) => void) => {
      const code = refusedDomains.get(recipient.address.split('@').pop()!.toLowerCase());
      if (!code) return callback();
      const reason = code >= 500 ? 'Recipient address rejected: User unknown' : 'Try again later';
      callback(Object.assign(new Error(`<${recipient.address}>: ${reason}`), { responseCode: code }));
    };
    await new Promise<void>((resolve, reject) => maildev.listen((error?: Error) => (error ? reject(error) : resolve())));
    return maildev;
  };
  let maildev = await start();
  const call = <T>(method: string, ...args: unknown[]) =>
    new Promise<T>((resolve, reject) =>
      maildev[method](...args, (error: Error | null, result: T) => (error ? reject(error) : resolve(result))),
    );
  /**
   * What `clear` set aside: forgotten, not deleted. MailDev writes each message to a file as its parsing ends; deleting
   * its files while one is being received made it throw (ENOENT) in this very process, failing a test file at random.
   */
  const forgotten = new Set<string>();
  // MailDev keeps its messages in its module: a catcher started in a process that ran another one forgets theirs.
  for (const email of await call<CaughtEmail[]>('getAllEmail')) forgotten.add(email.id);
  const caught = async () => (await call<CaughtEmail[]>('getAllEmail')).filter((email) => !forgotten.has(email.id));
  const to = async (address: string) =>
    (await caught()).filter((email) => email.to.some((recipient) => recipient.address === address));
  return {
    port,
    all: caught,
    /** The bytes of an attachment, as the person's mail client gets them. */
    attachment: (email: CaughtEmail, fileName: string) =>
      new Promise<Buffer>((resolve, reject) => {
        const generated = email.attachments?.find((attachment) => attachment.fileName === fileName)?.generatedFileName;
        maildev.getEmailAttachment(email.id, generated, (error: Error | null, _type: string, stream: NodeJS.ReadableStream) => {
          if (error) return reject(error);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          stream.on('error', reject);
        });
      }),
    to,
    /** The e-mails to `address` once at least `count` have arrived (sending happens after the request's answer). */
    received: (address: string, count = 1) =>
      until(
        () => to(address),
        (emails) => emails.length >= count,
      ),
    clear: async () => {
      for (const email of await call<CaughtEmail[]>('getAllEmail')) forgotten.add(email.id);
    },
    /** Refuses every recipient at `domain` with this SMTP code from now on: 550 for good, 4xx for a while. */
    refuse(domain: string, code = 550) {
      refusedDomains.set(domain, code);
    },
    /** Takes the recipients at `domain` again. */
    accept(domain: string) {
      refusedDomains.delete(domain);
    },
    /** Stops catching: the SMTP port refuses connections until `restart`. */
    stop: async () => {
      await new Promise<void>((resolve) => maildev.close(() => resolve()));
      for (const [signal, handler] of handlers) process.off(signal, handler);
    },
    async restart() {
      maildev = await start();
    },
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

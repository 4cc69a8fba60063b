import { expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './stack';

/**
 * The committee's mail server, as the servers of the server suite reach it on this machine's side of their link: on
 * 587 with STARTTLS and on 465 with TLS from the start, each with a throw-away certificate the servers trust (as
 * Debian trusts a real provider's), the account's password asked after TLS only. What they take goes on to the mail
 * catcher (tools/mail-catcher, on this machine alone), where the tests read it; each message's way in is written
 * down (MAIL_LOG).
 */
/** The relays' ports (STARTTLS, TLS), the catcher's (SMTP and web, on this machine alone). */
export const MAIL_PORTS = { starttls: 587, tls: 465, smtp: 1026, web: 1092 };
/** The committee's account on its mail server. */
export const SMTP_ACCOUNT = { user: 'brocante', password: 'Relais-Smtp-2027!' };
const MAIL_DIR = path.join(ROOT, 'e2e', '.servers', 'courrier');
/** The certificate of the relays, which the servers add to their authorities (prepareServer). */
export const MAIL_CERTIFICATE = path.join(MAIL_DIR, 'relais.pem');
/** One JSON line a message: the port it came in by, whether over TLS, the account, its recipients. */
export const MAIL_LOG = path.join(MAIL_DIR, 'arrivees.jsonl');

export interface MailArrival {
  port: number;
  tls: boolean;
  user: string;
  to: string[];
}
export const mailArrivals = (): MailArrival[] =>
  readFileSync(MAIL_LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as MailArrival);

interface Session {
  secure: boolean;
  user?: string;
  envelope: { mailFrom: { address: string } | false; rcptTo: { address: string }[] };
}
interface SmtpServer {
  listen(port: number, host: string): void;
  close(done: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}
type Done = (error?: Error | null, result?: { user: string }) => void;
interface SmtpServerClass {
  new (options: {
    secure: boolean;
    key: Buffer;
    cert: Buffer;
    authMethods: string[];
    onAuth(auth: { username: string; password: string }, session: Session, done: Done): void;
    onData(stream: NodeJS.ReadableStream, session: Session, done: Done): void;
  }): SmtpServer;
}
interface Transport {
  sendMail(message: { envelope: { from: string; to: string[] }; raw: Buffer }): Promise<unknown>;
}

/** The relays on every address of this machine, the servers' gateways among them (10.77.1.1, 10.77.2.1). */
export function startMailRelays(): () => Promise<void> {
  mkdirSync(MAIL_DIR, { recursive: true });
  writeFileSync(MAIL_LOG, '');
  const key = path.join(MAIL_DIR, 'relais.key');
  // Self-signed and an authority (openssl's default): the servers' trust stores take it as one of theirs.
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=relais-smtp'],
      ...['-addext', 'subjectAltName=IP:10.77.1.1,IP:10.77.2.1', '-keyout', key, '-out', MAIL_CERTIFICATE],
    ],
    { stdio: 'ignore' },
  );
  // The catcher's own SMTP server and client libraries (smtp-server, nodemailer), which it depends on.
  const fromCatcher = createRequire(
    path.join(realpathSync(path.join(ROOT, 'tools', 'mail-catcher', 'node_modules', 'maildev')), 'package.json'),
  );
  const { SMTPServer } = fromCatcher('smtp-server') as { SMTPServer: SmtpServerClass };
  const catcher = (fromCatcher('nodemailer') as { createTransport(options: object): Transport }).createTransport({
    host: '127.0.0.1',
    port: MAIL_PORTS.smtp,
    ignoreTLS: true,
  });
  const relays = [
    { port: MAIL_PORTS.starttls, secure: false },
    { port: MAIL_PORTS.tls, secure: true },
  ].map(({ port, secure }) => {
    const relay = new SMTPServer({
      secure,
      key: readFileSync(key),
      cert: readFileSync(MAIL_CERTIFICATE),
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth({ username, password }, _session, done) {
        if (username === SMTP_ACCOUNT.user && password === SMTP_ACCOUNT.password) done(null, { user: username });
        else done(new Error('Compte ou mot de passe faux'));
      },
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((recipient) => recipient.address);
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          catcher.sendMail({ envelope: { from, to }, raw: Buffer.concat(chunks) }).then(() => {
            appendFileSync(MAIL_LOG, `${JSON.stringify({ port, tls: session.secure, user: session.user ?? '', to })}\n`);
            done();
          }, done);
        });
      },
    });
    relay.on('error', (error) => console.error(`Relais SMTP ${port} : ${error.message}`));
    relay.listen(port, '0.0.0.0');
    return relay;
  });
  return () => Promise.all(relays.map((relay) => new Promise<void>((resolve) => relay.close(resolve)))).then(() => {});
}

/** One e-mail the mail catcher holds, as its web API gives it. */
export interface CaughtEmail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  attachments?: { fileName: string; generatedFileName: string }[];
}

/**
 * A page of the mail catcher's web API, on a connection of its own: the suite's commands on the servers hold this
 * process's event loop for seconds (spawnSync), so a kept-alive connection can be closed by the catcher (after its 5 s)
 * just as the next request leaves on it (« other side closed », in the restore drill once).
 */
const fromCatcher = (page: string) => fetch(`http://127.0.0.1:${MAIL_PORTS.web}${page}`, { headers: { connection: 'close' } });

/** The e-mails the committee's mail server has taken, all of them. */
export const caughtEmails = async () => (await (await fromCatcher('/email')).json()) as CaughtEmail[];

/**
 * The attachment `name` of the e-mails to `committee` (its mailbox: the mail catcher behind its mail server). The
 * catcher says it took an e-mail before it has read it whole: it is looked for during 30 s.
 */
export async function backupAttachment(name: string, committee: string): Promise<Buffer> {
  let email: CaughtEmail | undefined;
  await expect(async () => {
    email = (await caughtEmails()).find(
      (candidate) =>
        candidate.to.some((to) => to.address === committee) &&
        candidate.attachments?.some((attachment) => attachment.fileName === name),
    );
    expect(email, `un e-mail au comité qui porte ${name}`).toBeDefined();
  }).toPass({ timeout: 30_000, intervals: [500] });
  if (!email) throw new Error(`Aucun e-mail au comité ne porte ${name}.`);
  if (!/ : sauvegarde du .+ \/ back-up van .+$/.test(email.subject)) throw new Error(`Sujet inattendu : ${email.subject}`);
  const attachment = email.attachments!.find((candidate) => candidate.fileName === name)!;
  const response = await fromCatcher(`/email/${email.id}/attachment/${attachment.generatedFileName}`);
  return Buffer.from(await response.arrayBuffer());
}

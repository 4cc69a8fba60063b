import { expect } from '@playwright/test';
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:tls';
import path from 'node:path';
import { serverAt, type ServerRun } from '../../scripts/debian-server.mjs';
import { signInVolunteer } from '../../scripts/volunteer-sign-in.mjs';
import { MAIL_CERTIFICATE, MAIL_PORTS, SMTP_ACCOUNT } from './server-mail';
import { ROOT } from './stack';

/**
 * The server suite (e2e/server): the committee's volunteer puts the site online on a fresh Debian server with
 * deploy/brocante install, as docs/deployment.md says, and keeps it alive. The servers are Debian roots booted with
 * their own systemd (scripts/debian-server.mjs); the certificate comes from Let's Encrypt's test server (pebble).
 */
export const SERVER_WORK = path.join(ROOT, 'e2e', '.servers');
/** What the setup left for the tests: the first server's systemd, its install's output and time, pebble's root. */
export const SERVER_STATE = path.join(SERVER_WORK, 'state.json');
export const DOMAIN = 'brocante.trois-tilleuls.be';
/** The panel on a domain of the committee's choosing, not the default cms.DOMAIN (the second committee has that one). */
export const PANEL_DOMAIN = 'panneau.trois-tilleuls.be';
export const COMMITTEE_EMAIL = 'comite@trois-tilleuls.be';
export const STAFF_PASSWORD = 'Trois-Tilleuls-2027!';

export interface ServerState {
  leader: string;
  /** the server's root, as this machine sees it */
  dir: string;
  address: string;
  gateway: string;
  authority: string;
  acmeDirectory: string;
  install: { status: number | null; output: string; seconds: number };
}

export const serverState = (): ServerState => JSON.parse(readFileSync(SERVER_STATE, 'utf8'));
/**
 * What `ps` showed on the first server while it was installed (every command line, read five times a second) of the
 * answers' passwords, of curl given the committee's password (« comite: »), and the accounts' commands (the first
 * volunteer's password and the configuration's secrets once went on theirs): e2e/support/server-setup.ts keeps it here.
 */
export const PS_DURING_INSTALL = '/root/ps-pendant-installation.txt';
export const WATCHED_IN_PS = [STAFF_PASSWORD, SMTP_ACCOUNT.password, 'comite:', 'scripts/create-'];
export const firstServer = (): ServerRun => serverAt(serverState().leader).run;

/** The answers a volunteer gives the installer, as its answers file (deploy/brocante help lists them). */
export function answers(gateway: string, acmeDirectory: string) {
  return [
    `DOMAIN=${DOMAIN}`,
    `PANEL_DOMAIN=${PANEL_DOMAIN}`,
    `EMAIL=${COMMITTEE_EMAIL}`,
    'COMMITTEE_NAME=Comité des Trois Tilleuls',
    `SMTP_HOST=${gateway}`,
    // STARTTLS, the security the install takes for this port.
    `SMTP_PORT=${MAIL_PORTS.starttls}`,
    `SMTP_USERNAME=${SMTP_ACCOUNT.user}`,
    `SMTP_PASSWORD=${SMTP_ACCOUNT.password}`,
    `STAFF_PASSWORD=${STAFF_PASSWORD}`,
    `ACME_SERVER=${acmeDirectory}`,
    '',
  ].join('\n');
}

/**
 * What the volunteer brings to the server: this checkout's files (committed or not, as `git clone` would bring a
 * commit's), its version, the answers; and the trust a real server has in Let's Encrypt: pebble's root, and the
 * certificate of pebble's own address (certbot's REQUESTS_CA_BUNDLE in the install's command).
 */
export function prepareServer(dir: string, run: ServerRun, state: Pick<ServerState, 'gateway' | 'authority' | 'acmeDirectory'>) {
  mkdirSync(path.join(dir, 'root', 'brocante'), { recursive: true });
  execSync(
    `git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -C ${JSON.stringify(path.join(dir, 'root', 'brocante'))} -xf -`,
    { cwd: ROOT },
  );
  writeFileSync(
    path.join(dir, 'root', 'brocante', 'VERSION'),
    execSync('git describe --always --dirty', { cwd: ROOT, encoding: 'utf8' }),
  );
  writeFileSync(path.join(dir, 'root', 'reponses.txt'), answers(state.gateway, state.acmeDirectory));
  writeFileSync(path.join(dir, 'usr', 'local', 'share', 'ca-certificates', 'pebble.crt'), state.authority);
  // The mail server's certificate, trusted as a provider's is by Debian's authorities.
  writeFileSync(path.join(dir, 'usr', 'local', 'share', 'ca-certificates', 'relais-smtp.crt'), readFileSync(MAIL_CERTIFICATE));
  writeFileSync(path.join(dir, 'root', 'pebble-adresse.pem'), readFileSync(path.join(SERVER_WORK, 'acme', 'listener.pem')));
  run('update-ca-certificates >/dev/null 2>&1');
}

/** The README's third command, with the answers file, as root on the server. */
export function installCommand(extra = '') {
  return `cd /root/brocante && ./deploy/brocante install --answers /root/reponses.txt ${extra}`;
}
export const INSTALL_ENV = { REQUESTS_CA_BUNDLE: '/root/pebble-adresse.pem' };

/** A request to the committee's domain from outside (this machine), at `address`, trusting pebble's root only. */
export function fromOutside(
  address: string,
  authority: string,
  method: string,
  url: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const target = new URL(url);
  // JSON, unless the body is bytes already (a form's, with its own content-type among the headers).
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: address,
        port: 443,
        servername: target.hostname,
        method,
        path: `${target.pathname}${target.search}`,
        ca: authority,
        // A connection of its own, as a new visit: none left idle across a restart of the server's services.
        agent: false,
        headers: {
          host: target.hostname,
          ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/**
 * The panel of the first server as the committee opens it: its password (the installer wrote it for the committee)
 * gives the panel's pass, then the committee's account signs in. Resolves with a call that carries both.
 */
export async function panelSession() {
  const { address, authority } = serverState();
  const call = (method: string, route: string, options?: Parameters<typeof fromOutside>[4]) =>
    fromOutside(address, authority, method, `https://${PANEL_DOMAIN}${route}`, options);
  const password = firstServer()("sed -n 's/^mot de passe : //p' /etc/brocante/brocante/panneau.txt").stdout.trim();
  const opened = await call('GET', '/admin/', {
    headers: { authorization: `Basic ${Buffer.from(`comite:${password}`).toString('base64')}` },
  });
  expect(opened.status).toBe(200);
  const pass = String(opened.headers['set-cookie']).match(/brocante_panel_pass=[0-9a-f]{64}/)?.[0] ?? '';
  expect(pass).not.toBe('');
  const login = await call('POST', '/admin/login', {
    body: { email: COMMITTEE_EMAIL, password: STAFF_PASSWORD },
    headers: { cookie: pass },
  });
  expect(login.status, login.text).toBe(200);
  const signedIn = { cookie: pass, authorization: `Bearer ${JSON.parse(login.text).data.token}` };
  return (method: string, route: string, { body, headers }: Parameters<typeof fromOutside>[4] = {}) =>
    call(method, route, { body, headers: { ...signedIn, ...headers } });
}

/** A photo an editor adds to the media library: a PNG of one pixel, as multipart form data. */
export function photoForm(name: string) {
  const boundary = `----brocante${Date.now()}`;
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, png, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Whether a TCP connection to `address`:`port` opens within two seconds. */
export function portOpens(address: string, port: number): boolean {
  return spawnSync('bash', ['-c', `exec 3<>/dev/tcp/${address}/${port}`], { timeout: 2000 }).status === 0;
}

/** A visitor's registration from Watermael-Boitsfort, as the site's form sends it, under the names given. */
export const visitorRegistration = (person: { firstName: string; lastName: string; email: string; houseNumber: string }) => ({
  data: {
    kind: 'visitor',
    ...person,
    phone: '0470 12 34 56',
    street: 'Rue du Ramier',
    postalCode: '1170',
    city: 'Watermael-Boitsfort',
    comment: '',
    acceptsRules: true,
    acceptsPrivacy: true,
    pitchCount: 1,
  },
});

/** An address of the committee's site. */
export const site = (route: string) => `https://${DOMAIN}${route}`;
/** A request from outside to the first server's site. */
export const onFirst = (method: string, route: string, options?: Parameters<typeof fromOutside>[4]) =>
  fromOutside(serverState().address, serverState().authority, method, site(route), options);

/** The certificate a visitor's browser is shown at `address` for `name`, checked against pebble's root. */
export function servedCertificate(
  address: string,
  name: string,
): Promise<{ authorized: boolean; serial: string; issuer: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: address, port: 443, servername: name, ca: serverState().authority }, () => {
      const certificate = socket.getPeerCertificate();
      resolve({ authorized: socket.authorized, serial: certificate.serialNumber, issuer: String(certificate.issuer.CN ?? '') });
      socket.end();
    });
    socket.on('error', reject);
  });
}

/** The volunteer's authenticator app, for the suite's processes and servers (scripts/volunteer-sign-in.mjs). */
export const SERVER_AUTHENTICATORS = path.join(SERVER_WORK, 'authenticators.json');

/**
 * A volunteer's session on a server, by the API the admin app calls: signed in with their second factor, enrolled at
 * the first sign-in since the committee asks it of a coordinator; a restored server knows it from its backup.
 */
export async function volunteer(call: typeof onFirst) {
  const jwt = await signInVolunteer(
    async (method, route, body, token) => {
      const answer = await call(method, route, { body, headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(answer.status, `${method} ${route} : ${answer.text}`).toBeLessThan(300);
      return JSON.parse(answer.text);
    },
    { email: COMMITTEE_EMAIL, password: STAFF_PASSWORD },
    SERVER_AUTHENTICATORS,
  );
  return async (method: string, route: string, data?: unknown) => {
    const answer = await call(method, route, {
      body: data === undefined ? undefined : { data },
      headers: { authorization: `Bearer ${jwt}` },
    });
    if (answer.status >= 300) throw new Error(`${method} ${route} : ${answer.status} ${answer.text}`);
    return answer.text ? JSON.parse(answer.text) : null;
  };
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { completeTheQuarter, setUpFirstEdition } from '../../scripts/first-edition.mjs';
import {
  productionAddresses,
  productionSecrets,
  renderSiteNginx,
  throwAwayCertificate,
} from '../../scripts/production-machine.mjs';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { ROOT, run, startMailCatcher, waitFor } from './stack';
import {
  FIRST_STRAPI_PID,
  productionVolunteerToken,
  PANEL_ADMIN,
  PRODUCTION_DATABASE_URL,
  PRODUCTION_HTTPS_PORT,
  PRODUCTION_HTTP_PORT,
  PRODUCTION_MAIL_WEB_URL,
  PRODUCTION_PANEL_PASSWORD,
  PRODUCTION_PANEL_PORT,
  PRODUCTION_SECOND_STRAPI_URL,
  PRODUCTION_STAFF,
  PRODUCTION_STRAPI_URL,
  PRODUCTION_URL,
  PRODUCTION_WWW,
  SECOND_STRAPI_PID,
  SITE_BEFORE_FIRST_EDITION,
  WORK,
} from './production-accounts';

/**
 * The deployed stack, as docs/deployment.md tells an operator to run it: nginx from the OS packages with
 * the repository's configuration (deploy/nginx), terminating TLS with a throw-away certificate,
 * serving the site and admin builds and proxying /api and /uploads to Strapi, started with
 * `strapi start` in production on PostgreSQL, with real secrets and no demo data.
 */
export * from './production-accounts';

/**
 * The mail catcher's account, as a committee's mail provider gives one: drawn once by the process that loads the
 * configuration, which its test workers inherit (a backup's copy by e-mail logs in with it too).
 */
const SMTP_ACCOUNT = {
  user: 'brocante',
  password: (process.env.PRODUCTION_SMTP_PASSWORD ??= randomBytes(12).toString('base64url')),
};

export const postgresAdminUrl = () =>
  process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://brocante:brocante@127.0.0.1:5432/postgres';

export async function postgres(sql: string) {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** How many tables a database has (a restore refused before anything changed leaves a new one with none). */
export const publicTables = (url: URL) =>
  Number(
    spawnSync('psql', [url.toString(), '-XAtc', "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"], {
      encoding: 'utf8',
    }).stdout,
  );

async function waitForPort(port: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.on('connect', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Rien n'écoute sur le port ${port}`);
}

/** `strapi start` in production on this machine, as its operator runs it (node, Strapi's own command, in cms/). */
export const STRAPI_START = [path.join(ROOT, 'cms', 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'];

/** The environment production's Strapi runs with, on this database. */
export function strapiEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  // HOST unset: Strapi listens on 127.0.0.1 by default, as docs/deployment.md leaves it.
  const { HOST: _host, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'production',
    PORT: '1340',
    PUBLIC_URL: PRODUCTION_URL,
    SITE_URL: PRODUCTION_URL,
    IS_PROXIED: 'true',
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: databaseUrl,
    ...productionSecrets(),
    // The committee's mail server as production talks to it: TLS checked against its certificate (the
    // throw-away one, trusted here as a real one is everywhere), a password, SMTP_REQUIRE_TLS left on.
    SMTP_HOST: 'localhost',
    SMTP_PORT: '1036',
    SMTP_SECURE: 'true',
    SMTP_USERNAME: SMTP_ACCOUNT.user,
    SMTP_PASSWORD: SMTP_ACCOUNT.password,
    NODE_EXTRA_CA_CERTS: path.join(WORK, 'tls', 'cert.pem'),
    ...productionAddresses(),
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_LOG_LEVEL: 'warn',
    SESSION_COOKIE_SECURE: '',
    SEED_DEMO: '',
    CORS_ORIGINS: '',
    SITE_REBUILD_URL: '',
    // A process killed holding e-mails leaves them to the other after this (ten minutes by default).
    OUTBOX_CLAIM_SECONDS: '15',
  };
}

export async function startProductionStack(): Promise<() => Promise<void>> {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(path.join(WORK, 'tls'), { recursive: true });
  const database = `brocante_production_${randomBytes(4).toString('hex')}`;
  await postgres(`CREATE DATABASE "${database}"`);
  const databaseUrl = new URL(postgresAdminUrl());
  databaseUrl.pathname = `/${database}`;
  const environment = strapiEnvironment(databaseUrl.toString());
  writeFileSync(PRODUCTION_DATABASE_URL, databaseUrl.toString());
  const children: ChildProcess[] = [];

  const stop = async () => {
    // Each process asked to stop, and waited for (15 s at most), before its database goes.
    const exited = (child: ChildProcess) =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          });
    await Promise.race([Promise.all(children.reverse().map(exited)), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    await postgres(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  };
  // A step that fails stops what the steps before it started: no stray Strapi or catcher holds its port.
  try {
    const tls = throwAwayCertificate(path.join(WORK, 'tls'));
    const certificate = tls.cert;
    const certificateKey = tls.key;
    children.push(
      startMailCatcher(1036, 1091, [
        '--incoming-secure',
        '--incoming-cert',
        certificate,
        '--incoming-key',
        certificateKey,
        '--incoming-user',
        SMTP_ACCOUNT.user,
        '--incoming-pass',
        SMTP_ACCOUNT.password,
      ]),
    );
    await waitFor(`${PRODUCTION_MAIL_WEB_URL}/email`);
    const cms = path.join(ROOT, 'cms');
    // Strapi and the editors' panel, built as a release is (`strapi build`, through turbo: the server suite's release
    // archive then takes the same build from turbo's cache).
    await run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=cms', '--output-logs=errors-only'], { cwd: ROOT });
    const first = spawn(process.execPath, STRAPI_START, {
      cwd: cms,
      env: environment,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(first);
    writeFileSync(FIRST_STRAPI_PID, String(first.pid));
    await waitFor(`${PRODUCTION_STRAPI_URL}/_health`);

    // The operator: a volunteer's account by the command of docs/deployment.md, then the committee's configuration
    // through the panel's own API (what the first administrator types in the panel).
    await run('pnpm', ['--filter', 'cms', 'run', 'staff:create'], {
      cwd: ROOT,
      env: { ...environment, STAFF_EMAIL: PRODUCTION_STAFF.email, STAFF_PASSWORD: PRODUCTION_STAFF.password },
    });
    // The panel's first administrator by the command of docs/deployment.md, before the panel is exposed.
    await run('pnpm', ['--filter', 'cms', 'run', 'panel:admin'], {
      cwd: ROOT,
      env: {
        ...environment,
        PANEL_ADMIN_EMAIL: PANEL_ADMIN.email,
        PANEL_ADMIN_PASSWORD: PANEL_ADMIN.password,
        PANEL_ADMIN_NAME: `${PANEL_ADMIN.firstname} ${PANEL_ADMIN.lastname}`,
      },
    });
    const signedIn = await fetch(`${PRODUCTION_STRAPI_URL}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: PANEL_ADMIN.email, password: PANEL_ADMIN.password }),
    });
    if (!signedIn.ok) throw new Error(`Premier administrateur refusé : ${signedIn.status} ${await signedIn.text()}`);
    const { data } = (await signedIn.json()) as { data: { token?: string; accessToken?: string } };
    if (!data.token && !data.accessToken) throw new Error('Premier administrateur sans jeton.');
    // The first administrator completes the committee's quarter, which the install leaves empty.
    await completeTheQuarter(async (method, pathname, body) => {
      const answer = await fetch(`${PRODUCTION_STRAPI_URL}${pathname}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token ?? data.accessToken}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${method} ${pathname} refusé : ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as { data: Record<string, unknown> };
    });
    // The volunteer sets the committee's account and the first edition (what the admin's Éditions screen sends).
    const jwt = await productionVolunteerToken();
    const staffCall = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${PRODUCTION_STRAPI_URL}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
        body: JSON.stringify({ data: body }),
      });
      if (!response.ok) throw new Error(`${method} ${path} refusé : ${response.status} ${await response.text()}`);
    };
    // The operator builds the site on the day of the installation, before any edition exists: it must build.
    await run('pnpm', ['exec', 'astro', 'build'], {
      cwd: path.join(ROOT, 'site'),
      env: {
        STRAPI_URL: PRODUCTION_STRAPI_URL,
        SITE_URL: PRODUCTION_URL,
        SITE_OUT_DIR: SITE_BEFORE_FIRST_EDITION,
        ASTRO_TELEMETRY_DISABLED: '1',
      },
    });
    const date = await setUpFirstEdition(staffCall);
    // The volunteer lays out the pitches (what the admin's Emplacements screen sends).
    for (const number of [2, 4, 6, 8]) {
      const pitch = await fetch(`${PRODUCTION_STRAPI_URL}/api/locations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
        body: JSON.stringify({
          data: {
            name: `R${number / 2}`,
            street: 'Rue du Ramier',
            number: String(number),
            meters: 3,
            description: `Devant le n° ${number}`,
          },
        }),
      });
      if (pitch.status !== 201) throw new Error(`Emplacement refusé : ${pitch.status} ${await pitch.text()}`);
    }
    // Then opens the edition, its pitches drawn.
    await staffCall('PUT', `/api/editions/${date}/state`, { state: 'open' });

    // The second process, on the same database and secrets, once the first has set the schema up.
    const second = spawn(process.execPath, [path.join(cms, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'], {
      cwd: cms,
      env: { ...environment, PORT: '1341' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(second);
    writeFileSync(SECOND_STRAPI_PID, String(second.pid));
    await waitFor(`${PRODUCTION_SECOND_STRAPI_URL}/_health`);

    const site = path.join(WORK, 'site');
    await run('pnpm', ['exec', 'astro', 'build'], {
      cwd: path.join(ROOT, 'site'),
      env: { STRAPI_URL: PRODUCTION_STRAPI_URL, SITE_URL: PRODUCTION_URL, SITE_OUT_DIR: site, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    const www = PRODUCTION_WWW;
    cpSync(site, www, { recursive: true });
    cpSync(path.join(ROOT, 'admin', 'dist'), path.join(www, 'admin'), { recursive: true });

    const conf = path.join(WORK, 'nginx');
    mkdirSync(conf, { recursive: true });
    // The command of docs/deployment.md for the panel's password file.
    const hashed = spawnSync('openssl', ['passwd', '-apr1', PRODUCTION_PANEL_PASSWORD.password], { encoding: 'utf8' });
    if (hashed.status !== 0) throw new Error('openssl n’a pas chiffré le mot de passe du panneau');
    writeFileSync(path.join(conf, 'panel.htpasswd'), `${PRODUCTION_PANEL_PASSWORD.user}:${hashed.stdout.trim()}\n`);
    const nginxArgs = renderSiteNginx({
      conf,
      upstreams: [1340, 1341],
      ports: { http: PRODUCTION_HTTP_PORT, https: PRODUCTION_HTTPS_PORT, panel: PRODUCTION_PANEL_PORT },
      tls,
      www,
    });
    children.push(
      spawn('nginx', nginxArgs, {
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await waitForPort(PRODUCTION_HTTPS_PORT);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

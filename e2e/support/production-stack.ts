import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { ROOT, run, startMailCatcher, waitFor } from './stack';

/**
 * The deployed stack, as the README tells an operator to run it: nginx from the OS packages with
 * the repository's configuration (deploy/nginx), terminating TLS with a throw-away certificate,
 * serving the site and admin builds and proxying /api and /uploads to Strapi, started with
 * `strapi start` in production on PostgreSQL, with real secrets and no demo data.
 */
export const PRODUCTION_HTTPS_PORT = 8443;
export const PRODUCTION_HTTP_PORT = 8080;
export const PRODUCTION_URL = `https://localhost:${PRODUCTION_HTTPS_PORT}`;
export const PRODUCTION_STRAPI_URL = 'http://127.0.0.1:1340';
/** Where Strapi's panel would be, on its own host name: the one origin allowed to frame the preview page. */
export const PRODUCTION_PANEL_ORIGIN = PRODUCTION_STRAPI_URL;
export const PRODUCTION_MAIL_WEB_URL = 'http://127.0.0.1:1091';
export const PRODUCTION_STAFF = { email: 'marie.benevole@example.be', password: 'Trois-Tilleuls-2027!' };
/** The first administrator of Strapi's panel, who fills in the configuration. */
const PANEL_ADMIN = {
  email: 'president@example.be',
  password: 'Comite-Trois-Tilleuls-1',
  firstname: 'Paul',
  lastname: 'Président',
};
const WORK = path.join(ROOT, 'e2e', '.production');

const postgresAdminUrl = () => process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://brocante:brocante@127.0.0.1:5432/postgres';

async function postgres(sql: string) {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

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

/** `openssl rand -base64 32`, as the README asks for each secret. */
const secret = () => randomBytes(32).toString('base64');

function strapiEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '1340',
    PUBLIC_URL: PRODUCTION_URL,
    SITE_URL: PRODUCTION_URL,
    IS_PROXIED: 'true',
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: databaseUrl,
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '1036',
    COMMITTEE_EMAIL: 'comite@trois-tilleuls.example.be',
    // The editors' panel is not built for this suite; its admin API still answers.
    SERVE_ADMIN_PANEL: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_LOG_LEVEL: 'warn',
    SESSION_COOKIE_SECURE: '',
    SEED_DEMO: '',
    CORS_ORIGINS: '',
    SITE_REBUILD_URL: '',
  };
}

/** deploy/nginx/brocante.conf with its «site» lines set for this machine; every one must be found. */
function renderNginx(www: string) {
  const replacements: [RegExp, string][] = [
    [/server 127\.0\.0\.1:1337;/, `server 127.0.0.1:1340;`],
    [/listen 80;/, `listen 127.0.0.1:${PRODUCTION_HTTP_PORT};`],
    [/listen 443 ssl http2;/, `listen 127.0.0.1:${PRODUCTION_HTTPS_PORT} ssl http2;`],
    [/server_name brocante\.example\.be;/, 'server_name localhost;'],
    [/ssl_certificate \S+;/, `ssl_certificate ${WORK}/tls/cert.pem;`],
    [/ssl_certificate_key \S+;/, `ssl_certificate_key ${WORK}/tls/key.pem;`],
    [/root \/srv\/brocante\/www;/, `root ${www};`],
    [/frame-ancestors https:\/\/cms\.brocante\.example\.be;/, `frame-ancestors ${PRODUCTION_PANEL_ORIGIN};`],
  ];
  const lines = readFileSync(path.join(ROOT, 'deploy', 'nginx', 'brocante.conf'), 'utf8').split('\n');
  const rendered = lines.map((line) => {
    if (!line.includes('# «site»')) return line;
    const replacement = replacements.find(([pattern]) => pattern.test(line));
    if (!replacement) throw new Error(`deploy/nginx/brocante.conf : ligne «site» inconnue du test : ${line.trim()}`);
    return line.replace(replacement[0], replacement[1]);
  });
  const conf = path.join(WORK, 'nginx');
  mkdirSync(path.join(conf, 'brocante'), { recursive: true });
  mkdirSync(path.join(conf, 'tmp'), { recursive: true });
  for (const file of readdirSync(path.join(ROOT, 'deploy', 'nginx')))
    cpSync(path.join(ROOT, 'deploy', 'nginx', file), path.join(conf, 'brocante', file));
  writeFileSync(path.join(conf, 'brocante', 'brocante.conf'), rendered.join('\n'));
  writeFileSync(
    path.join(conf, 'nginx.conf'),
    [
      'daemon off;',
      'user root;',
      'worker_processes 1;',
      `pid ${conf}/nginx.pid;`,
      `error_log ${conf}/error.log warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${conf}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${conf}/tmp/${kind};`),
      '  include brocante/brocante.conf;',
      '}',
    ].join('\n'),
  );
  return conf;
}

export async function startProductionStack(): Promise<() => Promise<void>> {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(path.join(WORK, 'tls'), { recursive: true });
  const database = `brocante_production_${randomBytes(4).toString('hex')}`;
  await postgres(`CREATE DATABASE "${database}"`);
  const databaseUrl = new URL(postgresAdminUrl());
  databaseUrl.pathname = `/${database}`;
  const environment = strapiEnvironment(databaseUrl.toString());
  const children: ChildProcess[] = [];

  children.push(startMailCatcher(1036, 1091));
  await waitFor(`${PRODUCTION_MAIL_WEB_URL}/email`);
  const cms = path.join(ROOT, 'cms');
  children.push(
    spawn(process.execPath, [path.join(cms, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'], {
      cwd: cms,
      env: environment,
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(`${PRODUCTION_STRAPI_URL}/_health`);

  // The operator: a volunteer's account by the README's command, then the committee's configuration
  // through the panel's own API (what the first administrator types in the panel).
  await run('pnpm', ['--filter', 'cms', 'run', 'staff:create'], {
    cwd: ROOT,
    env: { ...environment, STAFF_EMAIL: PRODUCTION_STAFF.email, STAFF_PASSWORD: PRODUCTION_STAFF.password },
  });
  const registered = await fetch(`${PRODUCTION_STRAPI_URL}/admin/register-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PANEL_ADMIN),
  });
  if (!registered.ok) throw new Error(`Premier administrateur refusé : ${registered.status} ${await registered.text()}`);
  const { data } = (await registered.json()) as { data: { token?: string; accessToken?: string } };
  const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const configured = await fetch(`${PRODUCTION_STRAPI_URL}/content-manager/single-types/api::configuration.configuration`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token ?? data.accessToken}` },
    body: JSON.stringify({
      date,
      registrationPrice: 12,
      debtorName: 'Comité de quartier des Trois Tilleuls ASBL',
      debtorIban: 'BE21001234567803',
      debtorBic: 'GEBABEBB',
      neighborRegistrationEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      visitorRegistrationEnd: new Date(Date.now() + 50 * 86_400_000).toISOString(),
      unpaidGraceDays: 21,
      reminderDaysBeforeExpiry: 5,
      householdRegistrationLimit: 2,
    }),
  });
  if (!configured.ok) throw new Error(`Configuration refusée : ${configured.status} ${await configured.text()}`);
  // The volunteer lays out the pitches (what the admin's Emplacements screen sends).
  const signIn = await fetch(`${PRODUCTION_STRAPI_URL}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: PRODUCTION_STAFF.email, password: PRODUCTION_STAFF.password }),
  });
  const { jwt } = (await signIn.json()) as { jwt: string };
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

  const site = path.join(WORK, 'site');
  await run('pnpm', ['exec', 'astro', 'build'], {
    cwd: path.join(ROOT, 'site'),
    env: { STRAPI_URL: PRODUCTION_STRAPI_URL, SITE_URL: PRODUCTION_URL, SITE_OUT_DIR: site, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const www = path.join(WORK, 'www');
  cpSync(site, www, { recursive: true });
  cpSync(path.join(ROOT, 'admin', 'dist'), path.join(www, 'admin'), { recursive: true });

  const tls = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(WORK, 'tls', 'key.pem'),
      '-out',
      path.join(WORK, 'tls', 'cert.pem'),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (tls.status !== 0) throw new Error('openssl n’a pas créé le certificat de test');
  const conf = renderNginx(www);
  const check = spawnSync('nginx', ['-t', '-p', conf, '-c', path.join(conf, 'nginx.conf'), '-e', path.join(conf, 'error.log')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx refuse la configuration :\n${check.stderr}`);
  children.push(
    spawn('nginx', ['-p', conf, '-c', path.join(conf, 'nginx.conf'), '-e', path.join(conf, 'error.log')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitForPort(PRODUCTION_HTTPS_PORT);

  return async () => {
    for (const child of children.reverse()) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await postgres(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  };
}

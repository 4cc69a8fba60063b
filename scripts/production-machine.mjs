/**
 * Production on a machine that is not the committee's server, for the production suite
 * (e2e/support/production-stack.ts) and the smallest-server bench (bench-server-stack.mjs): the secrets
 * docs/deployment.md asks for, a throw-away certificate, and deploy/nginx with its «site» lines set for this
 * machine inside Debian's main configuration, reduced.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeSiteFiles } from '../deploy/nginx-site.mjs';

/** Strapi's secrets, fresh: 32 random bytes each, as `openssl rand -base64 32` gives (docs/deployment.md). */
export function productionSecrets() {
  const secret = () => randomBytes(32).toString('base64');
  return {
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  };
}

/**
 * The committee's addresses production demands (cms/src/lib/committee-addresses.ts): a committee's own,
 * on a domain that is not an example one. Nothing leaves this machine: the mail catcher takes every message.
 */
export function productionAddresses() {
  return {
    EMAIL_FROM: 'Comité du Parvis <brocante@comite-du-parvis.be>',
    COMMITTEE_EMAIL: 'comite@comite-du-parvis.be',
  };
}

/** A self-signed certificate for localhost and 127.0.0.1, valid two days. */
export function throwAwayCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl n’a pas créé le certificat :\n${made.stderr}`);
  return { cert, key };
}

/**
 * Writes deploy/nginx into `conf` with every «site» line set for this machine (deploy/nginx-site.mjs), and the main
 * configuration around it: Debian's, reduced to what the site's configuration needs. `upstreams` are Strapi's
 * ports. Returns nginx's arguments once `nginx -t` accepts it. The panel's password file (`conf`/panel.htpasswd)
 * is the caller's, written before.
 */
export function renderSiteNginx({ conf, upstreams, ports, tls, www, workerProcesses = 1 }) {
  mkdirSync(path.join(conf, 'tmp'), { recursive: true });
  writeSiteFiles(
    {
      upstreams,
      listen: { http: `127.0.0.1:${ports.http}`, https: `127.0.0.1:${ports.https}`, panel: `127.0.0.1:${ports.panel}` },
      siteName: 'localhost',
      panelName: 'localhost',
      panelOrigin: `https://localhost:${ports.panel}`,
      tls,
      www,
      acme: path.join(conf, 'acme'),
      htpasswd: path.join(conf, 'panel.htpasswd'),
      upgradeFlag: path.join(conf, 'mise-a-jour'),
    },
    randomBytes(32).toString('hex'),
    path.join(conf, 'brocante'),
  );
  writeFileSync(
    path.join(conf, 'nginx.conf'),
    [
      'daemon off;',
      'user root;',
      `worker_processes ${workerProcesses};`,
      `pid ${conf}/nginx.pid;`,
      `error_log ${conf}/error.log warn;`,
      'events { worker_connections 768; }',
      'http {',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${conf}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${conf}/tmp/${kind};`),
      '  include brocante/brocante.conf;',
      '}',
    ].join('\n'),
  );
  const args = ['-p', conf, '-c', path.join(conf, 'nginx.conf'), '-e', path.join(conf, 'error.log')];
  const check = spawnSync('nginx', ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuse la configuration :\n${check.stderr}`);
  return args;
}

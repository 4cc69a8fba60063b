/**
 * `pnpm bench:server`, the stack: the smallest server a committee rents (1 vCPU, 1 GiB) made of a cgroup v1
 * pair (memory and cpuset) in which run, and only they, a PostgreSQL cluster of the bench's own, nginx with
 * the repository's deploy/nginx, and one `strapi start` in production; the mail catcher beside them. Everything it
 * creates (cgroups, cluster, files) it removes in `stop`. The cgroups: bench-server-cgroups.mjs; the cluster:
 * bench-server-postgres.mjs; the ports: bench-server-ports.mjs.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clearServerCore, createCgroups, removeCgroups, spawnInCgroups } from './bench-server-cgroups.mjs';
import { createDatabase, databaseUrl, dropDatabase, spawnPostgres } from './bench-server-postgres.mjs';
import { PORTS, PUBLIC_URL } from './bench-server-ports.mjs';
import { throughNginx, waitForPort } from './bench-server-wait.mjs';
import { productionAddresses, productionSecrets, renderSiteNginx, throwAwayCertificate } from './production-machine.mjs';

const MAILDEV = ['tools', 'mail-catcher', 'catcher.cjs'];
const STRAPI_BIN = ['cms', 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'];

/**
 * The bench's stack, stopped by `stop()` whatever happened. `settings` are the server's: PostgreSQL's
 * parameters, Node's options for Strapi, Strapi's pool, nginx's workers (scripts/bench-server.mjs).
 */
export async function startStack({ root, settings }) {
  const work = path.join(root, 'scripts', '.bench-server');
  const running = new Map();
  let cgroupsMade = false;
  let giveBackServerCore = () => {};

  const stopProcess = async (name, signal = 'SIGTERM') => {
    const child = running.get(name);
    if (!child) return;
    running.delete(name);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await Promise.race([exited, sleep(20_000)]);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };

  const stop = async () => {
    await stopProcess('strapi');
    await stopProcess('nginx', 'SIGQUIT');
    await stopProcess('mail');
    if (running.has('postgres')) {
      // The bench's database dropped, then its whole cluster stopped and deleted.
      await dropDatabase();
      // SIGINT: PostgreSQL's fast shutdown.
      await stopProcess('postgres', 'SIGINT');
    }
    giveBackServerCore();
    if (cgroupsMade) removeCgroups();
    rmSync(work, { recursive: true, force: true });
  };

  try {
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    const logs = path.join(work, 'logs');
    mkdirSync(logs);
    const log = (name) => openSync(path.join(logs, `${name}.log`), 'a');
    createCgroups();
    cgroupsMade = true;
    giveBackServerCore = clearServerCore();
    const tls = throwAwayCertificate(path.join(work, 'tls'));

    // PostgreSQL: a cluster of the bench's own, in the server's cgroups with the server's settings.
    const postgres = spawnPostgres({
      work,
      parameters: settings.postgres,
      stdio: ['ignore', log('postgres'), log('postgres')],
    });
    running.set('postgres', postgres.child);
    await createDatabase();

    // The committee's mail provider, with TLS and a password as production talks to it; outside the server (a
    // provider is elsewhere on the internet), on the machine's other cores.
    const smtpAccount = { user: 'brocante', password: randomBytes(12).toString('base64url') };
    const mailDirectory = path.join(work, 'mails');
    running.set(
      'mail',
      spawn(
        process.execPath,
        [
          path.join(root, ...MAILDEV),
          ...['--smtp', String(PORTS.smtp), '--web', String(PORTS.mailWeb), '--ip', '127.0.0.1', '--silent'],
          ...['--mail-directory', mailDirectory, '--incoming-secure', '--incoming-cert', tls.cert, '--incoming-key', tls.key],
          ...['--incoming-user', smtpAccount.user, '--incoming-pass', smtpAccount.password],
        ],
        { stdio: ['ignore', log('mail'), log('mail')] },
      ),
    );
    await waitForPort(PORTS.mailWeb);

    // nginx first: it answers 502 until Strapi is up, so « Strapi's first answer through nginx » is Strapi's start.
    const www = path.join(work, 'www');
    mkdirSync(www);
    const conf = path.join(work, 'nginx');
    mkdirSync(conf);
    // No editor signs in during the bench: the panel's password file only has to exist.
    writeFileSync(path.join(conf, 'panel.htpasswd'), '');
    // `worker_processes auto` gives one worker on a 1 vCPU server (here `auto` would count the machine's cores).
    const nginxArgs = renderSiteNginx({
      conf,
      upstreams: [PORTS.strapi],
      ports: PORTS,
      tls,
      www,
      workerProcesses: settings.nginxWorkers,
    });
    running.set('nginx', spawnInCgroups('nginx', nginxArgs, { stdio: ['ignore', log('nginx'), log('nginx')] }));
    await waitForPort(PORTS.https);

    const strapiEnvironment = {
      ...withoutHost(process.env),
      ...settings.strapi,
      NODE_ENV: 'production',
      PORT: String(PORTS.strapi),
      PUBLIC_URL,
      SITE_URL: PUBLIC_URL,
      IS_PROXIED: 'true',
      DATABASE_CLIENT: 'postgres',
      // Through the cluster's Unix socket, as on a server where PostgreSQL runs beside Strapi: a query's round trip
      // costs both sides about half the processor it costs over the loopback's TCP (docs/deployment.md).
      DATABASE_URL: `${databaseUrl()}?host=${encodeURIComponent(postgres.cluster)}`,
      ...productionSecrets(),
      SMTP_HOST: 'localhost',
      SMTP_PORT: String(PORTS.smtp),
      SMTP_SECURE: 'true',
      SMTP_USERNAME: smtpAccount.user,
      SMTP_PASSWORD: smtpAccount.password,
      NODE_EXTRA_CA_CERTS: tls.cert,
      ...productionAddresses(),
      // The editors' panel is not built for the bench (the production suite does the same); the API is whole.
      SERVE_ADMIN_PANEL: 'false',
      STRAPI_TELEMETRY_DISABLED: 'true',
      SEED_DEMO: '',
      CORS_ORIGINS: '',
      SITE_REBUILD_URL: '',
    };

    return {
      work,
      www,
      tls,
      stop,
      running,
      /** Starts `strapi start`; resolves once nginx answers with Strapi's API, in milliseconds since the spawn. */
      async startStrapi() {
        const started = performance.now();
        const child = spawnInCgroups(process.execPath, [path.join(root, ...STRAPI_BIN), 'start'], {
          cwd: path.join(root, 'cms'),
          env: strapiEnvironment,
          stdio: ['ignore', log('strapi'), log('strapi')],
        });
        running.set('strapi', child);
        const exited = new Promise((_, reject) =>
          child.once('exit', (code) => reject(new Error(`Strapi s'est arrêté (${code}) : voir ${logs}/strapi.log`))),
        );
        await Promise.race([exited, throughNginx('/api/configuration', readFileSync(tls.cert))]);
        return performance.now() - started;
      },
      stopStrapi: () => stopProcess('strapi'),
      strapiEnvironment,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function withoutHost(environment) {
  // HOST unset: Strapi listens on 127.0.0.1, as docs/deployment.md leaves it.
  const { HOST: _host, ...rest } = environment;
  return rest;
}

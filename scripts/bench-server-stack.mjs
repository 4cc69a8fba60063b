/**
 * `pnpm bench:server`, the stack: the smallest server a committee rents (1 vCPU, 1 GiB) made of a cgroup v1
 * pair (memory and cpuset) in which run, and only they, a PostgreSQL cluster of the bench's own, nginx with
 * the repository's deploy/nginx, and one `strapi start` in production; the mail catcher beside them. Everything it
 * creates (cgroups, cluster, files) it removes in `stop`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { productionAddresses, productionSecrets, renderSiteNginx, throwAwayCertificate } from './production-machine.mjs';

/** Ports of the bench's own: none of them is used by development, the tests or the production suite. */
export const PORTS = { https: 9443, http: 9080, panel: 9444, strapi: 1350, postgres: 5442, smtp: 1047, mailWeb: 1097 };
export const PUBLIC_URL = `https://localhost:${PORTS.https}`;
export const STRAPI_URL = `http://127.0.0.1:${PORTS.strapi}`;
export const MAIL_WEB_URL = `http://127.0.0.1:${PORTS.mailWeb}`;
export const DATABASE = 'brocante_bench';
const DATABASE_ROLE = { user: 'brocante', password: 'brocante' };
export const databaseUrl = (name = DATABASE) =>
  `postgres://${DATABASE_ROLE.user}:${DATABASE_ROLE.password}@127.0.0.1:${PORTS.postgres}/${name}`;

/**
 * The server's size: 1 GiB for all its processes together, and one core of the machine's (a cpuset): a vCPU is
 * one core the processes take turns on. A CFS quota of one CPU over this machine's two cores is not that: the
 * processes run side by side, spend the period's quota in half of it, then all stop, PostgreSQL's locks held,
 * until the next period (measured: 10 to 40 s stopped in a minute's rush, every request waiting behind them).
 */
const CGROUP = 'brocante-bench';
export const MEMORY_CGROUP = `/sys/fs/cgroup/memory/${CGROUP}`;
const CPUSET_CGROUP = `/sys/fs/cgroup/cpuset/${CGROUP}`;
/** The machine's last core: the first takes the bench's clients, the site's build and the rest of the machine. */
export const SERVER_CORE = os.availableParallelism() - 1;
export const MEMORY_LIMIT = 1024 ** 3;

const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
const MAILDEV = ['tools', 'mail-catcher', 'node_modules', 'maildev', 'bin', 'maildev'];
const STRAPI_BIN = ['cms', 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function writeCgroup(dir, file, value) {
  writeFileSync(path.join(dir, file), String(value));
}

export function readCgroup(file) {
  return readFileSync(path.join(MEMORY_CGROUP, file), 'utf8');
}

function createCgroups() {
  for (const dir of [MEMORY_CGROUP, CPUSET_CGROUP]) {
    // A run that crashed leaves its cgroup behind; an empty one is reused, one with processes is someone's run.
    if (existsSync(dir) && readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').trim())
      throw new Error(`${dir} contient encore des processus : un autre banc tourne-t-il ?`);
    mkdirSync(dir, { recursive: true });
  }
  writeCgroup(MEMORY_CGROUP, 'memory.limit_in_bytes', MEMORY_LIMIT);
  writeCgroup(CPUSET_CGROUP, 'cpuset.cpus', SERVER_CORE);
  // A cpuset takes no process before it names its memory nodes: the machine's.
  writeCgroup(CPUSET_CGROUP, 'cpuset.mems', readFileSync('/sys/fs/cgroup/cpuset/cpuset.mems', 'utf8').trim());
}

/**
 * The server's core given to the server alone, as a rented vCPU is: every other process of the machine (the
 * bench's clients and builds, anyone else's work) moved to the other cores for the run, each given back its own
 * cores after; a process born meanwhile of a moved one gets all of them. The kernel's per-core threads stay.
 */
function clearServerCore() {
  const list = (pid) => /list: (.+)$/.exec(spawnSync('taskset', ['-c', '-p', pid], { encoding: 'utf8' }).stdout.trim())?.[1];
  const others = Array.from({ length: os.availableParallelism() }, (_, core) => core).filter((core) => core !== SERVER_CORE);
  const moved = new Map();
  const inServer = (pid) => {
    try {
      return readFileSync(`/proc/${pid}/cgroup`, 'utf8').includes(`:/${CGROUP}`);
    } catch {
      return true; // gone meanwhile: nothing to move
    }
  };
  const processes = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name) && !inServer(name));
  for (const pid of processes()) {
    const cores = list(pid);
    if (!cores) continue;
    if (spawnSync('taskset', ['-a', '-c', '-p', others.join(','), pid]).status === 0) moved.set(pid, cores);
  }
  return function giveBack() {
    const all = `0-${os.availableParallelism() - 1}`;
    for (const pid of processes()) spawnSync('taskset', ['-a', '-c', '-p', moved.get(pid) ?? all, pid]);
  };
}

/**
 * Starts a command already inside both cgroups: the shell joins them, then becomes the command (exec), so
 * the process and all it forks are counted from their first byte, and its pid is the command's.
 */
function spawnInCgroups(command, args, options) {
  const join = `echo $$ > ${MEMORY_CGROUP}/cgroup.procs && echo $$ > ${CPUSET_CGROUP}/cgroup.procs && exec "$@"`;
  return spawn('sh', ['-c', join, 'sh', command, ...args], options);
}

/** The process and its descendants (PostgreSQL's backends, nginx's worker), read from /proc without spawning anything. */
export function processTree(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  const tree = [];
  for (const queue = [pid]; queue.length;) {
    const next = queue.shift();
    tree.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return tree;
}

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU time a process tree used so far, in seconds: its own and its ended children's (PostgreSQL's closed backends). */
export function cpuSecondsOf(pid) {
  let ticks = 0;
  for (const each of processTree(pid)) {
    try {
      // After the command's closing parenthesis: utime, stime, cutime, cstime are fields 14 to 17.
      const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += [11, 12, 13, 14].reduce((sum, field) => sum + Number(fields[field]), 0);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** Resident memory of a process tree: RSS (shared pages counted in each process) and PSS (shared pages split). */
export function memoryOf(pid) {
  let rss = 0;
  let pss = 0;
  for (const each of processTree(pid)) {
    try {
      const rollup = readFileSync(`/proc/${each}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
    } catch {
      // ended meanwhile (a PostgreSQL backend whose connection closed)
    }
  }
  return { rss, pss };
}

async function waitForPort(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.on('connect', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`Rien n'écoute sur le port ${port}`);
}

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
      try {
        const client = new pg.Client({ connectionString: databaseUrl('postgres') });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
        await client.end();
      } catch (error) {
        console.log(`Base du banc non supprimée : ${error.message}`);
      }
      // SIGINT: PostgreSQL's fast shutdown.
      await stopProcess('postgres', 'SIGINT');
    }
    giveBackServerCore();
    if (cgroupsMade)
      for (const dir of [MEMORY_CGROUP, CPUSET_CGROUP]) {
        try {
          rmdirSync(dir);
        } catch (error) {
          console.log(`cgroup ${dir} non supprimé : ${error.message}`);
        }
      }
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

    // PostgreSQL: a cluster of the bench's own (initdb is the install, outside the server), run as the
    // postgres user with the server's settings, on its own port.
    const cluster = path.join(work, 'postgres');
    mkdirSync(cluster);
    chownSync(cluster, ...postgresIds());
    const passwordFile = path.join(work, 'postgres-password');
    writeFileSync(passwordFile, DATABASE_ROLE.password);
    chownSync(passwordFile, ...postgresIds());
    const asPostgres = ['--reuid=postgres', '--regid=postgres', '--init-groups'];
    const initdb = spawnSync(
      'setpriv',
      [
        ...asPostgres,
        path.join(POSTGRES_BIN, 'initdb'),
        ...['-D', cluster, '-U', DATABASE_ROLE.user, `--pwfile=${passwordFile}`],
        ...['--auth-local=scram-sha-256', '--auth-host=scram-sha-256', '-E', 'UTF8', '--locale=C.UTF-8'],
      ],
      { encoding: 'utf8' },
    );
    if (initdb.status !== 0) throw new Error(`initdb a échoué :\n${initdb.stderr}`);
    const parameters = Object.entries({
      port: PORTS.postgres,
      listen_addresses: '127.0.0.1',
      unix_socket_directories: cluster,
      ...settings.postgres,
    }).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
    running.set(
      'postgres',
      spawnInCgroups('setpriv', [...asPostgres, path.join(POSTGRES_BIN, 'postgres'), '-D', cluster, ...parameters], {
        stdio: ['ignore', log('postgres'), log('postgres')],
      }),
    );
    await waitForPort(PORTS.postgres);
    await retry(async () => {
      const client = new pg.Client({ connectionString: databaseUrl('postgres') });
      await client.connect();
      await client.query(`CREATE DATABASE "${DATABASE}"`);
      await client.end();
    });

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
      DATABASE_URL: `${databaseUrl()}?host=${encodeURIComponent(cluster)}`,
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

function postgresIds() {
  const ids = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return [ids('-u'), ids('-g')];
}

function withoutHost(environment) {
  // HOST unset: Strapi listens on 127.0.0.1, as docs/deployment.md leaves it.
  const { HOST: _host, ...rest } = environment;
  return rest;
}

async function retry(work, attempts = 50) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await sleep(200);
    }
  }
}

/** Polls nginx every 100 ms until Strapi answers `pathname` (nginx answers 502 while Strapi is not listening). */
async function throughNginx(pathname, ca, timeoutMs = 180_000) {
  const { request } = await import('node:https');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await new Promise((resolve) => {
      const asked = request(
        {
          host: '127.0.0.1',
          port: PORTS.https,
          path: pathname,
          servername: 'localhost',
          ca,
          headers: { host: `localhost:${PORTS.https}` },
        },
        (response) => (response.resume(), resolve(response.statusCode)),
      );
      asked.on('error', () => resolve(0));
      asked.end();
    });
    if (status && ![502, 503, 504].includes(status)) return;
    await sleep(100);
  }
  throw new Error(`${pathname} ne répond pas par nginx`);
}

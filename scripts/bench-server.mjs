#!/usr/bin/env node
/**
 * `pnpm bench:server` (not a test): the smallest server a committee rents, 1 vCPU and 1 GiB, measured.
 * nginx with deploy/nginx over HTTPS, one `strapi start` in production and PostgreSQL, inside cgroups v1 of
 * one core and 1 GiB, the mail catcher beside them as the committee's mail provider (bench-server-stack.mjs). Prints the idle memory of each, the time from `strapi start` to its first
 * answer through nginx, then the opening rush (bench-server-rush.mjs) against its targets: nothing killed
 * for memory, no registration lost or doubled, p99 of a registration ≤ 1 s, every confirmation e-mail
 * sent within 2 minutes, the throttle unchanged for a real person. Runs as root (cgroups), on Linux.
 */
import { setUpFirstEdition } from './first-edition.mjs';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CLIENTS, openingRush, PAGE_LOADS, percentile, REGISTRATIONS, send, THROTTLE_PROBES } from './bench-server-rush.mjs';
import {
  DATABASE,
  databaseUrl,
  MAIL_WEB_URL,
  MEMORY_CGROUP,
  MEMORY_LIMIT,
  cpuSecondsOf,
  memoryOf,
  PUBLIC_URL,
  readCgroup,
  SERVER_CORE,
  startStack,
  STRAPI_URL,
} from './bench-server-stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The server's settings (docs/deployment.md « Le plus petit serveur »): the defaults, which fit in 1 GiB.
 * PostgreSQL: Debian's. Node sizes its heap from the cgroup's limit (560 MB of heap in 1 GiB), as on a 1 GiB
 * server. nginx: one worker, what `worker_processes auto` gives on one vCPU. Tried without gain on the
 * processor, which is what runs short: SMTP_RATE_PER_SECOND=10, STRAPI_LOG_LEVEL=warn, --max-semi-space-size=32.
 */
const SETTINGS = {
  postgres: { shared_buffers: '128MB', max_connections: 100, work_mem: '4MB' },
  strapi: {},
  nginxWorkers: 1,
};
/** Pitches laid out before the opening: the first registrants get one, the others wait for one. */
const PITCHES = 150;
const IDLE_SECONDS = 15;
const EMAIL_DEADLINE_MS = 2 * 60_000;
const P99_TARGET_MS = 1000;
const STAFF = { email: 'banc.benevole@example.be', password: 'Banc-Trois-Tilleuls-2027!' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const megabytes = (bytes) => `${(bytes / 1024 ** 2).toFixed(0)} Mo`;
const milliseconds = (ms) => `${Math.round(ms)} ms`;
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

function build(args) {
  const done = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`pnpm ${args.join(' ')} a échoué`);
}

/** Another heavy process on this two-core machine makes the figures worthless: say so before measuring. */
function warnIfBusy() {
  const busy = spawnSync('sh', ['-c', 'ps -eo args | grep -E "vitest|playwright|strapi|astro build" | grep -v grep'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (busy) console.log(`Attention : d'autres processus lourds tournent, les chiffres en seront faussés :\n${busy}\n`);
}

/**
 * The volunteer's first steps on a new server (docs/deployment.md): their account, the committee's account, an
 * open edition, its pitches; through nginx over HTTPS as the admin sends them (the session cookie is `secure`).
 */
async function openTheEdition(stack) {
  const staffCreated = spawnSync('pnpm', ['--filter', 'cms', 'run', 'staff:create'], {
    cwd: root,
    env: { ...stack.strapiEnvironment, STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (staffCreated.status !== 0) throw new Error('staff:create a échoué');
  const ca = readFileSync(stack.tls.cert);
  const agent = new Agent({ keepAlive: true });
  const call = async (method, pathname, body, authorization) => {
    const answer = await send({
      agent,
      method,
      pathname,
      body: JSON.stringify(body),
      ca,
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL, ...(authorization && { authorization }) },
    });
    if (answer.status >= 300) throw new Error(`${method} ${pathname} refusé : ${answer.status} ${answer.body}`);
    return JSON.parse(answer.body.toString('utf8'));
  };
  const { jwt } = await call('POST', '/api/auth/local', { identifier: STAFF.email, password: STAFF.password });
  const staffCall = (method, pathname, data) => call(method, pathname, { data }, `Bearer ${jwt}`);
  const date = await setUpFirstEdition(staffCall);
  for (let number = 1; number <= PITCHES; number += 1)
    await staffCall('POST', '/api/locations', {
      name: `R${number}`,
      street: number % 2 ? 'Rue du Ramier' : 'Chaussée de Waterloo',
      number: String(number),
      meters: 3,
      description: `Devant le n° ${number}`,
    });
  await staffCall('PUT', `/api/editions/${date}/state`, { state: 'open' });
  agent.destroy();
}

/** The site built against this Strapi (its pages show the open edition) and the admin beside it, as the web root. */
function buildSite(stack) {
  const built = spawnSync('pnpm', ['exec', 'astro', 'build'], {
    cwd: path.join(root, 'site'),
    env: { ...process.env, STRAPI_URL, SITE_URL: PUBLIC_URL, SITE_OUT_DIR: stack.www, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('astro build a échoué');
  cpSync(path.join(root, 'admin', 'dist'), path.join(stack.www, 'admin'), { recursive: true });
}

/** The server's processes, then the mail catcher: the committee's mail provider, measured but not the server's. */
const SERVER_PARTS = [
  ['nginx', 'nginx'],
  ['strapi', 'Strapi'],
  ['postgres', 'PostgreSQL'],
];
const PARTS = [...SERVER_PARTS, ['mail', 'capteur d’e-mails (hors du serveur)']];

const eachPart = (stack, measure) => Object.fromEntries(PARTS.map(([name]) => [name, measure(stack.running.get(name).pid)]));

function cgroupMemory() {
  const stat = Object.fromEntries(
    readCgroup('memory.stat')
      .trim()
      .split('\n')
      .map((line) => line.split(' '))
      .map(([key, value]) => [key, Number(value)]),
  );
  return {
    usage: Number(readCgroup('memory.usage_in_bytes')),
    max: Number(readCgroup('memory.max_usage_in_bytes')),
    rss: stat.total_rss,
    cache: stat.total_cache,
    failcnt: Number(readCgroup('memory.failcnt')),
    oomKills: Number(/oom_kill (\d+)/.exec(readCgroup('memory.oom_control'))?.[1] ?? 0),
  };
}

/**
 * CPU seconds the server's core has spent, from /proc/stat: running processes, whoever they are, and serving
 * interrupts (the kernel's network work lands there too, counted to no process).
 */
function serverCoreSeconds() {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`cpu${SERVER_CORE} `));
  const [, user, nice, system, , , irq, softirq] = line.trim().split(/\s+/).map(Number);
  return { processes: (user + nice + system) / 100, interrupts: (irq + softirq) / 100 };
}

/** The confirmation e-mails the mail catcher received, polled until each registrant has theirs or the deadline passed. */
async function waitForEmails(expected, startedAt) {
  const deadline = startedAt + EMAIL_DEADLINE_MS + 60_000;
  let received = new Map();
  while (Date.now() < deadline) {
    const emails = await (await fetch(`${MAIL_WEB_URL}/email`)).json();
    received = new Map();
    for (const email of emails)
      for (const { address } of email.to ?? []) {
        if (!expected.has(address)) continue;
        const times = received.get(address) ?? [];
        times.push(new Date(email.time).getTime());
        received.set(address, times);
      }
    if ([...expected].every((address) => received.has(address))) break;
    await sleep(3000);
  }
  const all = [...received.values()].flat();
  return {
    received: received.size,
    twice: [...received.values()].filter((times) => times.length > 1).length,
    lastAfterMs: all.length ? Math.max(...all) - startedAt : NaN,
  };
}

async function registrationsInDatabase() {
  const client = new pg.Client({ connectionString: databaseUrl(DATABASE) });
  await client.connect();
  const { rows } = await client.query('SELECT lower(email) AS email, count(*)::int AS rows FROM registrations GROUP BY 1');
  await client.end();
  return new Map(rows.map(({ email, rows: count }) => [email, count]));
}

function printMemory(title, memory) {
  console.log(title);
  for (const [name, label] of PARTS)
    console.log(
      `  ${label.padEnd(36)} RSS ${megabytes(memory[name].rss).padStart(7)}${Number.isNaN(memory[name].pss) ? '' : ` | PSS ${megabytes(memory[name].pss).padStart(7)}`}`,
    );
}

// Builds: what `pnpm bench` builds (the shared package, the compiled cms), and the admin if it is missing.
console.log('Compilation…');
build(['--filter', '@brocante/shared', 'run', 'build']);
build(['--filter', 'cms', 'run', 'build:server']);
if (!existsSync(path.join(root, 'admin', 'dist', 'index.html'))) build(['--filter', 'admin', 'run', 'build']);
warnIfBusy();

const stack = await startStack({ root, settings: SETTINGS });
const stopOnSignal = () => stack.stop().finally(() => process.exit(130));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
try {
  console.log('Premier démarrage de Strapi (base vide)…');
  const firstStart = await stack.startStrapi();
  console.log('Ouverture de l’édition, construction du site…');
  await openTheEdition(stack);
  buildSite(stack);
  // The figures of an ordinary (re)start, the site built and the edition open.
  await stack.stopStrapi();
  const restart = await stack.startStrapi();
  await sleep(IDLE_SECONDS * 1000);
  const idle = eachPart(stack, memoryOf);
  const idleCgroup = cgroupMemory();
  const startsPeak = idleCgroup.max;
  // From here, max_usage_in_bytes is the rush's peak.
  writeFileSync(path.join(MEMORY_CGROUP, 'memory.max_usage_in_bytes'), '0');

  const ca = readFileSync(stack.tls.cert);
  const peak = Object.fromEntries(Object.keys(idle).map((name) => [name, 0]));
  const sample = () => {
    for (const [name, { rss }] of Object.entries(eachPart(stack, memoryOf))) peak[name] = Math.max(peak[name], rss);
  };

  // The opening: the quarter arrives over the first minute, and its e-mails must leave within two.
  console.log(
    `Ruée : ${REGISTRATIONS} inscriptions en une minute, ${CLIENTS} clients au plus, ${PAGE_LOADS} chargements de page…`,
  );
  const cpuBefore = eachPart(stack, cpuSecondsOf);
  const coreBefore = serverCoreSeconds();
  const rush = await openingRush({ ca, sample, spreadOverMs: 60_000 });
  const created = rush.registrations.filter(({ status }) => status === 201);
  const probesCreated = rush.probes.filter(({ status }) => status === 201);
  const expected = new Set([...created, ...probesCreated].map(({ email }) => email));
  const emails = await waitForEmails(expected, rush.startedAt);
  const cpuAfter = eachPart(stack, cpuSecondsOf);
  const rushSeconds = (Date.now() - rush.startedAt) / 1000;
  // What else ran on the server's core meanwhile: the server is one core only if nothing else takes it.
  const stackCpu = SERVER_PARTS.reduce((sum, [name]) => sum + cpuAfter[name] - cpuBefore[name], 0);
  const coreAfter = serverCoreSeconds();
  const othersCpu = (coreAfter.processes - coreBefore.processes - stackCpu) / rushSeconds;
  const interruptsCpu = (coreAfter.interrupts - coreBefore.interrupts) / rushSeconds;

  // The capacity: the next thousand, each client sending again the instant it is answered.
  console.log(`Capacité : ${REGISTRATIONS} inscriptions de plus, ${CLIENTS} clients sans pause…`);
  const capacity = await openingRush({ ca, sample, first: REGISTRATIONS, probe: false });
  const capacityLatencies = capacity.registrations.filter(({ status }) => status === 201).map(({ ms }) => ms);

  const rushCgroup = cgroupMemory();
  const stored = await registrationsInDatabase();
  const alive = Object.fromEntries(
    [...stack.running].map(([name, child]) => [name, child.exitCode === null && child.signalCode === null]),
  );

  // Lost: answered 201 and not stored; doubled: stored twice; unanswered yet stored: a 5xx that was in fact saved.
  const everyone = [...rush.registrations, ...rush.probes, ...capacity.registrations];
  const answered = everyone.filter(({ status }) => status === 201).length;
  const lost = everyone.filter(({ status, email }) => status === 201 && !stored.has(email)).length;
  const doubled = [...stored.values()].filter((count) => count > 1).length;
  const storedUnanswered = everyone.filter(({ status, email }) => status !== 201 && stored.has(email)).length;
  const latencies = created.map(({ ms }) => ms);
  const statusesOf = (registrations) =>
    Object.entries(registrations.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}))
      .map(([status, count]) => `${status === '0' ? 'connexion refusée' : status} × ${count}`)
      .join(', ');
  const spread = (values) =>
    `p50 ${milliseconds(percentile(values, 0.5))} | p95 ${milliseconds(percentile(values, 0.95))} | p99 ${milliseconds(percentile(values, 0.99))} | max ${milliseconds(Math.max(...values))}`;
  const p99 = percentile(latencies, 0.99);
  const probeStatuses = rush.probes.map(({ status }) => status);
  const throttleHolds =
    probeStatuses.slice(0, THROTTLE_PROBES - 1).every((status) => status === 201) && probeStatuses.at(-1) === 429;
  const pagesFailed = [...rush.pageLoads, ...capacity.pageLoads].reduce((sum, { failed: count }) => sum + count, 0);
  const pagesLine = (pageLoads) =>
    `  pages (HTML et ressources, ${pageLoads.reduce((sum, { requests }) => sum + requests, 0)} requêtes) : ${spread(pageLoads.map(({ ms }) => ms))} | en échec ${pageLoads.reduce((sum, { failed: count }) => sum + count, 0)}`;

  console.log(
    `\nLe plus petit serveur (1 cœur, le n° ${SERVER_CORE}, ${megabytes(MEMORY_LIMIT)} pour nginx, Strapi et PostgreSQL)`,
  );
  console.log(
    `Réglages : PostgreSQL ${Object.entries(SETTINGS.postgres)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')} ; Strapi ${
      Object.entries(SETTINGS.strapi)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ') || 'par défaut'
    } ; nginx ${SETTINGS.nginxWorkers} worker`,
  );
  console.log(`Premier démarrage (base vide) jusqu’à la première réponse par nginx : ${(firstStart / 1000).toFixed(1)} s`);
  console.log(`Redémarrage (édition ouverte) jusqu’à la première réponse par nginx : ${(restart / 1000).toFixed(1)} s`);
  printMemory(`Mémoire au repos (${IDLE_SECONDS} s après le redémarrage)`, idle);
  console.log(
    `  cgroup du serveur                   usage ${megabytes(idleCgroup.usage)} (dont RSS ${megabytes(idleCgroup.rss)}, cache ${megabytes(idleCgroup.cache)}) | max_usage pendant les démarrages ${megabytes(startsPeak)}`,
  );
  console.log(
    `\nOuverture : ${REGISTRATIONS} inscriptions de ${REGISTRATIONS} adresses et e-mails arrivées en une minute (${CLIENTS} clients au plus à la fois), par nginx en HTTPS, avec ${PAGE_LOADS} chargements de page`,
  );
  console.log(
    `  dernière inscription répondue après ${rush.registrationsSeconds.toFixed(1)} s : ${statusesOf(rush.registrations)}`,
  );
  console.log(`  durée d’une inscription (depuis l’arrivée de la personne) : ${spread(latencies)}`);
  // When the slow ones arrived: a warming-up process, a burst of e-mails, a pause of the collector.
  const windows = Array.from({ length: 6 }, (_, window) =>
    created.filter(({ arrivedAfterMs }) => Math.min(5, Math.floor(arrivedAfterMs / 10_000)) === window).map(({ ms }) => ms),
  );
  console.log(
    `  p99 par tranche de 10 s d’arrivée : ${windows.map((values, window) => `${window * 10}–${window * 10 + 10} s ${values.length ? milliseconds(percentile(values, 0.99)) : '–'}`).join(' | ')}`,
  );
  console.log(pagesLine(rush.pageLoads));
  console.log(
    `  CPU de l’ouverture et de ses e-mails (${rushSeconds.toFixed(0)} s) : ${PARTS.map(([name, label]) => `${label} ${(cpuAfter[name] - cpuBefore[name]).toFixed(1)} s`).join(', ')} ; le cœur du serveur occupé à ${Math.round((100 * stackCpu) / rushSeconds)} %`,
  );
  console.log(
    `  autres processus sur le cœur du serveur (${SERVER_CORE}) pendant l’ouverture : ${othersCpu.toFixed(2)} CPU en moyenne (interruptions : ${interruptsCpu.toFixed(2)})${othersCpu > 0.1 ? ' : MESURE NON VALABLE, un autre travail prenait le processeur' : ''}`,
  );
  console.log(
    `  e-mails de confirmation : ${emails.received}/${expected.size} reçus, ${emails.twice} en double, dernier après ${(emails.lastAfterMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `\nCapacité : ${REGISTRATIONS} inscriptions de plus, ${CLIENTS} clients qui renvoient dès leur réponse (avec ${PAGE_LOADS} chargements de page)`,
  );
  console.log(
    `  faites en ${capacity.registrationsSeconds.toFixed(1)} s, ${(REGISTRATIONS / capacity.registrationsSeconds).toFixed(1)} inscriptions/s : ${statusesOf(capacity.registrations)}`,
  );
  console.log(`  durée d’une inscription : ${spread(capacityLatencies)}`);
  console.log(pagesLine(capacity.pageLoads));
  printMemory('\nPic de mémoire (RSS, échantillon toutes les 0,5 s, ouverture et capacité)', {
    ...Object.fromEntries(Object.entries(peak).map(([name, rss]) => [name, { rss, pss: NaN }])),
  });
  console.log(
    `  cgroup du serveur                   max_usage ${megabytes(rushCgroup.max)} | failcnt ${rushCgroup.failcnt} (fois où la limite a été touchée) | oom_kill ${rushCgroup.oomKills}`,
  );

  const targets = [
    [
      `aucun processus tué faute de mémoire (oom_kill ${rushCgroup.oomKills}, en vie : ${Object.entries(alive)
        .map(([name, up]) => `${name} ${up ? 'oui' : 'NON'}`)
        .join(', ')})`,
      rushCgroup.oomKills === 0 && Object.values(alive).every(Boolean),
    ],
    [
      `0 inscription perdue ou doublée, chaque personne de l’ouverture répondue 201 (201 : ${answered}, en base : ${stored.size}, perdues ${lost}, doublées ${doubled}, enregistrées sans 201 ${storedUnanswered}, ouverture : ${statusesOf(rush.registrations)})`,
      lost === 0 && doubled === 0 && storedUnanswered === 0 && created.length === REGISTRATIONS,
    ],
    [`p99 d’une inscription à l’ouverture ≤ ${P99_TARGET_MS} ms (${milliseconds(p99)})`, p99 <= P99_TARGET_MS],
    [
      `les inscriptions de la première minute toutes répondues en une minute et ${P99_TARGET_MS} ms (dernière après ${rush.registrationsSeconds.toFixed(1)} s)`,
      rush.registrationsSeconds <= 60 + P99_TARGET_MS / 1000,
    ],
    [
      `chaque e-mail de confirmation envoyé en 2 minutes (${emails.received}/${expected.size}, dernier après ${(emails.lastAfterMs / 1000).toFixed(1)} s, ${emails.twice} en double)`,
      emails.received === expected.size && emails.twice === 0 && emails.lastAfterMs <= EMAIL_DEADLINE_MS,
    ],
    [
      `limite inchangée pour une vraie personne (une adresse, ${THROTTLE_PROBES} inscriptions : ${probeStatuses.join(' ')})`,
      throttleHolds,
    ],
    [`pages servies pendant la ruée sans échec (${pagesFailed})`, pagesFailed === 0],
  ];
  console.log('\nCibles');
  for (const [label, ok] of targets) console.log(`  ${verdict(ok)}  ${label}`);
  process.exitCode = targets.some(([, ok]) => !ok) ? 1 : 0;
} finally {
  await stack.stop();
}

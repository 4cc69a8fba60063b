#!/usr/bin/env node
/**
 * `pnpm bench:server` (not a test): the smallest server a committee rents, 1 vCPU and 1 GiB, measured.
 * nginx with deploy/nginx over HTTPS, one `strapi start` in production and PostgreSQL, inside cgroups v1 of
 * one core and 1 GiB, the mail catcher beside them as the committee's mail provider (bench-server-stack.mjs). Prints the idle memory of each, the time from `strapi start` to its first
 * answer through nginx, then the opening rush (bench-server-rush.mjs) against its targets: nothing killed
 * for memory, no registration lost or doubled, p99 of a registration ≤ 1 s, every confirmation e-mail
 * sent within 2 minutes, the throttle unchanged for a real person. Runs as root (cgroups), on Linux.
 * Its parts: bench-server-setup.mjs (builds, the edition opened), bench-server-measures.mjs, bench-server-report.mjs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { MEMORY_CGROUP } from './bench-server-cgroups.mjs';
import {
  cgroupMemory,
  eachPart,
  registrationsInDatabase,
  SERVER_PARTS,
  serverCoreSeconds,
  waitForEmails,
} from './bench-server-measures.mjs';
import { cpuSecondsOf, memoryOf } from './bench-server-processes.mjs';
import { printReport } from './bench-server-report.mjs';
import { CLIENTS, openingRush, PAGE_LOADS, REGISTRATIONS } from './bench-server-rush.mjs';
import { buildSite, compile, openTheEdition, warnIfBusy } from './bench-server-setup.mjs';
import { startStack } from './bench-server-stack.mjs';

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
const IDLE_SECONDS = 15;

compile(root);
warnIfBusy();

const stack = await startStack({ root, settings: SETTINGS });
const stopOnSignal = () => stack.stop().finally(() => process.exit(130));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
try {
  console.log('Premier démarrage de Strapi (base vide)…');
  const firstStart = await stack.startStrapi();
  console.log('Ouverture de l’édition, construction du site…');
  await openTheEdition(root, stack);
  buildSite(root, stack);
  // The figures of an ordinary (re)start, the site built and the edition open.
  await stack.stopStrapi();
  const restart = await stack.startStrapi();
  const restartCpu = cpuSecondsOf(stack.running.get('strapi').pid);
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

  const rushCgroup = cgroupMemory();
  const stored = await registrationsInDatabase();
  const alive = Object.fromEntries(
    [...stack.running].map(([name, child]) => [name, child.exitCode === null && child.signalCode === null]),
  );

  const passed = printReport({
    settings: SETTINGS,
    idleSeconds: IDLE_SECONDS,
    firstStart,
    restart,
    restartCpu,
    idle,
    idleCgroup,
    startsPeak,
    rush,
    created,
    expected,
    emails,
    cpuBefore,
    cpuAfter,
    rushSeconds,
    stackCpu,
    othersCpu,
    interruptsCpu,
    capacity,
    peak,
    rushCgroup,
    stored,
    alive,
  });
  process.exitCode = passed ? 0 : 1;
} finally {
  await stack.stop();
}

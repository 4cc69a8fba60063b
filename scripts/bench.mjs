#!/usr/bin/env node
/**
 * `pnpm bench` (not a test): prints figures.
 * Registration create (our controller: validation, deadline, lock, pitch, reference) against Strapi's
 * bare core create of the same content type, 20 connections, on SQLite then PostgreSQL; the staff
 * list and the CSV export at 10,000 and 100,000 registrations (bench-list.mjs); then the public
 * pages' weight and Lighthouse scores, and the admin's initial JS; the check-in screen on an emulated
 * phone with 500 exhibitors (bench-check-in.mjs); the cost of growth, each main operation at 1×, 10× and
 * 100× today's size (bench-growth.mjs). BENCH_CREATE, BENCH_LIST, BENCH_GROWTH, BENCH_PAGES and BENCH_CHECK_IN
 * set to false leave a part out.
 */
import { benchRegistration } from './bench-registration.mjs';
import { fork, spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchBurst, printBurst } from './bench-burst.mjs';
import { benchCheckIn } from './bench-check-in.mjs';
import { benchGrowth, printGrowth } from './bench-growth.mjs';
import { benchList, printList } from './bench-list.mjs';
import { benchPages } from './bench-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const WARMUP = 200;
const PORT = 1339;

const registration = (index) => benchRegistration(index);

/** The bare create receives what our controller computes itself. */
const bareRegistration = (index) => ({
  ...registration(index),
  status: 'waitlist',
  amount: 15,
  edition: '2027-04-18',
  paymentReference: shared.randomStructuredCommunication(randomInt),
});

/** Every request of the bench registers a new person and household (the committee's limit counts per household). */
let index = 0;

async function load(url, makeBody, amount) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ data: makeBody(index++) }) }),
      },
    ],
  });
  return {
    // Requests answered over the run's measured length (autocannon's per-second average rounds to whole seconds).
    throughput: result.requests.total / result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

async function withStrapi(database, work) {
  const name = `brocante_bench_${randomBytes(3).toString('hex')}`;
  const env = {
    ...process.env,
    PORT: String(PORT),
    SERVE_ADMIN_PANEL: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    NODE_ENV: 'development',
  };
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://brocante:brocante@127.0.0.1:5432/postgres';
  if (database === 'postgres') {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`);
    await client.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() });
  } else {
    Object.assign(env, { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: `.tmp/${name}.db` });
  }
  // E-mails go to a real SMTP catcher, as in development.
  const mailCatcher = fork(
    path.join(root, 'tools', 'mail-catcher', 'node_modules', 'maildev', 'bin', 'maildev'),
    ['--smtp', '1045', '--web', '1095', '--ip', '127.0.0.1', '--silent'],
    { stdio: 'ignore' },
  );
  // The bench sends every registration from one address: the throttle's limits would stop it after ten.
  Object.assign(env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '1045',
    CRON_ENABLED: 'false',
    THROTTLE_REGISTRATION_ADDRESS: '1000000',
    THROTTLE_REGISTRATION_EMAIL: '1000000',
  });
  const child = fork(path.join(root, 'scripts', 'bench-strapi.cjs'), { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.on('message', (message) => message?.ready && resolve());
    child.on('exit', (code) => reject(new Error(`Strapi s'est arrêté (${code})`)));
  });
  try {
    return await work(`http://127.0.0.1:${PORT}`, {
      databaseUrl: env.DATABASE_URL,
      sqliteFile: env.DATABASE_FILENAME ? path.join(root, 'cms', env.DATABASE_FILENAME) : undefined,
    });
  } finally {
    child.kill('SIGTERM');
    mailCatcher.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
    if (database === 'postgres') {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    } else {
      rmSync(path.join(root, 'cms', '.tmp', `${name}.db`), { force: true });
    }
  }
}

const format = (n, digits = 0) => n.toLocaleString('fr-BE', { maximumFractionDigits: digits, minimumFractionDigits: digits });

console.log('Compilation de Strapi…');
spawnSync('pnpm', ['--filter', '@brocante/shared', 'run', 'build'], { cwd: root, stdio: 'inherit' });
spawnSync('pnpm', ['--filter', 'cms', 'run', 'build:server'], { cwd: root, stdio: 'inherit' });
// Imported once built.
const shared = await import('@brocante/shared');

/** Our create against Strapi's bare create, `stored` registrations already in the table. */
async function compareCreates(base, database, stored) {
  await load(`${base}/api/registrations`, registration, WARMUP);
  await load(`${base}/api/bench/core-registrations`, bareRegistration, WARMUP);
  const ours = await load(`${base}/api/registrations`, registration, REQUESTS);
  const bare = await load(`${base}/api/bench/core-registrations`, bareRegistration, REQUESTS);
  return { database, stored, ours, bare };
}

const rows = [];
const burstRows = [];
const listRows = [];
const growthRows = [];
for (const database of (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',')) {
  try {
    await withStrapi(database, async (base, { databaseUrl, sqliteFile }) => {
      // First, on an empty outbox: the e-mails of a burst of 600 registrations.
      if (process.env.BENCH_BURST !== 'false')
        burstRows.push(await benchBurst({ root, base, database, databaseUrl, sqliteFile, registration }));
      if (process.env.BENCH_CREATE !== 'false') rows.push(await compareCreates(base, database, 'quelques centaines'));
      // The staff list and the export at 10,000 then 100,000 registrations.
      if (process.env.BENCH_LIST !== 'false') {
        listRows.push(...(await benchList({ root, base, database, databaseUrl, sqliteFile })));
        // And the create again, with those 100,000 registrations stored.
        if (process.env.BENCH_CREATE !== 'false') rows.push(await compareCreates(base, database, '100 000'));
      }
      // Last on this database: the cost of growth writes the edition afresh at each size, emptying the registrations.
      if (process.env.BENCH_GROWTH !== 'false')
        growthRows.push(...(await benchGrowth({ root, base, database, databaseUrl, sqliteFile })));
    });
  } catch (error) {
    console.log(`${database} : non mesuré (${error.message})`);
  }
}

if (process.env.BENCH_PAGES !== 'false' || process.env.BENCH_CHECK_IN !== 'false')
  await withStrapi('sqlite', async (base, { sqliteFile }) => {
    // The pages' part builds the site and the admin the check-in's part serves.
    await benchPages({ root, strapiUrl: base, measure: process.env.BENCH_PAGES !== 'false' });
    if (process.env.BENCH_CHECK_IN !== 'false') await benchCheckIn({ root, strapiUrl: base, sqliteFile });
  });

if (rows.length) {
  console.log(
    `\nCréation d'inscriptions, ${CONNECTIONS} connexions, ${REQUESTS} requêtes mesurées (après ${WARMUP} d'échauffement)`,
  );
  console.log(
    'base       | déjà en base       | notre création (req/s, p99 ms) | création nue Strapi (req/s, p99 ms) | rapport débit (cible ≥ 0,8 PG, ≥ 0,9 SQLite) | erreurs',
  );
}
for (const { database, stored, ours, bare } of rows) {
  console.log(
    `${database.padEnd(10)} | ${stored.padEnd(18)} | ${format(ours.throughput, 1).padStart(10)} req/s, p99 ${format(ours.p99).padStart(5)} ms | ${format(bare.throughput, 1).padStart(10)} req/s, p99 ${format(bare.p99).padStart(5)} ms | ${format(ours.throughput / bare.throughput, 2).padStart(13)} | ${ours.errors}/${bare.errors}`,
  );
}
if (burstRows.length) printBurst(burstRows);
if (listRows.length) printList(listRows);
if (growthRows.length) printGrowth(growthRows);

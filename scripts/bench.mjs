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
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchBurst, printBurst } from './bench-burst.mjs';
import { benchCheckIn } from './bench-check-in.mjs';
import { benchGrowth, printGrowth } from './bench-growth.mjs';
import { benchList, printList } from './bench-list.mjs';
import { benchPages } from './bench-pages.mjs';
import { compileStrapi, withStrapi } from './bench-throwaway-strapi.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const WARMUP = 200;
/** Strapi's port and the mail catcher's (SMTP, web). */
const PORTS = { strapi: 1339, smtp: 1045, mailWeb: 1095 };
const strapiOn = (database, work) => withStrapi({ root, database, prefix: 'brocante_bench', ports: PORTS }, work);

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

const format = (n, digits = 0) => n.toLocaleString('fr-BE', { maximumFractionDigits: digits, minimumFractionDigits: digits });

compileStrapi(root);
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
    await strapiOn(database, async (base, { databaseUrl, sqliteFile }) => {
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
  await strapiOn('sqlite', async (base, { sqliteFile }) => {
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

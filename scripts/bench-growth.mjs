#!/usr/bin/env node
/**
 * `pnpm bench` and `pnpm bench:growth`, the cost of growth: the main operations at 1×, 10× and 100×
 * today's size (1× = an edition of 500 pitches and 1,000 registrations, a statement of 1,000 lines,
 * 50 pitches freed at once), each through the HTTP API as the admin or the public site calls it, with
 * the edition written straight into the database at each size; then how each figure grows.
 * Alone (`pnpm bench:growth`), it compiles and starts its own Strapi on each of BENCH_DATABASES
 * (PostgreSQL by default); BENCH_GROWTH_SCALES (`1,10,100`), BENCH_GROWTH_BUDGET (seconds of
 * cancellations a size, 60) and BENCH_GROWTH_LINES (statement lines imported a size, 1,000) bound a run.
 * The edition at each size: bench-growth-seed.mjs; the operations: bench-growth-operations.mjs and
 * bench-growth-import.mjs; the table: bench-growth-table.mjs.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openDatabase } from './bench-database.mjs';
import { importTime } from './bench-growth-import.mjs';
import { planTimes, promotionTime, registerTimes } from './bench-growth-operations.mjs';
import { BASE, seedEdition } from './bench-growth-seed.mjs';
import { duration, printGrowth } from './bench-growth-table.mjs';
import { exportSeconds, p95, signIn } from './bench-list.mjs';
import { compileStrapi, withStrapi } from './bench-throwaway-strapi.mjs';

export { printGrowth };

const SCALES = (process.env.BENCH_GROWTH_SCALES ?? '1,10,100').split(',').map(Number);

/** Every figure at one size, on one Strapi; the edition is written afresh for each size. */
async function measureScale({ base, database, db, edition, scale, shared }) {
  const size = Object.fromEntries(Object.entries(BASE).map(([name, value]) => [name, value * scale]));
  const seeded = performance.now();
  await seedEdition(db, database, size, edition, shared);
  console.log(`${database}, ${scale}× : édition écrite en ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  // A fresh token at each size: the access token lives 15 minutes.
  const jwt = await signIn(base);
  const step = (what) => console.log(`${database}, ${scale}× : ${what} (${duration(performance.now() - seeded)})`);
  const plan = await planTimes(base, jwt, edition, size.pitches);
  const list = await p95(`${base}/api/registrations?page=1&pageSize=10`, jwt);
  const exported = await exportSeconds(base, jwt);
  if (exported.lines !== size.registrations) throw new Error(`export : ${exported.lines} lignes`);
  step('plan, liste et export mesurés');
  const register = await registerTimes(base, scale);
  const promotion = await promotionTime(base, jwt, db, size.freed);
  step('inscriptions et promotions mesurées');
  const statementImport = await importTime(base, jwt, db, size.statementLines, shared);
  step('import mesuré');
  return { database, scale, size, plan, list, exportMs: exported.seconds * 1000, register, promotion, statementImport };
}

/** The figures of one database at each size. */
export async function benchGrowth({ root, base, database, databaseUrl, sqliteFile }) {
  const shared = await import('@brocante/shared');
  const db = await openDatabase({ root, database, databaseUrl, sqliteFile });
  try {
    const [{ edition }] = await db.query(
      `SELECT CAST(date AS TEXT) AS edition FROM editions WHERE state = 'open' ORDER BY date LIMIT 1`,
    );
    const results = [];
    for (const scale of SCALES)
      results.push(await measureScale({ base, database, db, edition: String(edition).slice(0, 10), scale, shared }));
    return results;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const started = performance.now();
  compileStrapi(root);
  const results = [];
  for (const database of (process.env.BENCH_DATABASES ?? 'postgres').split(',')) {
    try {
      // Alone: its own Strapi on each database (bench.mjs's, on ports of its own), with the same settings.
      const ports = { strapi: 1343, smtp: 1049, mailWeb: 1099 };
      await withStrapi({ root, database, prefix: 'brocante_growth', ports }, async (base, { databaseUrl, sqliteFile }) => {
        results.push(...(await benchGrowth({ root, base, database, databaseUrl, sqliteFile })));
      });
    } catch (error) {
      console.log(`${database} : non mesuré (${error.message})`);
    }
  }
  if (results.length) printGrowth(results);
  console.log(`\nDurée totale : ${duration(performance.now() - started)}`);
}

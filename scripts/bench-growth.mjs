#!/usr/bin/env node
/**
 * `pnpm bench` and `pnpm bench:growth`, the cost of growth: the main operations at 1×, 10× and 100×
 * today's size (1× = an edition of 500 pitches and 1,000 registrations, a statement of 1,000 lines,
 * 50 pitches freed at once), each through the HTTP API as the admin or the public site calls it, with
 * the edition written straight into the database at each size; then how each figure grows.
 * Alone (`pnpm bench:growth`), it compiles and starts its own Strapi on each of BENCH_DATABASES
 * (PostgreSQL by default); BENCH_GROWTH_SCALES (`1,10,100`), BENCH_GROWTH_BUDGET (seconds of
 * cancellations a size, 60) and BENCH_GROWTH_LINES (statement lines imported a size, 1,000) bound a run.
 */
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { exportSeconds, p95, signIn } from './bench-list.mjs';
import { benchRegistration } from './bench-registration.mjs';

const SCALES = (process.env.BENCH_GROWTH_SCALES ?? '1,10,100').split(',').map(Number);
/** Today's size, multiplied by each scale. */
const BASE = { pitches: 500, registrations: 1_000, statementLines: 1_000, freed: 50 };
/** Registrations measured one after another, after a few that warm the route up. */
const REGISTRATIONS = 40;
const WARMUP = 5;
/** Cancellations sent at once: a few volunteers at work; the allocation lock takes them in turn anyway. */
const CANCELLERS = 4;
const CANCEL_BUDGET_MS = Number(process.env.BENCH_GROWTH_BUDGET ?? 60) * 1000;
/** Statement lines imported at most a size (30 to 80 ms a line on two cores): the rest is extrapolated. */
const IMPORT_LINES = Number(process.env.BENCH_GROWTH_LINES ?? 1_000);
/** What the statement import accepts (the controller's schema, bank-transaction controller). */
const STATEMENT_MAX_CHARS = 5_000_000;
const ROWS_PER_INSERT = 1_000;

/** One connection to the bench's database, `?` placeholders on both. */
async function openDatabase({ root, database, databaseUrl, sqliteFile }) {
  if (database === 'postgres') {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      query: async (sql, params = []) => {
        let placeholder = 0;
        return (
          await client.query(
            sql.replace(/\?/g, () => `$${++placeholder}`),
            params,
          )
        ).rows;
      },
      close: () => client.end(),
    };
  }
  const Database = createRequire(path.join(root, 'cms', 'package.json'))('better-sqlite3');
  const db = new Database(sqliteFile);
  // SQLite stores Strapi's dates as milliseconds and booleans as 0 and 1.
  const value = (param) => (param instanceof Date ? param.getTime() : typeof param === 'boolean' ? Number(param) : param);
  return {
    query: async (sql, params = []) => {
      const statement = db.prepare(sql);
      return statement.reader ? statement.all(params.map(value)) : (statement.run(params.map(value)), []);
    },
    close: async () => db.close(),
  };
}

/** Rows (objects, column by column) inserted a thousand at a time: well under both databases' parameter limits. */
async function insertRows(db, table, rows) {
  const columns = Object.keys(rows[0]);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const batch = rows.slice(start, start + ROWS_PER_INSERT);
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${batch.map(() => tuple).join(', ')}`,
      batch.flatMap((row) => Object.values(row)),
    );
  }
}

/** What each size starts from: the tables of a season emptied, the edition kept (its rules, its waiting line). */
const SEASON_TABLES = [
  'registrations_locations_lnk',
  'bank_transactions_registration_lnk',
  'bank_transactions',
  'registration_events',
  'email_messages',
  'refunds',
  'registrations',
  'locations',
];

/**
 * The edition at one size: `pitches` pitches, each held by one of the first half of `registrations`
 * (awaiting payment), the second half on the waiting list, oldest first; every registration with its
 * own valid structured communication, so that a statement's lines match them.
 */
async function seedEdition(db, database, { pitches, registrations }, edition, shared) {
  if (database === 'postgres') await db.query(`TRUNCATE ${SEASON_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  else for (const table of SEASON_TABLES) await db.query(`DELETE FROM ${table}`);
  const now = new Date();
  await insertRows(
    db,
    'locations',
    Array.from({ length: pitches }, (_, i) => ({
      document_id: `growthpitch${String(i).padStart(12, '0')}`,
      name: `G${i + 1}`,
      street: `Rue de la Croissance ${Math.floor(i / 250) + 1}`,
      // One pitch in ten lies in front of no house (a street's end: a visitor's first choice).
      number: i % 10 === 9 ? null : String((i % 250) + 1),
      meters: 3,
      side: i % 2 ? 'even' : 'odd',
      position: i % 250,
      created_at: now,
      updated_at: now,
      published_at: now,
    })),
  );
  const holders = registrations / 2;
  await insertRows(
    db,
    'registrations',
    Array.from({ length: registrations }, (_, i) => {
      // Spread over the 60 days before now, the first registered first.
      const createdAt = new Date(now.getTime() - 60 * 86_400_000 * (1 - i / registrations));
      return {
        document_id: `growth${String(i).padStart(18, '0')}`,
        kind: 'visitor',
        first_name: `Prénom${i}`,
        last_name: `Nom${i}`,
        email: `croissance${i}@example.be`,
        phone: '0470 12 34 56',
        street: 'Chaussée de Waterloo',
        house_number: String(i),
        postal_code: '1180',
        city: 'Uccle',
        comment: '',
        accepts_rules: true,
        accepts_privacy: true,
        status: i < holders ? 'pending' : 'waitlist',
        amount: 15,
        deposit: 0,
        pitch_count: 1,
        payment_reference: shared.structuredCommunicationDigits(String(5_000_000_000 + i)),
        edition,
        access_key_version: 0,
        pending_since: i < holders ? createdAt : null,
        created_at: createdAt,
        updated_at: createdAt,
        published_at: createdAt,
      };
    }),
  );
  // The n-th registration holds the n-th pitch (the link's trigger writes the holder's edition).
  await db.query(
    `INSERT INTO registrations_locations_lnk (registration_id, location_id, location_ord, registration_ord)
     SELECT r.id, l.id, 1, 1
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM registrations WHERE status = 'pending') r
     JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM locations) l ON l.n = r.n`,
  );
  if (database === 'postgres') {
    // The waiting line's base, as a transaction holding the allocation lock sets it (allocation.ts, settleWaitingLine).
    const tickets = `waiting_line_tickets_${edition.replace(/\D/g, '')}`;
    await db.query(
      `UPDATE waiting_lines SET base = (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM ${tickets})
         - (SELECT count(*) FROM registrations WHERE status = 'waitlist' AND edition = ?) WHERE edition = ?`,
      [edition, edition],
    );
    // What autovacuum does after inserts: statistics, and the visibility map of index-only reads.
    await db.query('VACUUM ANALYZE registrations, locations, registrations_locations_lnk');
  } else await db.query('ANALYZE');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * p) - 1];

/** Milliseconds of one request, its body read; a refusal stops the bench. */
async function timed(url, init = {}) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} : ${response.status} ${body.slice(0, 200)}`);
  return { ms, body };
}

/** The plan, public and staff's: the median of five loads, each of every pitch. */
async function planTimes(base, jwt, edition, pitches) {
  const load = async (url, init) => {
    const times = [];
    for (let sample = 0; sample < 5; sample += 1) {
      const { ms, body } = await timed(url, init);
      if (JSON.parse(body).data.length !== pitches) throw new Error(`${url} : le plan n'a pas ${pitches} emplacements`);
      times.push(ms);
    }
    return median(times);
  };
  return {
    publicPlan: await load(`${base}/api/pitch-map`),
    staffPlan: await load(`${base}/api/pitch-map/staff?edition=${edition}`, { headers: { authorization: `Bearer ${jwt}` } }),
  };
}

/** Registrations one after another from the form's body: the edition is full, each joins the waiting list. */
async function registerTimes(base, scale) {
  const times = [];
  for (let index = 0; index < WARMUP + REGISTRATIONS; index += 1) {
    const { ms } = await timed(`${base}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: benchRegistration(3_000_000 + scale * 1_000 + index) }),
    });
    if (index >= WARMUP) times.push(ms);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/**
 * `freed` pitches given back at once: volunteers cancel as many registrations awaiting payment (the
 * step the hourly expiry of unpaid registrations also takes, lifecycle.ts), each cancellation
 * promoting the next in line before it answers. Timed until the last answer; past the budget, no
 * more are sent and the time of the rest is extrapolated from the pace so far.
 */
async function promotionTime(base, jwt, db, freed) {
  const holders = (
    await db.query(`SELECT document_id AS "documentId" FROM registrations WHERE status = 'pending' ORDER BY id LIMIT ?`, [freed])
  ).map((row) => row.documentId);
  const started = performance.now();
  let next = 0;
  const canceller = async () => {
    while (next < holders.length && performance.now() - started < CANCEL_BUDGET_MS) {
      const documentId = holders[next++];
      await timed(`${base}/api/registrations/${documentId}/steps`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
        body: JSON.stringify({ data: { event: 'cancel' } }),
      });
    }
  };
  await Promise.all(Array.from({ length: CANCELLERS }, canceller));
  const ms = performance.now() - started;
  const [{ promoted }] = await db.query(`SELECT count(*) AS promoted FROM registration_events WHERE type = 'promoted'`);
  if (Number(promoted) !== next) throw new Error(`${next} emplacements libérés, ${promoted} promotions`);
  return { ms: (ms * freed) / next, measured: next, freed };
}

/** A POST whose answer may take minutes: fetch (undici) gives up on one after 300 s. */
function longPost(url, jwt, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${jwt}`,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ ok: response.statusCode < 300, status: response.statusCode, json: async () => JSON.parse(text) });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A BNP Paribas Fortis export (its layout, packages/shared/tests/fixtures) paying each registration in turn. */
function statement(references, shared) {
  const header =
    "Numéro de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus";
  const lines = references.map(
    (reference, i) =>
      `2027-${String(i + 1).padStart(6, '0')};02/04/2027;02/04/2027;15,00;EUR;BE21001234567803;Virement en euros;BE71 0961 2345 6769;PAYEUR ${i};${shared.formatStructuredCommunication(reference)};VIREMENT EN EUROS DE BE71 0961 2345 6769 PAYEUR ${i};Accepté;`,
  );
  return [header, ...lines].join('\r\n');
}

/**
 * The import of a statement of `lines` lines, each paying a registration of the edition (the matching,
 * the payment step, its e-mail). The lines are independent of each other (one transaction each,
 * statement-import.ts): past IMPORT_LINES, the first IMPORT_LINES are imported and the time of the
 * whole statement is extrapolated from them, their cost read at this size of the edition. A statement
 * longer than the product accepts is sent once, to see it refused.
 */
async function importTime(base, jwt, db, lines, shared) {
  const references = (
    await db.query('SELECT payment_reference AS reference FROM registrations ORDER BY id LIMIT ?', [lines])
  ).map((row) => row.reference);
  const post = (content) =>
    longPost(`${base}/api/bank-imports`, jwt, JSON.stringify({ data: { fileName: 'releve-croissance.csv', content } }));
  const whole = statement(references, shared);
  let refused = null;
  if (whole.length > STATEMENT_MAX_CHARS) {
    const longest = Math.floor((STATEMENT_MAX_CHARS / whole.length) * lines);
    // The server may answer before it has read the whole body, and close the connection under it.
    const response = await post(whole).catch((error) => ({ status: error.code, json: async () => ({}) }));
    refused = { lines, longest, status: response.status, message: (await response.json()).error?.message ?? '—' };
  }
  const measured = Math.min(lines, IMPORT_LINES);
  const started = performance.now();
  const response = await post(statement(references.slice(0, measured), shared));
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`import : ${response.status}`);
  const { data } = await response.json();
  const paid = data.lines.filter((line) => ['marked-paid', 'already-paid', 'late-payment'].includes(line.result)).length;
  return { ms: (ms * lines) / measured, measuredMs: ms, measured, lines, paid, refused };
}

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

/**
 * How a figure grows between two sizes: the exponent k of t ∝ nᵏ. The 1× figures are mostly fixed
 * cost (a request's own round trip, Strapi's middlewares), which hides the growth: the class is read
 * from 10× to 100×, where the work that grows dominates; 1× to 10× is shown beside it.
 */
const exponent = (from, to) => (from && to ? Math.log(to.value / from.value) / Math.log(to.size / from.size) : null);
const growthClass = (k) =>
  k === null ? '—' : k < 0.3 ? 'constant' : k < 0.7 ? 'sous-linéaire' : k <= 1.3 ? 'linéaire' : 'plus que linéaire';

/** Each operation's figure and the size it grows with, from one size's results. */
const OPERATIONS = [
  ['inscription, p50', (r) => ({ value: r.register.p50, size: r.size.registrations })],
  ['inscription, p95', (r) => ({ value: r.register.p95, size: r.size.registrations })],
  ['liste des bénévoles, 1re page p95', (r) => ({ value: r.list, size: r.size.registrations })],
  ['import du relevé', (r) => ({ value: r.statementImport.ms, size: r.statementImport.lines })],
  ["promotion de la liste d'attente", (r) => ({ value: r.promotion.ms, size: r.size.freed })],
  ['plan public', (r) => ({ value: r.plan.publicPlan, size: r.size.pitches })],
  ['plan des bénévoles', (r) => ({ value: r.plan.staffPlan, size: r.size.pitches })],
  ['export CSV', (r) => ({ value: r.exportMs, size: r.size.registrations })],
];

const duration = (ms) => (ms < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1).replace('.', ',')} s`);
const number = (n) => n.toLocaleString('fr-BE');
const k = (value) => (value === null ? '—' : value.toFixed(2).replace('.', ','));

export function printGrowth(results) {
  console.log(
    `\nLe coût de la croissance : 1× = ${number(BASE.pitches)} emplacements et ${number(BASE.registrations)} inscriptions, ` +
      `un relevé de ${number(BASE.statementLines)} lignes, ${BASE.freed} emplacements libérés à la fois ; 10× et 100× multiplient tout.`,
  );
  console.log('k : exposant de t ∝ nᵏ entre deux tailles ; la croissance se lit de 10× à 100× (à 1×, le coût fixe domine).');
  for (const database of new Set(results.map((row) => row.database))) {
    const rows = results.filter((row) => row.database === database);
    console.log(
      `\n${database.padEnd(34)} | ${rows.map((row) => `${row.scale}×`.padStart(10)).join(' | ')} | k 1×→10× | k 10×→100× | croissance`,
    );
    for (const [name, figure] of OPERATIONS) {
      const points = rows.map((row) => figure(row));
      const first = points[0];
      const [before, last] = points.slice(-2);
      const ks = points.length >= 3 ? [exponent(first, points[1]), exponent(before, last)] : [null, exponent(before, last)];
      console.log(
        `${name.padEnd(34)} | ${points.map((point) => duration(point.value).padStart(10)).join(' | ')} | ${k(ks[0]).padStart(8)} | ${k(ks[1]).padStart(10)} | ${growthClass(ks[1])}`,
      );
    }
    for (const row of rows) {
      const { statementImport: imported, promotion } = row;
      if (imported.refused)
        console.log(
          `${row.scale}× : un relevé de ${number(imported.refused.lines)} lignes est refusé par le produit (${imported.refused.status}, « ${imported.refused.message} ») : ${number(imported.refused.lines)} lignes s'importent en fichiers d'au plus ${number(imported.refused.longest)} lignes environ.`,
        );
      if (imported.measured < imported.lines)
        console.log(
          `${row.scale}× : import mesuré sur ${number(imported.measured)} lignes (${duration(imported.measuredMs)}, ${Math.round(imported.measuredMs / imported.measured)} ms la ligne), durée des ${number(imported.lines)} extrapolée.`,
        );
      if (imported.paid !== imported.measured)
        console.log(
          `${row.scale}× : ${number(imported.paid)} lignes sur ${number(imported.measured)} rapprochées d'une inscription.`,
        );
      if (promotion.measured < promotion.freed)
        console.log(
          `${row.scale}× : ${number(promotion.measured)} emplacements libérés sur ${number(promotion.freed)} dans le budget de ${CANCEL_BUDGET_MS / 1000} s ; la durée des ${number(promotion.freed)} est extrapolée de leur rythme.`,
        );
    }
  }
}

/** Alone: its own Strapi on each database (bench.mjs's, on ports of its own), with the same settings. */
async function withStrapi(root, database, work) {
  const name = `brocante_growth_${randomBytes(3).toString('hex')}`;
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://brocante:brocante@127.0.0.1:5432/postgres';
  const env = {
    ...process.env,
    PORT: '1343',
    SERVE_ADMIN_PANEL: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    NODE_ENV: 'development',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '1049',
    CRON_ENABLED: 'false',
    // Every registration of the bench comes from one address: as in bench.mjs, the per-address limits are raised for it.
    THROTTLE_REGISTRATION_ADDRESS: '1000000',
    THROTTLE_REGISTRATION_EMAIL: '1000000',
  };
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  if (database === 'postgres') {
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() });
  } else Object.assign(env, { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: `.tmp/${name}.db` });
  const mailCatcher = fork(
    path.join(root, 'tools', 'mail-catcher', 'node_modules', 'maildev', 'bin', 'maildev'),
    ['--smtp', '1049', '--web', '1099', '--ip', '127.0.0.1', '--silent'],
    { stdio: 'ignore' },
  );
  const child = fork(path.join(root, 'scripts', 'bench-strapi.cjs'), { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    await new Promise((resolve, reject) => {
      child.on('message', (message) => message?.ready && resolve());
      child.on('exit', (code) => reject(new Error(`Strapi s'est arrêté (${code})`)));
    });
    return await work(`http://127.0.0.1:${env.PORT}`, {
      databaseUrl: env.DATABASE_URL,
      sqliteFile: env.DATABASE_FILENAME ? path.join(root, 'cms', env.DATABASE_FILENAME) : undefined,
    });
  } finally {
    child.kill('SIGTERM');
    mailCatcher.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.on('exit', resolve));
    if (database === 'postgres') await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    else rmSync(path.join(root, 'cms', env.DATABASE_FILENAME), { force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const started = performance.now();
  console.log('Compilation de Strapi…');
  spawnSync('pnpm', ['--filter', '@brocante/shared', 'run', 'build'], { cwd: root, stdio: 'inherit' });
  spawnSync('pnpm', ['--filter', 'cms', 'run', 'build:server'], { cwd: root, stdio: 'inherit' });
  const results = [];
  for (const database of (process.env.BENCH_DATABASES ?? 'postgres').split(',')) {
    try {
      await withStrapi(root, database, async (base, { databaseUrl, sqliteFile }) => {
        results.push(...(await benchGrowth({ root, base, database, databaseUrl, sqliteFile })));
      });
    } catch (error) {
      console.log(`${database} : non mesuré (${error.message})`);
    }
  }
  if (results.length) printGrowth(results);
  console.log(`\nDurée totale : ${duration(performance.now() - started)}`);
}

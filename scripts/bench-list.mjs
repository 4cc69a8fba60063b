/**
 * `pnpm bench`, the staff's side at scale: the registrations list (first page, a deep page reached
 * by Suivant and by its number, a search) and the CSV export, with 10,000 then 100,000
 * registrations stored. Rows are written straight into the database (what a season of
 * registrations would leave), then read through the API as a volunteer does, once the outbox has
 * sent what the creates before it left; each figure is printed beside the target.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from './bench-database.mjs';
import { percentile } from './bench-statistics.mjs';

const SAMPLES = 60;

/** Inserts registrations up to `total`, spread over the 60 days before the brocante, 1 in 10 on the waiting list. */
async function seed({ root, database, databaseUrl, sqliteFile, total }) {
  const columns = `(document_id, kind, first_name, last_name, email, phone, street, house_number, postal_code, city, comment,
    accepts_rules, accepts_privacy, status, amount, deposit, pitch_count, payment_reference, edition, access_key_version,
    created_at, updated_at, published_at)`;
  if (database === 'postgres') {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query('SELECT count(*)::int AS n FROM registrations');
    const from = rows[0].n + 1;
    await client.query(
      `INSERT INTO registrations ${columns}
       SELECT 'bench' || lpad(i::text, 19, '0'), 'visitor', 'Prénom' || i, 'Nom' || i, 'banc' || i || '@example.be', '0470 12 34 56',
         'Chaussée de Waterloo', i::text, '1180', 'Uccle', '', true, true,
         CASE WHEN i % 10 = 0 THEN 'waitlist' ELSE 'pending' END, 15, 0, 1, lpad((900000000000 + i)::text, 12, '0'),
         '2027-04-18', 0, now() - (i % 60) * interval '1 day', now(), now()
       FROM generate_series($1::int, $2::int) AS i`,
      [from, total],
    );
    // What autovacuum does to a table after inserts (PostgreSQL 13 and later): its statistics, and the
    // visibility map that lets a page of the list be read from the index alone.
    await client.query('VACUUM ANALYZE registrations');
    await client.end();
    return;
  }
  const Database = createRequire(path.join(root, 'cms', 'package.json'))('better-sqlite3');
  const db = new Database(sqliteFile);
  const from = db.prepare('SELECT count(*) AS n FROM registrations').get().n + 1;
  const now = Date.now();
  db.prepare(
    `WITH RECURSIVE series(i) AS (SELECT CAST(? AS INTEGER) UNION ALL SELECT i + 1 FROM series WHERE i < ?)
     INSERT INTO registrations ${columns}
     SELECT 'bench' || substr('0000000000000000000' || i, -19), 'visitor', 'Prénom' || i, 'Nom' || i, 'banc' || i || '@example.be',
       '0470 12 34 56', 'Chaussée de Waterloo', i, '1180', 'Uccle', '', 1, 1,
       CASE WHEN i % 10 = 0 THEN 'waitlist' ELSE 'pending' END, 15, 0, 1, substr('000000000000' || (900000000000 + i), -12),
       '2027-04-18', 0, ? - (i % 60) * 86400000, ?, ?
     FROM series`,
  ).run(from, total, now, now, now);
  db.exec('ANALYZE');
  db.close();
}

/** E-mails still to send: the creates measured before the list leave thousands in the outbox. */
async function emailsToSend(connection) {
  const db = await openDatabase({ ...connection, readonly: true });
  try {
    const [{ n }] = await db.query("SELECT count(*) AS n FROM email_messages WHERE status = 'pending'");
    return Number(n);
  } finally {
    await db.close();
  }
}

/** The 95th percentile of `SAMPLES` requests made one after another, in milliseconds. */
export async function p95(url, token) {
  const times = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} : ${response.status}`);
    times.push(performance.now() - started);
  }
  return percentile(times, 0.95);
}

export async function exportSeconds(base, token) {
  const started = performance.now();
  const response = await fetch(`${base}/api/registrations/export`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  return { seconds: (performance.now() - started) / 1000, lines: text.trimEnd().split('\r\n').length - 1 };
}

/** The demo volunteer's access token, as the admin signs in. */
export async function signIn(base) {
  const response = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'benevole@example.be', password: 'Brocante-2027' }),
  });
  return (await response.json()).jwt;
}

/** The figures for one database at each size; `target` is the issue's. */
export async function benchList({ root, base, database, databaseUrl, sqliteFile }) {
  const jwt = await signIn(base);
  const results = [];
  for (const total of [10_000, 100_000]) {
    await seed({ root, database, databaseUrl, sqliteFile, total });
    // The list is measured alone: not while the server sends the e-mails of the creates measured before.
    for (let waited = 0; ; waited += 1) {
      const left = await emailsToSend({ root, database, databaseUrl, sqliteFile });
      if (left === 0) break;
      if (waited === 600) {
        console.log(
          `${database}, ${total} : ${left} e-mails encore à envoyer après 10 min ; la liste est mesurée pendant leur envoi.`,
        );
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    // The middle page of 100 rows, reached as a volunteer reaches it: Suivant from the page before
    // (after its last row), and by its number alone (a link or a reload).
    const deepPage = Math.floor(total / 100 / 2);
    const before = await fetch(`${base}/api/registrations?page=${deepPage - 1}&pageSize=100`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    const after = (await before.json()).data.at(-1).documentId;
    results.push({
      database,
      total,
      first: await p95(`${base}/api/registrations?page=1&pageSize=10`, jwt),
      deep: await p95(`${base}/api/registrations?page=${deepPage}&pageSize=100&after=${after}`, jwt),
      deepByNumber: await p95(`${base}/api/registrations?page=${deepPage}&pageSize=100`, jwt),
      search: await p95(`${base}/api/registrations?q=banc4242`, jwt),
      export: await exportSeconds(base, jwt),
    });
  }
  return results;
}

/** The figures beside their targets. */
export function printList(results) {
  const ms = (value) => `${Math.round(value)} ms`;
  console.log('\nListe des bénévoles et export CSV (p95 sur 60 requêtes successives ; cibles de la tâche 14)');
  console.log(
    'base       | inscriptions | 1re page (≤ 50 ms) | page profonde, par Suivant (≤ 50 ms) | par son numéro | recherche (≤ 50 ms) | export (≤ 1 s / ≤ 10 s)',
  );
  for (const row of results) {
    console.log(
      `${row.database.padEnd(10)} | ${String(row.total).padStart(12)} | ${ms(row.first).padStart(18)} | ${ms(row.deep).padStart(36)} | ${ms(row.deepByNumber).padStart(14)} | ${ms(row.search).padStart(19)} | ${row.export.seconds.toFixed(1)} s (${row.export.lines} lignes)`,
    );
  }
}

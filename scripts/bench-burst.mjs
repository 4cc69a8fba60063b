/**
 * `pnpm bench`, the e-mails of a burst: 600 registrations made at once (20 connections) on a fresh
 * Strapi, then the time until the last of their 600 e-mails was handed to the SMTP server (the
 * outbox's `sent_at`), measured from the first request.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const BURST = 600;

/** How many e-mails are sent, and when the last one left (ms since the epoch). */
async function sentSoFar({ root, database, databaseUrl, sqliteFile }) {
  if (database === 'postgres') {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      "SELECT count(*)::int AS sent, max(sent_at) AS last FROM email_messages WHERE status = 'sent'",
    );
    await client.end();
    return { sent: rows[0].sent, last: rows[0].last ? new Date(rows[0].last).getTime() : null };
  }
  const Database = createRequire(path.join(root, 'cms', 'package.json'))('better-sqlite3');
  const db = new Database(sqliteFile, { readonly: true });
  const row = db.prepare("SELECT count(*) AS sent, max(sent_at) AS last FROM email_messages WHERE status = 'sent'").get();
  db.close();
  return { sent: row.sent, last: row.last };
}

export async function benchBurst({ root, base, database, databaseUrl, sqliteFile, registration }) {
  let index = 0;
  const started = Date.now();
  const result = await autocannon({
    url: `${base}/api/registrations`,
    connections: 20,
    amount: BURST,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ data: registration(1_000_000 + index++) }) }),
      },
    ],
  });
  const registered = (Date.now() - started) / 1000;
  let state = { sent: 0, last: null };
  for (const deadline = Date.now() + 15 * 60_000; Date.now() < deadline;) {
    state = await sentSoFar({ root, database, databaseUrl, sqliteFile });
    if (state.sent >= BURST) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    database,
    registered,
    errors: result.errors + result.non2xx,
    sent: state.sent,
    lastEmail: state.last ? (state.last - started) / 1000 : null,
  };
}

export function printBurst(results) {
  console.log(`\nRafale de ${BURST} inscriptions (20 connexions) : dernier e-mail remis au serveur SMTP (cible ≤ 30 s)`);
  console.log('base       | inscriptions faites en | e-mails envoyés | dernier e-mail après | erreurs');
  for (const row of results) {
    console.log(
      `${row.database.padEnd(10)} | ${`${row.registered.toFixed(1)} s`.padStart(22)} | ${String(row.sent).padStart(15)} | ${(row.lastEmail === null ? '—' : `${row.lastEmail.toFixed(1)} s`).padStart(20)} | ${row.errors}`,
    );
  }
}

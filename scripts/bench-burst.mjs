/**
 * `pnpm bench`, the e-mails of a burst: 600 registrations made at once (20 connections) on a fresh
 * Strapi, then the time until the last of their 600 e-mails was handed to the SMTP server (the
 * outbox's `sent_at`), measured from the first request.
 */
import autocannon from 'autocannon';
import { openDatabase } from './bench-database.mjs';

const BURST = 600;

/** How many e-mails are sent, and when the last one left (ms since the epoch). */
async function sentSoFar(connection) {
  const db = await openDatabase({ ...connection, readonly: true });
  try {
    const [row] = await db.query("SELECT count(*) AS sent, max(sent_at) AS last FROM email_messages WHERE status = 'sent'");
    // PostgreSQL counts in a string and gives a Date; SQLite, numbers (Strapi's dates in milliseconds).
    return { sent: Number(row.sent), last: row.last === null ? null : new Date(row.last).getTime() };
  } finally {
    await db.close();
  }
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

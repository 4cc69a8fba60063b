/**
 * `pnpm bench:growth`, the bank statement's import at each size: a BNP Paribas Fortis export whose every line
 * pays a registration of the edition, posted as the admin posts it, first as its dry run (the whole file, or what the
 * product accepts of it), then imported; past BENCH_GROWTH_LINES lines, the import is extrapolated.
 */
import http from 'node:http';

/** Statement lines imported at most a size (a few milliseconds each): the rest is extrapolated. */
const IMPORT_LINES = Number(process.env.BENCH_GROWTH_LINES ?? 1_000);
/** The lines of the statement imported before the measured one, at each size. */
const WARM_UP_LINES = 100;
/** What the statement import accepts (the controller's schema, bank-transaction controller). */
const STATEMENT_MAX_CHARS = 5_000_000;

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

/**
 * What an import did: its answer, or, for one answered as a job going on on the server (202), what it ended with, its
 * progress read every 100 ms as the admin reads it every second.
 */
async function ended(base, jwt, answer) {
  if (!answer.job) return answer;
  for (;;) {
    const response = await fetch(`${base}/api/bank-imports/${answer.job.id}`, { headers: { authorization: `Bearer ${jwt}` } });
    const { data } = await response.json();
    if (data.state === 'done') return data.report;
    if (data.state === 'failed') throw new Error(`import : ${data.failure}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A BNP Paribas Fortis export (its layout, packages/shared/tests/fixtures) paying each registration in turn. */
function statement(references, shared, year = '2027') {
  const header =
    "Numéro de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus";
  const lines = references.map(
    (reference, i) =>
      `${year}-${String(i + 1).padStart(6, '0')};02/04/2027;02/04/2027;15,00;EUR;BE21001234567803;Virement en euros;BE71 0961 2345 6769;PAYEUR ${i};${shared.formatStructuredCommunication(reference)};VIREMENT EN EUROS DE BE71 0961 2345 6769 PAYEUR ${i};Accepté;`,
  );
  return [header, ...lines].join('\r\n');
}

/**
 * The import of a statement of `lines` lines, each paying a registration of the edition (the matching,
 * the payment step, its e-mail), until it ends (a long one runs as a job: statement-import-jobs.ts). The lines are
 * independent of each other (a hundred a transaction): past IMPORT_LINES, the first IMPORT_LINES are imported and the time of the
 * whole statement is extrapolated from them, their cost read at this size of the edition. A statement
 * longer than the product accepts is sent once, to see it refused.
 */
export async function importTime(base, jwt, db, lines, shared) {
  // Those still to pay first: the promotion measured before cancelled the first registrations awaiting payment, and a
  // line paying one of them costs a movement, not a payment.
  const references = (
    await db.query(
      "SELECT payment_reference AS reference FROM registrations ORDER BY CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END, id LIMIT ?",
      [lines],
    )
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
  // The dry run the treasurer reads first: it writes nothing, so the whole statement is measured.
  const accepted = whole.length > STATEMENT_MAX_CHARS ? references.slice(0, refused.longest) : references;
  const previewed = performance.now();
  const preview = await longPost(
    `${base}/api/bank-imports`,
    jwt,
    JSON.stringify({ data: { fileName: 'releve-croissance.csv', content: statement(accepted, shared), dryRun: true } }),
  );
  const dryRunMs = ((performance.now() - previewed) * lines) / accepted.length;
  if (!preview.ok) throw new Error(`aperçu de l'import : ${preview.status}`);
  const measured = Math.min(lines, IMPORT_LINES);
  // Warmed up first, as the registrations are: a hundred other lines, which pay no one (a registration paid here would
  // be among those measured at 1×).
  const others = Array.from({ length: WARM_UP_LINES }, (_, i) => shared.structuredCommunicationDigits(String(9_000_000_000 + i)));
  const warmUp = await post(statement(others, shared, '2026'));
  await ended(base, jwt, (await warmUp.json()).data);
  const started = performance.now();
  const response = await post(statement(references.slice(0, measured), shared));
  if (!response.ok) throw new Error(`import : ${response.status}`);
  const report = await ended(base, jwt, (await response.json()).data);
  const ms = performance.now() - started;
  const paid = report.lines.filter((line) => ['marked-paid', 'already-paid', 'late-payment'].includes(line.result)).length;
  const markedPaid = report.lines.filter((line) => line.result === 'marked-paid').length;
  return {
    ms: (ms * lines) / measured,
    measuredMs: ms,
    measured,
    lines,
    paid,
    markedPaid,
    refused,
    dryRunMs,
    dryRunLines: accepted.length,
  };
}

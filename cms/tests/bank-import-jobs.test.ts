import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatStructuredCommunication } from '@brocante/shared';
import { BNP_HEADER } from './support/bank-statements';
import { apiClient, visitorRegistration, type ApiClient } from './support/http';
import { GENEROUS_LIMITS, startStrapi, type TestServer } from './support/strapi-server';

const { statementImportJobs } = createRequire(import.meta.url)(
  '../dist/src/engine/statement-import-jobs',
) as typeof import('../src/engine/statement-import-jobs');

/**
 * A long statement imported as a job on the server (engine/statement-import-jobs.ts): answered at once with its
 * progress, the same file sent again answered with the same import, and an import cut short by a restart or a crash
 * taken up where it stopped, each line recorded and each registration paid once. Every import here is answered as a
 * job, whatever its length (STATEMENT_IMPORT_ANSWER_MS=0). The import's results line by line: bank-imports.test.ts.
 */

let server: TestServer;
let api: ApiClient;
let staff: string;
type Payer = { email: string; reference: string; amount: number };

beforeAll(async () => {
  server = await startStrapi({ ...GENEROUS_LIMITS, STATEMENT_IMPORT_ANSWER_MS: '0' });
  api = apiClient(server.url);
  staff = await api.signIn();
});

afterAll(async () => {
  await server?.stop();
});

/** Twelve visitors registered, each to pay by transfer: their structured communications and amounts. */
async function registerPayers(tag: string, firstNumber: number): Promise<Payer[]> {
  for (let index = 0; index < 12; index += 1) {
    const data = visitorRegistration({ email: `${tag}-${index}@example.be`, houseNumber: `${firstNumber + index}` });
    expect((await api.post('/api/registrations', { data })).status).toBe(201);
  }
  const rows: { email: string; payment_reference: string; amount: string }[] = await server.strapi.db
    .connection('registrations')
    .where('email', 'like', `${tag}-%`)
    .select('email', 'payment_reference', 'amount');
  return rows.map((row) => ({ email: row.email, reference: row.payment_reference, amount: Number(row.amount) }));
}

/** A statement of `lines` movements: the payers' transfers spread among others that name no registration. */
function longStatement(lines: number, tag: string, payers: Payer[]) {
  const every = Math.floor(lines / payers.length);
  const row = (index: number) => {
    const payer = index % every === 0 ? payers[index / every] : undefined;
    const amount = payer ? payer.amount.toFixed(2).replace('.', ',') : '12,50';
    const communication = payer ? formatStructuredCommunication(payer.reference) : `${tag} loyer ${index}`;
    return `${tag}-${String(index).padStart(6, '0')};02/04/2027;02/04/2027;${amount};EUR;BE21001234567803;Virement en euros;BE71 0961 2345 6769;PAYEUR ${index};${communication};VIREMENT;Accepté;`;
  };
  return [BNP_HEADER, ...Array.from({ length: lines }, (_, index) => row(index))].join('\r\n');
}

const post = (fileName: string, content: string) => api.post('/api/bank-imports', { data: { fileName, content } }, staff);

/** Follows an import as the admin does, until it ends; the progress read on the way. */
async function followed(id: string) {
  const seen: number[] = [];
  for (let poll = 0; poll < 600; poll += 1) {
    const { status, body } = await api.get(`/api/bank-imports/${id}`, staff);
    expect(status).toBe(200);
    seen.push(body.data.done);
    if (body.data.state !== 'running') return { job: body.data, seen };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`L'import ${id} ne finit pas`);
}

const count = (results: string[], result: string) => results.filter((each) => each === result).length;
const statusOf = async (email: string) =>
  (await server.strapi.db.connection('registrations').where({ email }).first('status', 'paid_amount')) as {
    status: string;
    paid_amount: string;
  };
const rowsWhere = async (table: string, column: string, like: string) =>
  Number((await server.strapi.db.connection(table).where(column, 'like', like).count({ n: '*' }))[0]!.n);
/** The « paiement reçu » e-mails queued for these payers. */
const paymentEmails = (payers: Payer[]) =>
  Promise.all(payers.map(({ email }) => server.strapi.db.connection('registrations').where({ email }).first('document_id'))).then(
    async (rows) => {
      let emails = 0;
      for (const row of rows) emails += await rowsWhere('email_messages', 'topic', `payment-received:${row.document_id}`);
      return emails;
    },
  );
/** Each payer paid their amount (those past the pitches on the waiting line, paid), and told so once. */
async function expectPaidOnce(payers: Payer[]) {
  for (const { email, amount } of payers) {
    const row = await statusOf(email);
    expect(['paid', 'waitlist']).toContain(row.status);
    expect(Number(row.paid_amount)).toBe(amount);
  }
  expect(await paymentEmails(payers)).toBe(payers.length);
}

describe('a long statement', () => {
  it('runs on the server: answered with its progress, the same file again gets the same import, each payer paid once', async () => {
    const payers = await registerPayers('long', 400);
    const content = longStatement(360, 'LONG', payers);
    const started = await post('long.csv', content);
    expect(started.status).toBe(202);
    const { job } = started.body.data;
    expect(job).toMatchObject({
      fileName: 'long.csv',
      state: 'running',
      total: 360,
      startedBy: 'Anne Lambert (Coordination)',
    });
    const again = await post('long.csv', content);
    expect(again.status).toBe(202);
    expect(again.body.data.job.id).toBe(job.id);
    expect((await api.get('/api/bank-imports/latest', staff)).body.data).toMatchObject({ id: job.id });

    const { job: ended, seen } = await followed(job.id);
    expect(ended).toMatchObject({ state: 'done', done: 360, total: 360, failure: null });
    // Its progress only moves forward.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const results = ended.report.lines.map((line: { result: string }) => line.result);
    expect(results).toHaveLength(360);
    expect(count(results, 'marked-paid')).toBe(payers.length);
    expect(count(results, 'unknown-reference')).toBe(360 - payers.length);
    expect(ended.report.emails).toBe(payers.length);
    await expectPaidOnce(payers);

    // Imported again once ended: a new import that records nothing.
    const twice = await post('long.csv', content);
    const { job: repeated } = await followed(twice.body.data.job.id);
    expect(repeated.id).not.toBe(job.id);
    expect(new Set(repeated.report.lines.map((line: { result: string }) => line.result))).toEqual(new Set(['duplicate']));
    await expectPaidOnce(payers);
    expect(await rowsWhere('bank_transactions', 'file_name', 'long.csv')).toBe(360);
  });

  it('goes on after a restart from where it stopped, each line recorded once', async () => {
    const payers = await registerPayers('restart', 500);
    const started = await post('restart.csv', longStatement(1200, 'RESTART', payers));
    expect(started.status).toBe(202);
    const { id } = started.body.data.job;
    // Stopped mid-way, as an upgrade stops Strapi: the batch under way ends, the rest waits for the next start.
    while ((await api.get(`/api/bank-imports/${id}`, staff)).body.data.done < 100)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await server.restart();
    // Cut short indeed: the new start took it up.
    expect((await server.strapi.db.connection('statement_imports').where({ document_id: id }).first('state')).state).toBe(
      'running',
    );
    api = apiClient(server.url);
    staff = await api.signIn();
    const { job } = await followed(id);
    expect(job).toMatchObject({ state: 'done', done: 1200, total: 1200 });
    const results = job.report.lines.map((line: { result: string }) => line.result);
    expect(count(results, 'marked-paid')).toBe(payers.length);
    expect(count(results, 'unknown-reference')).toBe(1200 - payers.length);
    await expectPaidOnce(payers);
    expect(await rowsWhere('bank_transactions', 'file_name', 'restart.csv')).toBe(1200);
  });

  it('is taken up after a crash, by a process that finds it silent, and repeats nothing', async () => {
    const payers = await registerPayers('crash', 600);
    const content = longStatement(240, 'CRASH', payers);
    const { job: before } = await followed((await post('crash.csv', content)).body.data.job.id);
    // As a crash leaves it: still running, its progress saved two batches ago, no news for two minutes.
    await server.strapi.db
      .connection('statement_imports')
      .where({ document_id: before.id })
      .update({
        state: 'running',
        done: 100,
        content,
        report: null,
        running_key: 'crash',
        heartbeat_at: new Date(Date.now() - 120_000),
      });
    expect(await statementImportJobs(server.strapi).resumeStalled()).toBe(1);
    // Another process finds it claimed.
    expect(await statementImportJobs(server.strapi).resumeStalled()).toBe(0);
    const { job: after } = await followed(before.id);
    expect(after.report.lines).toEqual(before.report.lines);
    await expectPaidOnce(payers);
    expect(await rowsWhere('bank_transactions', 'file_name', 'crash.csv')).toBe(240);
  });

  it('forgets what an import did a month after it ended, and keeps its movements', async () => {
    const { id } = (await api.get('/api/bank-imports/latest', staff)).body.data;
    const movements = await rowsWhere('bank_transactions', 'file_name', '%.csv');
    const inAMonth = new Date(Date.now() + 31 * 86_400_000);
    expect(await statementImportJobs(server.strapi).forgetReports(new Date())).toBe(0);
    expect(await statementImportJobs(server.strapi).forgetReports(inAMonth)).toBeGreaterThanOrEqual(4);
    expect((await api.get(`/api/bank-imports/${id}`, staff)).body.data).toMatchObject({ state: 'done', report: null });
    expect(await rowsWhere('bank_transactions', 'file_name', '%.csv')).toBe(movements);
  });

  it('says in French that an import it does not know does not exist', async () => {
    const missing = await api.get('/api/bank-imports/aucun-import', staff);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Cet import de relevé n'existe pas.");
  });
});

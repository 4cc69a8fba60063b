import { beforeAll, describe, expect, it } from 'vitest';
import { formatEuro } from '@brocante/shared';
import { paymentEmailsTo, registerPayers, registration } from './support/bank-payers';
import { importFile, importReport, KBC_HEADER, lineResults, published, results, statement } from './support/bank-statements';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { until } from './support/until';

/**
 * Statements read: what a file would do, each format, each movement counted once, a line assigned by hand,
 * what cannot be read. Matching transfers to registrations whole, split or overpaid: bank-import-matching.test.ts.
 */

useStrapi({ signIn: true });

beforeAll(async () => {
  await registerPayers();
});

describe('bank statement import', () => {
  it('says first what a file would do, with nothing recorded and no e-mail sent', async () => {
    const preview = await api.post(
      '/api/bank-imports',
      { data: { fileName: 'statement.coda', content: statement('statement.coda'), dryRun: true } },
      staff,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ dryRun: true, format: 'coda', emails: 3 });
    expect(results(preview.body)).toEqual(['marked-paid', 'marked-paid', 'not-a-credit', 'partly-paid']);
    expect(preview.body.data.lines.map((line: { transaction: string | null }) => line.transaction)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(await server.strapi.db.query('api::bank-transaction.bank-transaction').count({})).toBe(0);
    expect((await registration('marie@example.be')).status).toBe('pending');
    expect(
      await server.strapi.db.query('api::email-message.email-message').count({ where: { subject: 'Brocante : paiement reçu' } }),
    ).toBe(0);
  });

  it('marks the matching payments paid, a short one paid in part, and says what each line did', async () => {
    const received = async () => (await api.get('/api/dashboard', staff)).body.data.money.received as number;
    const before = await received();
    const response = await importFile('statement.coda');
    // The dashboard counts what came, the part paid included: 15 + 15 + 10.
    expect(await received()).toBe(before + 40);
    expect(response.status).toBe(200);
    expect(response.body.data.format).toBe('coda');
    expect(results(response.body)).toEqual(['marked-paid', 'marked-paid', 'not-a-credit', 'partly-paid']);
    expect(response.body.data.lines[3]).toMatchObject({ amount: 10, registration: { name: 'Peeters Jean', amount: 15 } });
    expect(await registration('marie@example.be')).toMatchObject({
      status: 'paid',
      paidAmount: 15,
      paidAt: '2027-04-02T12:00:00.000Z',
    });
    expect(await registration('paul@example.be')).toMatchObject({ status: 'paid' });
    // Jean paid 10 € of 15: still to pay, told what is left with the same communication.
    expect(await registration('jean@example.be')).toMatchObject({ status: 'pending', paidAmount: 10 });
    const [short] = await until(
      async () => (await server.mail.to('jean@example.be')).filter((email) => email.subject === 'Brocante : paiement incomplet'),
      (found) => found.length >= 1,
    );
    expect(short!.text).toContain(
      `Nous avons bien reçu ${formatEuro(10)} (communication +++777/7777/77705+++) : il reste ${formatEuro(5)} à payer sur ${formatEuro(15)}.`,
    );
    expect(short!.text).toContain(`Montant : ${formatEuro(5)}`);
    // Their page asks for the rest only.
    const jean = await server.strapi
      .service('api::registration.registration')
      .findRegistration((await registration('jean@example.be')).documentId);
    const page = await server.strapi.service('api::registration.registrant').view(jean);
    expect(page).toMatchObject({ paidAmount: 10, transfer: { amount: 5, structuredCommunication: '777777777705' } });

    for (const payer of ['marie@example.be', 'paul@example.be']) {
      expect(
        await until(
          () => paymentEmailsTo(payer),
          (count) => count >= 1,
        ),
      ).toBe(1);
    }
    expect(await paymentEmailsTo('jean@example.be')).toBe(0);
  });

  it('changes nothing when the same file comes again', async () => {
    const again = await importFile('statement.coda');
    expect(results(again.body)).toEqual(['duplicate', 'duplicate', 'not-a-credit', 'duplicate']);
    expect(await server.strapi.db.query('api::bank-transaction.bank-transaction').count({})).toBe(3);
  });

  it('reads the same movements from another bank export: already paid, the part paid not counted twice', async () => {
    const kbc = await importFile('kbc.csv');
    expect(kbc.body.data.format).toBe('kbc');
    // The same movements through another format: seen already (same day, amount and payer), nothing counted again.
    expect(results(kbc.body)).toEqual(['duplicate', 'duplicate', 'not-a-credit', 'duplicate']);
    expect(await registration('jean@example.be')).toMatchObject({ status: 'pending', paidAmount: 10 });
  });

  it('reads the same movements from CAMT.053, Belfius and ING: nothing is paid twice', async () => {
    for (const [file, format] of [
      ['statement.camt053.xml', 'camt053'],
      ['belfius.csv', 'belfius'],
      ['ing.csv', 'ing'],
    ] as const) {
      const response = await importFile(file);
      expect(response.body.data.format, file).toBe(format);
      expect(results(response.body), file).toEqual(['duplicate', 'duplicate', 'not-a-credit', 'duplicate']);
    }
    expect(await paymentEmailsTo('marie@example.be')).toBe(1);
  });

  it('lets staff assign an unmatched line by hand', async () => {
    // Jean's 5 € left, paid without a reference.
    const jeanRest = statement('generic.csv').replace('10.00,777777777705', '5.00,Jean brocante');
    const generic = await importFile('generic.csv', jeanRest, {
      date: 0,
      counterpartyName: 1,
      amount: 2,
      communication: 3,
    });
    expect(results(generic.body)).toEqual(['already-paid', 'already-paid', 'not-a-credit', 'unknown-reference']);
    const line = generic.body.data.lines[3];
    // No reference, but the payer's name: Jean's registration is suggested, not paid, until a volunteer confirms.
    expect(line.suggestions).toEqual([
      {
        documentId: expect.any(String),
        name: 'Peeters Jean',
        amount: 5,
        reasons: [`même montant (${formatEuro(5)})`, 'même nom : Peeters'],
      },
    ]);
    const jean = await registration('jean@example.be');
    expect(jean.status).toBe('pending');
    const assigned = await api.post(
      `/api/bank-transactions/${line.transaction}/assign`,
      { data: { registration: jean.documentId } },
      staff,
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ result: 'assigned-by-hand', registration: { name: 'Peeters Jean' } });
    expect(await registration('jean@example.be')).toMatchObject({ status: 'paid', paidAmount: 15 });
    const twice = await api.post(
      `/api/bank-transactions/${line.transaction}/assign`,
      { data: { registration: jean.documentId } },
      staff,
    );
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe('Ce mouvement a déjà payé une inscription.');
  });

  it('refuses an unreadable file in French, and a CSV it does not know asks for its columns', async () => {
    const broken = await importFile('x.csv', 'Date,Montant,Communication\n2027-04-02,quinze,x\n', {
      date: 0,
      amount: 1,
      communication: 2,
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toBe('Ligne 2 : Montant illisible : « quinze ».');
    const unknown = await importFile('generic.csv');
    expect(unknown.body.data).toEqual({
      needsMapping: true,
      headers: ['Date', 'Payer', 'Amount', 'Reference'],
      sample: expect.any(Array),
    });
  });

  it('counts two movements that look the same on one statement, once each, however often the file comes', async () => {
    // KBC's export gives the statement's number as the only reference: two people paying 15 € the same
    // day on one statement, with no communication, look the same but for their names.
    const row = (name: string) =>
      `BE21001234567803;Comité;COMITE;EUR;2027020;09/04/2027;VIREMENT;09/04/2027;15,00;1000,00;15,00;;;;${name};;;`;
    const content = [
      KBC_HEADER,
      row('ANNE LEROY'),
      row('BRUNO CLAES'),
      'BE21001234567803;Comité;COMITE;;;;Avis de la banque;;;;;;;;;;;',
    ].join('\r\n');
    const stored = () => server.strapi.db.query('api::bank-transaction.bank-transaction').count({});
    const before = await stored();
    const first = await importFile('kbc-meme-jour.csv', content);
    expect(results(first.body)).toEqual(['unknown-reference', 'unknown-reference', 'bank-notice']);
    expect(await stored()).toBe(before + 2);
    const again = await importFile('kbc-meme-jour.csv', content);
    expect(results(again.body)).toEqual(['duplicate', 'duplicate', 'bank-notice']);
    expect(await stored()).toBe(before + 2);
  });

  it('marks each registration paid once when the same file is imported twice at the same moment', async () => {
    for (const uid of [
      'api::bank-transaction.bank-transaction',
      'api::registration.registration',
      'api::email-message.email-message',
    ] as const) {
      await server.strapi.db.query(uid).deleteMany({});
    }
    await registerPayers();
    // Marie and Paul each have the payment e-mail of the first test: one more each is expected, no more.
    const paymentEmails = async () => ({
      marie: await paymentEmailsTo('marie@example.be'),
      paul: await paymentEmailsTo('paul@example.be'),
    });
    expect(await paymentEmails()).toEqual({ marie: 1, paul: 1 });
    const sent = await Promise.all([importFile('bnp-paribas-fortis.csv'), importFile('bnp-paribas-fortis.csv')]);
    // One import answered to both, or, for the second sent once the first ended, a second import that records nothing.
    const imports = new Map((await Promise.all(sent.map(importReport))).map((report) => [report.importId, report]));
    const lines = [...imports.values()].flatMap((report) => results({ data: report }));
    expect(lines.filter((result) => result === 'marked-paid')).toHaveLength(2);
    expect(lines.filter((result) => result === 'duplicate')).toHaveLength(imports.size === 2 ? 3 : 0);

    const queuedPayments = async () =>
      (
        await server.strapi.db
          .query('api::email-message.email-message')
          .findMany({ where: { subject: 'Brocante : paiement reçu' }, select: ['to', 'status'] })
      )
        .map(({ to, status }: { to: string; status: string }) => `${to} ${status}`)
        .sort();
    expect(await until(queuedPayments, (queued) => queued.length >= 2 && queued.every((line) => line.endsWith(' sent')))).toEqual(
      ['marie@example.be sent', 'paul@example.be sent'],
    );
    expect(await until(paymentEmails, ({ marie, paul }) => marie >= 2 && paul >= 2)).toEqual({ marie: 2, paul: 2 });
  });
});

describe('statements published by other projects (packages/shared/tests/fixtures/published, origin and licence in its README)', () => {
  const stored = () => server.strapi.db.query('api::bank-transaction.bank-transaction').count({});

  it('php-coda-parser sample 5: two credits of 1,767.82 € with one bank reference on one day are both counted, once', async () => {
    const whole = published('php-coda-parser.sample5.cod');
    const records = whole.split(/\r?\n/);
    // The same statement as the bank would send it with only its last movement (sequence 0009, records 2.1 and 2.2).
    const lastOnly = records.filter((record) => !/^2[123]000[12]/.test(record) && !/^3[123]000[12]/.test(record)).join('\n');
    expect(lastOnly.split('\n').filter((record) => record.startsWith('21'))).toHaveLength(1);
    const before = await stored();

    const first = await importFile('sample5-0009.cod', lastOnly);
    expect(lineResults(first.body)).toEqual([[3, 1767.82, 'unknown-reference']]);
    const all = await importFile('sample5.cod', whole);
    expect(lineResults(all.body)).toEqual([
      [3, 1767.82, 'unknown-reference'],
      [9, 2767.82, 'unknown-reference'],
      [13, 1767.82, 'duplicate'],
    ]);
    expect(await stored()).toBe(before + 3);
    expect(results((await importFile('sample5.cod', whole)).body)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await stored()).toBe(before + 3);
  });

  it('Subite camt.053.001.08: entries without dates are recorded on their statement’s day, and the line says so', async () => {
    const imported = await importFile('subite.xml', published('subite.camt053.v8.2024-03-07.xml'));
    expect(imported.status).toBe(200);
    const note = "Le mouvement ne porte pas de date : celle de l'extrait (07/03/2024) est prise.";
    expect(
      imported.body.data.lines.map(
        ({ date, amount, result, note }: { date: string; amount: number; result: string; note?: string }) => ({
          date,
          amount,
          result,
          note,
        }),
      ),
    ).toEqual([
      { date: '2024-03-07', amount: 828531.98, result: 'unknown-reference', note },
      { date: '2024-03-07', amount: -0.2, result: 'not-a-credit', note },
      { date: '2024-03-07', amount: -5793.97, result: 'not-a-credit', note },
    ]);
    const recorded = await server.strapi.db
      .query('api::bank-transaction.bank-transaction')
      .findOne({ where: { fileName: 'subite.xml' }, select: ['bookedOn', 'amount'] });
    expect(recorded).toMatchObject({ bookedOn: '2024-03-07' });
  });

  it("php-belgianbankstatement sample 8 (ING, Dutch): 18 movements and ING's notice, each credit recorded with the payer's IBAN", async () => {
    const imported = await importFile('sample8_ing.csv', published('php-belgianbankstatement.sample8_ing.csv'));
    const lines = imported.body.data.lines as { lineNumber: number; result: string }[];
    expect(lines).toHaveLength(19);
    expect(lines.filter((line) => line.result === 'bank-notice').map((line) => line.lineNumber)).toEqual([3]);
    expect(lines.filter((line) => line.result === 'unknown-reference').map((line) => line.lineNumber)).toEqual([2, 15]);
    expect(lines.filter((line) => line.result === 'not-a-credit')).toHaveLength(16);
    const accounts = await server.strapi.db.query('api::bank-transaction.bank-transaction').findMany({
      where: { fileName: 'sample8_ing.csv' },
      select: ['lineNumber', 'counterpartyAccount'],
      orderBy: { lineNumber: 'asc' },
    });
    expect(
      accounts.map(({ lineNumber, counterpartyAccount }: { lineNumber: number; counterpartyAccount: string }) => [
        lineNumber,
        counterpartyAccount,
      ]),
    ).toEqual([
      [2, 'BE13549135213519'],
      [15, 'BE35484313513811'],
    ]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeStatement, formatEuro, formatStructuredCommunication, structuredCommunicationDigits } from '@brocante/shared';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { neighborRegistration, visitorRegistration } from './support/http';
import { until } from './support/until';

// The fictional statements of packages/shared/tests/fixtures: Marie pays 15 € with the structured
// field, Paul types his reference in free text, the committee pays for tables, Jean pays 10 € of 15.
const FIXTURES = path.resolve(__dirname, '..', '..', 'packages', 'shared', 'tests', 'fixtures');
const statement = (name: string) => decodeStatement(readFileSync(path.join(FIXTURES, name)));
const PAYERS = [
  { email: 'marie@example.be', reference: '123456789002' },
  { email: 'paul@example.be', reference: '500000000174' },
  { email: 'jean@example.be', reference: '777777777705' },
];

async function registerPayers() {
  for (const [index, { email, reference }] of PAYERS.entries()) {
    const data = index === 0 ? neighborRegistration({ email, houseNumber: '11' }) : visitorRegistration({ email });
    expect((await api.post('/api/registrations', { data })).status).toBe(201);
    // The references of the sample statements (they are drawn at random otherwise).
    await server.strapi.db
      .query('api::registration.registration')
      .update({ where: { email }, data: { paymentReference: reference } });
  }
}

/** A visitor registers; with `reference`, their structured communication is the one a statement of the test carries. */
async function registerVisitor(email: string, houseNumber: string, reference?: string) {
  expect((await api.post('/api/registrations', { data: visitorRegistration({ email, houseNumber }) })).status).toBe(201);
  if (reference)
    await server.strapi.db
      .query('api::registration.registration')
      .update({ where: { email }, data: { paymentReference: reference } });
}

/** The header of BNP Paribas Fortis' CSV export, for the statements written in a test. */
const BNP_HEADER =
  "Numéro de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus";

const paymentEmailsTo = async (address: string) =>
  (await server.mail.to(address)).filter((email) => email.subject === 'Brocante : paiement reçu').length;

const importFile = (name: string, content = statement(name), mapping?: object) =>
  api.post('/api/bank-imports', { data: { fileName: name, content, ...(mapping ? { mapping } : {}) } }, staff);
const results = (body: { data: { lines: { result: string }[] } }) => body.data.lines.map((line) => line.result);
const registration = async (email: string) =>
  (await api.get(`/api/registrations?q=${encodeURIComponent(email)}`, staff)).body.data[0];

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

  it('pays each registration of a CAMT.053 batch once, and never counts the batch total', async () => {
    const batch = ['anne@example.be', 'bruno@example.be', 'chloe@example.be'];
    for (const [index, email] of batch.entries())
      await registerVisitor(email, `${200 + index}`, ['100000000135', '100000000236', '100000000337'][index]);
    const response = await importFile('statement-batch.camt053.xml');
    expect(results(response.body)).toEqual(['marked-paid', 'marked-paid', 'marked-paid']);
    for (const email of batch) expect((await registration(email)).status).toBe('paid');
    expect(results((await importFile('statement-batch.camt053.xml')).body)).toEqual(['duplicate', 'duplicate', 'duplicate']);
  });

  it('owes back what came above the amount, and the part paid of a registration then cancelled', async () => {
    const people = [
      { email: 'trop@example.be', reference: '200000000169' },
      { email: 'partiel@example.be', reference: '200000000270' },
    ];
    for (const [index, { email, reference }] of people.entries()) await registerVisitor(email, `${300 + index}`, reference);
    const content = [
      BNP_HEADER,
      '2027-0300;06/04/2027;06/04/2027;20,00;EUR;BE21001234567803;Virement en euros;BE68 5390 0754 7034;TROP PAYE;+++200/0000/00169+++;;Accepté;',
      '2027-0301;06/04/2027;06/04/2027;5,00;EUR;BE21001234567803;Virement en euros;BE71 0961 2345 6769;EN PARTIE;+++200/0000/00270+++;;Accepté;',
    ].join('\r\n');
    expect(results((await importFile('trop-et-partiel.csv', content)).body)).toEqual(['marked-paid', 'partly-paid']);
    expect(await registration('trop@example.be')).toMatchObject({ status: 'paid', paidAmount: 20 });
    const owed = async () =>
      (
        (await api.get('/api/refunds', staff)).body.data as {
          amount: number;
          reason: string;
          payerIban: string;
          registration: { name: string };
        }[]
      )
        .filter((refund) => ['TROP PAYE', 'EN PARTIE'].includes(refund.payerName ?? ''))
        .map(({ amount, reason, payerIban }) => ({ amount, reason, payerIban }));
    expect(await owed()).toEqual([{ amount: 5, reason: 'overpayment', payerIban: 'BE68539007547034' }]);

    const partial = await registration('partiel@example.be');
    expect(partial).toMatchObject({ status: 'pending', paidAmount: 5 });
    expect((await api.post(`/api/registrations/${partial.documentId}/steps`, { data: { event: 'cancel' } }, staff)).status).toBe(
      200,
    );
    expect(await owed()).toEqual([
      { amount: 5, reason: 'overpayment', payerIban: 'BE68539007547034' },
      { amount: 5, reason: 'cancellation', payerIban: 'BE71096123456769' },
    ]);
  });

  it("splits one family's transfer across its registrations, each paid by its part, checked whole first", async () => {
    const family = ['famille.un@example.be', 'famille.deux@example.be'];
    for (const [index, email] of family.entries()) await registerVisitor(email, `${400 + index}`);
    const content = [
      BNP_HEADER,
      '2027-0400;07/04/2027;07/04/2027;30,00;EUR;BE21001234567803;Virement en euros;BE43 0689 9999 9501;FAMILLE;brocante pour nous deux;;Accepté;',
    ].join('\r\n');
    const [line] = (await importFile('famille.csv', content)).body.data.lines;
    expect(line.result).toBe('unknown-reference');
    const [one, two] = await Promise.all(family.map(registration));
    const split = (parts: { registration: string; amount: number }[]) =>
      api.post(`/api/bank-transactions/${line.transaction}/split`, { data: { parts } }, staff);

    const short = await split([
      { registration: one.documentId, amount: 15 },
      { registration: two.documentId, amount: 10 },
    ]);
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe(
      `Les parts font ${formatEuro(25)} : elles doivent faire le montant du virement, ${formatEuro(30)}.`,
    );
    const same = await split([
      { registration: one.documentId, amount: 15 },
      { registration: one.documentId, amount: 15 },
    ]);
    expect(same.body.error.message).toBe('Chaque inscription ne reçoit qu’une part du virement.');
    expect((await registration(family[0]!)).status).toBe('pending');

    const done = await split([
      { registration: one.documentId, amount: 15 },
      { registration: two.documentId, amount: 15 },
    ]);
    expect(done.status).toBe(200);
    expect(done.body.data.parts.map((part: { result: string }) => part.result)).toEqual(['marked-paid', 'marked-paid']);
    for (const email of family) expect(await registration(email)).toMatchObject({ status: 'paid', paidAmount: 15 });
    const again = await split([
      { registration: one.documentId, amount: 15 },
      { registration: two.documentId, amount: 15 },
    ]);
    expect(again.body.error.message).toBe('Ce mouvement a déjà payé une inscription.');
    // The same file again: the transfer is known, nothing paid twice.
    expect(results((await importFile('famille.csv', content)).body)).toEqual(['duplicate']);
  });

  it("turns a family's overpayment into its other registration's payment, instead of paying it back", async () => {
    const family = [
      { email: 'aine@example.be', reference: '200000000371' },
      { email: 'cadet@example.be', reference: '200000000472' },
    ];
    for (const [index, { email, reference }] of family.entries()) await registerVisitor(email, `${500 + index}`, reference);
    // Both registrations paid in one transfer, with the elder's communication only.
    const content = [
      BNP_HEADER,
      '2027-0500;08/04/2027;08/04/2027;30,00;EUR;BE21001234567803;Virement en euros;BE43 0689 9999 9501;FAMILLE AINE;+++200/0000/00371+++;;Accepté;',
    ].join('\r\n');
    expect(results((await importFile('famille-une-communication.csv', content)).body)).toEqual(['marked-paid']);
    const due = (await api.get('/api/refunds', staff)).body.data as { documentId: string; reason: string; payerName: string }[];
    const surplus = due.find((refund) => refund.payerName === 'FAMILLE AINE')!;
    expect(surplus).toMatchObject({ amount: 15, reason: 'overpayment' });

    const cadet = await registration('cadet@example.be');
    const applied = await api.post(
      `/api/refunds/${surplus.documentId}/apply`,
      { data: { parts: [{ registration: cadet.documentId, amount: 15 }] } },
      staff,
    );
    expect(applied.status).toBe(200);
    expect(applied.body.data.parts).toEqual([
      { registration: expect.objectContaining({ name: cadet.lastName + ' ' + cadet.firstName }), result: 'marked-paid' },
    ]);
    expect(await registration('cadet@example.be')).toMatchObject({ status: 'paid', paidAmount: 15 });
    // Settled: no longer due, listed as having paid another registration; it cannot be applied twice.
    expect(
      ((await api.get('/api/refunds', staff)).body.data as { documentId: string }[]).map((refund) => refund.documentId),
    ).not.toContain(surplus.documentId);
    expect(
      ((await api.get('/api/refunds?status=done', staff)).body.data as { documentId: string; status: string }[]).find(
        (refund) => refund.documentId === surplus.documentId,
      ),
    ).toMatchObject({ status: 'applied' });
    const twice = await api.post(
      `/api/refunds/${surplus.documentId}/apply`,
      { data: { parts: [{ registration: cadet.documentId, amount: 15 }] } },
      staff,
    );
    expect(twice.status).toBe(400);
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
    const header =
      "Numéro de compte;Nom de la rubrique;Nom;Devise;Numéro d'extrait;Date;Description;Valeur;Montant;Solde;crédit;débit;numéro de compte contrepartie;BIC contrepartie;Nom contrepartie;Adresse contrepartie;communication structurée;Communication libre";
    const row = (name: string) =>
      `BE21001234567803;Comité;COMITE;EUR;2027020;09/04/2027;VIREMENT;09/04/2027;15,00;1000,00;15,00;;;;${name};;;`;
    const content = [
      header,
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
    const [first, second] = await Promise.all([importFile('bnp-paribas-fortis.csv'), importFile('bnp-paribas-fortis.csv')]);
    const paidLines = [...results(first.body), ...results(second.body)].filter((result) => result === 'marked-paid');
    expect(paidLines).toHaveLength(2);
    expect([...results(first.body), ...results(second.body)].filter((result) => result === 'duplicate')).toHaveLength(3);

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

describe("a treasurer's evening", () => {
  // A month of the committee's account, written for this test (BNP Paribas Fortis' layout): what people
  // really do with a structured communication, and what else arrives on the account.
  const PEOPLE = [
    ['Anne', 'Dupont', '0101000001'],
    ['Luc', 'Martin', '0101000002'],
    ['Sofie', 'Janssens', '0101000003'],
    ['Koen', 'Claes', '0101000004'],
    ['Els', 'Wouters', '0101000005'],
    ['Marc', 'Lambert', '0101000006'],
    ['Nadia', 'Maes', '0101000007'],
    ['Claire', 'Dubois', '0101000008'],
    ['Hugo', 'Dubois', '0101000009'],
  ] as const;

  it('ends every line of a month matched, suggested with its reasons, or set aside, and settles them from there', async () => {
    const references: Record<string, string> = {};
    for (const [index, [firstName, lastName, base]] of PEOPLE.entries()) {
      const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.be`;
      references[firstName] = structuredCommunicationDigits(base);
      await registerVisitor(email, String(200 + index), references[firstName]);
      await server.strapi.db.query('api::registration.registration').update({ where: { email }, data: { firstName, lastName } });
    }
    const ref = (name: string) => references[name]!;
    const missingDigit = ref('Sofie').slice(0, 4) + ref('Sofie').slice(5);
    // Koen's 12 digits with the 9th and 10th swapped (0101000004|xx: the 0 and the 4).
    const swapped = ref('Koen').slice(0, 8) + ref('Koen')[9] + ref('Koen')[8] + ref('Koen').slice(10);
    const rows = [
      ['15,00', 'BE71 0961 2345 6769', 'ANNE DUPONT', formatStructuredCommunication(ref('Anne'))],
      ['15,00', 'BE68 5390 0754 7034', 'LUC MARTIN', `brocante ${ref('Luc')}`],
      ['15,00', 'BE10 0000 0001 0104', 'S JANSSENS', `brocante ${missingDigit}`],
      ['15,00', 'BE43 0689 9999 9501', 'K. CLAES', swapped],
      ['15,00', 'BE74 0015 6289 3807', 'WOUTERS ELS', 'emplacement brocante'],
      ['10,00', 'BE20 0011 2233 4456', 'MARC LAMBERT', formatStructuredCommunication(ref('Marc'))],
      ['20,00', 'BE13 0000 0000 3939', 'NADIA MAES', formatStructuredCommunication(ref('Nadia'))],
      ['30,00', 'BE09 0011 2233 4557', 'FAMILLE DUBOIS', 'brocante Claire et Hugo'],
      ['-40,00', 'BE43 0689 9999 9501', 'LOCATION DE TABLES', 'Tables'],
      ['', '', '', 'Avis : nouvelles conditions'],
      ['25,00', 'BE96 0000 0000 0505', 'J. VERHAEGEN', 'Cotisation 2027'],
    ];
    const content = [
      BNP_HEADER,
      ...rows.map(
        ([amount, account, name, communication], index) =>
          `2027-1${String(index).padStart(3, '0')};0${(index % 9) + 1}/04/2027;0${(index % 9) + 1}/04/2027;${amount};EUR;BE21001234567803;Virement en euros;${account};${name};${communication};;Accepté;`,
      ),
    ].join('\n');

    const imported = await importFile('avril.csv', content);
    expect(imported.status).toBe(200);
    const lines = imported.body.data.lines as {
      result: string;
      transaction: string | null;
      suggestions?: { name: string; reasons: string[] }[];
    }[];
    const outcome = lines.map((line) =>
      line.result === 'unknown-reference' || line.result === 'ambiguous'
        ? line.suggestions?.length
          ? `suggested: ${line.suggestions.map((suggestion) => suggestion.name).join(', ')}`
          : 'unmatched'
        : line.result,
    );
    expect(outcome).toEqual([
      'marked-paid',
      'marked-paid',
      'suggested: Janssens Sofie',
      'suggested: Claes Koen',
      'suggested: Wouters Els',
      'partly-paid',
      'marked-paid',
      'suggested: Dubois Claire, Dubois Hugo',
      'not-a-credit',
      'bank-notice',
      'unmatched',
    ]);
    expect(lines[2]!.suggestions![0]!.reasons).toEqual([
      `même montant (${formatEuro(15)})`,
      `communication proche : ${missingDigit} ≈ ${formatStructuredCommunication(ref('Sofie'))}`,
      'même nom : Janssens',
    ]);
    const tally = (names: string[]) => outcome.filter((result) => names.some((name) => result.startsWith(name))).length;
    console.log(
      `Un mois de relevé (11 lignes) : ${tally(['marked-paid', 'partly-paid'])} reconnues, ${tally(['suggested'])} suggérées, ` +
        `${tally(['unmatched'])} sans suggestion, ${tally(['not-a-credit', 'bank-notice'])} écartées (débit, avis)`,
    );

    // The volunteer confirms each suggestion and shares the family's transfer: everyone is paid but the short payer.
    for (const index of [2, 3, 4]) {
      const chosen = lines[index]!.suggestions![0]!.name;
      const person = PEOPLE.find(([firstName, lastName]) => `${lastName} ${firstName}` === chosen)!;
      const target = await registration(`${person[0].toLowerCase()}.${person[1].toLowerCase()}@example.be`);
      const assigned = await api.post(
        `/api/bank-transactions/${lines[index]!.transaction}/assign`,
        { data: { registration: target.documentId } },
        staff,
      );
      expect(assigned.status).toBe(200);
    }
    const claire = await registration('claire.dubois@example.be');
    const hugo = await registration('hugo.dubois@example.be');
    const split = await api.post(
      `/api/bank-transactions/${lines[7]!.transaction}/split`,
      {
        data: {
          parts: [
            { registration: claire.documentId, amount: 15 },
            { registration: hugo.documentId, amount: 15 },
          ],
        },
      },
      staff,
    );
    expect(split.status).toBe(200);
    const statuses = await Promise.all(
      PEOPLE.map(async ([firstName, lastName]) => {
        const found = await registration(`${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.be`);
        return `${lastName} ${found.status} ${found.paidAmount}`;
      }),
    );
    expect(statuses).toEqual([
      'Dupont paid 15',
      'Martin paid 15',
      'Janssens paid 15',
      'Claes paid 15',
      'Wouters paid 15',
      'Lambert pending 10',
      'Maes paid 20',
      'Dubois paid 15',
      'Dubois paid 15',
    ]);
  });
});

describe('statements published by other projects (packages/shared/tests/fixtures/published, origin and licence in its README)', () => {
  const published = (name: string) => statement(path.join('published', name));
  const stored = () => server.strapi.db.query('api::bank-transaction.bank-transaction').count({});

  it('php-coda-parser sample 5: two credits of 1,767.82 € with one bank reference on one day are both counted, once', async () => {
    const whole = published('php-coda-parser.sample5.cod');
    const records = whole.split(/\r?\n/);
    // The same statement as the bank would send it with only its last movement (sequence 0009, records 2.1 and 2.2).
    const lastOnly = records.filter((record) => !/^2[123]000[12]/.test(record) && !/^3[123]000[12]/.test(record)).join('\n');
    expect(lastOnly.split('\n').filter((record) => record.startsWith('21'))).toHaveLength(1);
    const before = await stored();

    const first = await importFile('sample5-0009.cod', lastOnly);
    expect(
      first.body.data.lines.map(({ lineNumber, amount, result }: { lineNumber: number; amount: number; result: string }) => [
        lineNumber,
        amount,
        result,
      ]),
    ).toEqual([[3, 1767.82, 'unknown-reference']]);
    const all = await importFile('sample5.cod', whole);
    expect(
      all.body.data.lines.map(({ lineNumber, amount, result }: { lineNumber: number; amount: number; result: string }) => [
        lineNumber,
        amount,
        result,
      ]),
    ).toEqual([
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

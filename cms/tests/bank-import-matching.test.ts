import { describe, expect, it } from 'vitest';
import { formatEuro, formatStructuredCommunication } from '@brocante/shared';
import { registerVisitor, registration } from './support/bank-payers';
import { BNP_HEADER, importFile, results } from './support/bank-statements';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { missingDigit, MONTH_STATEMENT, PEOPLE, personEmail, ref } from './support/treasurers-month';

/**
 * Transfers matched to the registrations they pay: a bank's batch, a payment above the amount or short of it,
 * one family's transfer for several registrations, and a treasurer's month of statements settled line by line.
 * Reading statements (formats, duplicates, unreadable files): bank-imports.test.ts.
 */

useStrapi({ signIn: true });

describe('bank statement import', () => {
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
      { email: 'deux-fois@example.be', reference: '200000000977' },
    ];
    for (const [index, { email, reference }] of people.entries()) await registerVisitor(email, `${300 + index}`, reference);
    const content = [
      BNP_HEADER,
      '2027-0300;06/04/2027;06/04/2027;20,00;EUR;BE21001234567803;Virement en euros;BE68 5390 0754 7034;TROP PAYE;+++200/0000/00169+++;;Accepté;',
      '2027-0301;06/04/2027;06/04/2027;5,00;EUR;BE21001234567803;Virement en euros;BE71 0961 2345 6769;EN PARTIE;+++200/0000/00270+++;;Accepté;',
      // Two parts in one file: the second pays the rest, read as the first left it.
      '2027-0302;06/04/2027;06/04/2027;10,00;EUR;BE21001234567803;Virement en euros;BE71 0961 2345 6769;DEUX FOIS;+++200/0000/00977+++;;Accepté;',
      '2027-0303;07/04/2027;07/04/2027;5,00;EUR;BE21001234567803;Virement en euros;BE71 0961 2345 6769;DEUX FOIS;+++200/0000/00977+++;;Accepté;',
    ].join('\r\n');
    expect(results((await importFile('trop-et-partiel.csv', content)).body)).toEqual([
      'marked-paid',
      'partly-paid',
      'partly-paid',
      'marked-paid',
    ]);
    expect(await registration('trop@example.be')).toMatchObject({ status: 'paid', paidAmount: 20 });
    expect(await registration('deux-fois@example.be')).toMatchObject({ status: 'paid', paidAmount: 15 });
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
});

describe('a long statement', () => {
  it('is read in the same few queries whether it has 3 lines or 300: the dry run looks every reference up at once', async () => {
    const references: string[] = await server.strapi.db.connection('registrations').limit(3).pluck('payment_reference');
    expect(references).toHaveLength(3);
    // Each line pays 1 € to a registration, the first to none.
    const row = (index: number, reference: string) =>
      `2027-${String(index).padStart(6, '0')};02/04/2027;02/04/2027;1,00;EUR;BE21001234567803;Virement en euros;BE71 0961 2345 6769;PAYEUR ${index};${reference};VIREMENT;Accepté;`;
    const file = (lines: number) =>
      [
        BNP_HEADER,
        row(0, 'loyer'),
        ...Array.from({ length: lines - 1 }, (_, index) => row(index + 1, formatStructuredCommunication(references[index % 3]!))),
      ].join('\r\n');
    const queriesOf = async (content: string) => {
      let queries = 0;
      // Those of the import alone: the registrations and the movements (not Strapi's scheduled work meanwhile).
      const count = ({ sql }: { sql: string }) => {
        if (/registrations|bank_transactions/.test(sql)) queries += 1;
      };
      server.strapi.db.connection.on('query', count);
      try {
        const preview = await api.post('/api/bank-imports', { data: { fileName: 'long.csv', content, dryRun: true } }, staff);
        expect(preview.status).toBe(200);
        // The first names no one; each of the others is matched to its registration.
        expect(results(preview.body)[0]).toBe('unknown-reference');
        expect(preview.body.data.lines.slice(1).every((line: { registration: unknown }) => line.registration)).toBe(true);
      } finally {
        server.strapi.db.connection.off('query', count);
      }
      return queries;
    };
    // Read once before counting (what a first dry run reads once for all), then each twice: a scheduled task of
    // Strapi may read a registration meanwhile, never in both.
    await queriesOf(file(3));
    const fewest = async (lines: number) => Math.min(await queriesOf(file(lines)), await queriesOf(file(lines)));
    expect(await fewest(300)).toBe(await fewest(3));
  });
});

describe("a treasurer's evening", () => {
  // The month's statement and its people: support/treasurers-month.ts.
  it('ends every line of a month matched, suggested with its reasons, or set aside, and settles them from there', async () => {
    for (const [index, [firstName, lastName]] of PEOPLE.entries()) {
      const email = personEmail(firstName, lastName);
      await registerVisitor(email, String(200 + index), ref(firstName));
      await server.strapi.db.query('api::registration.registration').update({ where: { email }, data: { firstName, lastName } });
    }
    const imported = await importFile('avril.csv', MONTH_STATEMENT);
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
      const target = await registration(personEmail(person[0], person[1]));
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
        const found = await registration(personEmail(firstName, lastName));
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

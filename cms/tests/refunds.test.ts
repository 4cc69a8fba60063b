import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, decodeStatement, VALIDATION } from '@brocante/shared';
import { api, editionDay, server, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';

/** A paid registration cancelled is a refund due; volunteers export the due refunds for the bank and mark them done. */
useStrapi({ signIn: true });

const FIXTURES = path.resolve(__dirname, '..', '..', 'packages', 'shared', 'tests', 'fixtures');

async function register(email: string, houseNumber: string) {
  expect((await api.post('/api/registrations', { data: visitorRegistration({ email, houseNumber }) })).status).toBe(201);
  return (await api.get(`/api/registrations?q=${encodeURIComponent(email)}`, staff)).body.data[0];
}

const step = (documentId: string, event: string) =>
  api.post(`/api/registrations/${documentId}/steps`, { data: { event } }, staff);
const due = async () =>
  (await api.get('/api/refunds', staff)).body.data as {
    documentId: string;
    amount: number;
    payerIban: string | null;
    payerName: string | null;
    registration: { name: string };
  }[];

let marie: { documentId: string };
let paul: { documentId: string };

beforeAll(async () => {
  // Marie pays by transfer (the BNP Paribas Fortis sample statement); Paul pays in cash, marked by a volunteer.
  marie = await register('marie@example.be', '11');
  await server.strapi.db
    .query('api::registration.registration')
    .update({ where: { email: 'marie@example.be' }, data: { paymentReference: '123456789002' } });
  const content = decodeStatement(readFileSync(path.join(FIXTURES, 'bnp-paribas-fortis.csv')));
  expect((await api.post('/api/bank-imports', { data: { fileName: 'bnp.csv', content } }, staff)).body.data.lines[0].result).toBe(
    'marked-paid',
  );
  paul = await register('paul@example.be', '12');
  expect((await step(paul.documentId, 'pay')).status).toBe(200);
});

describe('refunds', () => {
  it('owes back what a cancelled registration paid, to the account its bank line names', async () => {
    expect(await due()).toEqual([]);
    expect((await step(marie.documentId, 'cancel')).status).toBe(200);
    expect((await step(paul.documentId, 'cancel')).status).toBe(200);
    expect(await due()).toEqual([
      expect.objectContaining({
        amount: 15,
        payerIban: 'BE71096123456769',
        payerName: 'MARIE DUPONT',
        registration: expect.objectContaining({ name: 'Peeters Jean' }),
      }),
      expect.objectContaining({ amount: 15, payerIban: null, payerName: null }),
    ]);
    const unpaid = await register('jamais@example.be', '13');
    await step(unpaid.documentId, 'cancel');
    expect(await due()).toHaveLength(2);
  });

  it('refuses a file while an account is missing, and a wrong IBAN, in French', async () => {
    const [first, second] = await due();
    const refused = await api.post(
      '/api/refunds/transfer-file',
      { data: { refunds: [first!.documentId, second!.documentId] } },
      staff,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(API_MESSAGES.refundPayerMissing(1));
    const wrong = await api.put(
      `/api/refunds/${second!.documentId}/payer`,
      { data: { payerName: 'Paul Martin', payerIban: 'BE68 5390 0754 7035' } },
      staff,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(VALIDATION.iban);
    const right = await api.put(
      `/api/refunds/${second!.documentId}/payer`,
      { data: { payerName: 'Paul Martin', payerIban: 'BE68 5390 0754 7034' } },
      staff,
    );
    expect(right.body.data).toMatchObject({ payerIban: 'BE68539007547034', payerName: 'Paul Martin' });
  });

  it('exports the due refunds as one SEPA file from the committee’s account, then marks them done once', async () => {
    const picked = (await due()).map((refund) => refund.documentId);
    const file = await api.post('/api/refunds/transfer-file', { data: { refunds: picked } }, staff);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="remboursements-\d{4}-\d{2}-\d{2}\.xml"$/);
    const xml = String(file.body);
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs><CtrlSum>30.00</CtrlSum>');
    expect(xml).toContain('<DbtrAcct><Id><IBAN>BE21001234567803</IBAN></Id>');
    expect(xml).toContain('<Cdtr><Nm>MARIE DUPONT</Nm></Cdtr><CdtrAcct><Id><IBAN>BE71096123456769</IBAN>');
    // What, for which brocante, for which payment: the cancelled registration's pitches are free again, not named.
    expect(xml).toContain(`<Ustrd>Remboursement brocante ${(await editionDay()).slice(0, 4)} - 123456789002</Ustrd>`);

    expect((await api.post('/api/refunds/done', { data: { refunds: picked } }, staff)).body.data).toEqual({ done: 2 });
    expect(await due()).toEqual([]);
    expect((await api.get('/api/refunds?status=done', staff)).body.data).toHaveLength(2);
    const again = await api.post('/api/refunds/done', { data: { refunds: picked } }, staff);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(API_MESSAGES.refundAlreadyDone);
  });

  it('is for volunteers only', async () => {
    expect((await api.get('/api/refunds')).status).toBe(403);
    expect((await api.post('/api/refunds/transfer-file', { data: { refunds: ['x'] } })).status).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';

/** A payment that comes after its registration was cancelled is never ignored: a volunteer reinstates or refunds it. */
useStrapi({ signIn: true });

function bnpStatement(lines: { sequence: string; reference: string; amount: string; name: string; account: string }[]) {
  return [
    "Numéro de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus",
    ...lines.map(
      (line) =>
        `${line.sequence};05/04/2027;05/04/2027;${line.amount};EUR;BE21001234567803;Virement en euros;${line.account};${line.name};${line.reference};VIREMENT EN EUROS;Accepté;`,
    ),
  ].join('\r\n');
}

async function cancelledRegistration(email: string, houseNumber: string) {
  const receipt = await api.post('/api/registrations', { data: visitorRegistration({ email, houseNumber }) });
  const registration = (await api.get(`/api/registrations?q=${encodeURIComponent(email)}`, staff)).body.data[0];
  expect(
    (await api.post(`/api/registrations/${registration.documentId}/steps`, { data: { event: 'cancel' } }, staff)).status,
  ).toBe(200);
  return {
    documentId: registration.documentId as string,
    reference: receipt.body.data.transfer.structuredCommunication as string,
  };
}

const registration = async (documentId: string) => (await api.get(`/api/registrations/${documentId}`, staff)).body.data;

describe('payments after a cancellation', () => {
  it('go to a queue a volunteer decides: reinstated with a free pitch, or owed back to the account that paid', async () => {
    const late = await cancelledRegistration('tardif@example.be', '31');
    const changed = await cancelledRegistration('change-avis@example.be', '32');
    const imported = await api.post(
      '/api/bank-imports',
      {
        data: {
          fileName: 'extrait.csv',
          content: bnpStatement([
            { sequence: '2027-0301', reference: late.reference, amount: '15,00', name: 'TARDIF', account: 'BE71 0961 2345 6769' },
            {
              sequence: '2027-0302',
              reference: changed.reference,
              amount: '15,00',
              name: 'CHANGE AVIS',
              account: 'BE68 5390 0754 7034',
            },
          ]),
        },
      },
      staff,
    );
    expect(imported.body.data.lines.map((line: { result: string }) => line.result)).toEqual(['late-payment', 'late-payment']);
    const queue = (await api.get('/api/late-payments', staff)).body.data;
    expect(queue.map((line: { counterpartyName: string; amount: number }) => [line.counterpartyName, line.amount])).toEqual([
      ['TARDIF', 15],
      ['CHANGE AVIS', 15],
    ]);

    const reinstated = await api.post(
      `/api/late-payments/${queue[0].transaction}/decision`,
      { data: { decision: 'reinstate' } },
      staff,
    );
    expect(reinstated.body.data).toMatchObject({ result: 'reinstated' });
    expect(await registration(late.documentId)).toMatchObject({
      status: 'paid',
      paidAmount: 15,
      locations: [expect.objectContaining({ name: expect.any(String) })],
    });
    const history = (await api.get(`/api/registrations/${late.documentId}/history`, staff)).body.data.map(
      (entry: { label: string }) => entry.label,
    );
    expect(history).toEqual(
      expect.arrayContaining(['Réinscrite avec un paiement reçu après son annulation', "Sortie de la liste d'attente"]),
    );

    const refunded = await api.post(
      `/api/late-payments/${queue[1].transaction}/decision`,
      { data: { decision: 'refund' } },
      staff,
    );
    expect(refunded.body.data).toMatchObject({ result: 'refund-due' });
    expect((await registration(changed.documentId)).status).toBe('cancelled');
    expect((await api.get('/api/refunds', staff)).body.data).toEqual([
      expect.objectContaining({ amount: 15, payerName: 'CHANGE AVIS', payerIban: 'BE68539007547034' }),
    ]);

    expect((await api.get('/api/late-payments', staff)).body.data).toEqual([]);
    const twice = await api.post(
      `/api/late-payments/${queue[1].transaction}/decision`,
      { data: { decision: 'reinstate' } },
      staff,
    );
    expect(twice.status).toBe(400);
  });

  it('keeps a reinstated registration first in line, paid, when no pitch is free', async () => {
    const full = await cancelledRegistration('plein@example.be', '33');
    const free = await server.strapi.db
      .connection('locations')
      .whereNotIn('id', server.strapi.db.connection('registrations_locations_lnk').select('location_id'))
      .select('id');
    await server.strapi.db
      .connection('locations')
      .whereIn(
        'id',
        free.map((row: { id: number }) => row.id),
      )
      .delete();
    await api.post(
      '/api/bank-imports',
      {
        data: {
          fileName: 'extrait2.csv',
          content: bnpStatement([
            { sequence: '2027-0303', reference: full.reference, amount: '15,00', name: 'PLEIN', account: 'BE62 5100 0754 7061' },
          ]),
        },
      },
      staff,
    );
    const [line] = (await api.get('/api/late-payments', staff)).body.data;
    await api.post(`/api/late-payments/${line.transaction}/decision`, { data: { decision: 'reinstate' } }, staff);
    expect(await registration(full.documentId)).toMatchObject({ status: 'waitlist', paidAmount: 15, locations: [] });
  });
});

import { beforeAll, expect, it } from 'vitest';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';

/** The registrations' CSV, streamed by the server: the same columns as ever, every row, whatever the number. */
useStrapi({ signIn: true });

const ROWS = 1_201;

beforeAll(async () => {
  // A search's rows across several of the export's pages (500 at a time), one comment Excel would run.
  expect(
    (
      await api.post('/api/registrations', {
        data: { ...visitorRegistration({ email: 'formule@example.be', comment: '=HYPERLINK("x")' }), language: 'nl' },
      })
    ).status,
  ).toBe(201);
  await server.strapi.db.query('api::registration.registration').createMany({
    data: Array.from({ length: ROWS - 1 }, (_, index) => ({
      ...visitorRegistration({ email: `masse${index}@example.be`, firstName: `Masse${index}` }),
      status: 'waitlist',
      amount: 15,
      deposit: 0,
      pitchCount: 1,
      paymentReference:
        String(1_000_000_000 + index).padStart(10, '0') + String((1_000_000_000 + index) % 97 || 97).padStart(2, '0'),
      edition: '2027-04-18',
      documentId: `masse${index}`.padEnd(24, 'x'),
    })),
  });
});

it('streams every registration of a search as the Belgian CSV, with a BOM, once each', async () => {
  const response = await fetch(`${server.url}/api/registrations/export`, { headers: { authorization: `Bearer ${staff}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="inscriptions-brocante-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    `"Nom";"Prénom";"Type";"E-mail";"Téléphone";"Adresse";"Emplacement";"Nombre d'emplacements";"Montant";"Dont caution";"Communication structurée";"Statut";"Inscrit le";"Payé le";"Commentaire";"Langue"`,
  );
  expect(lines).toHaveLength(ROWS + 1);
  expect(new Set(lines.map((line) => line.split(';')[3])).size).toBe(ROWS + 1);
  const formula = lines.find((line) => line.includes('formule@example.be'))!;
  expect(formula).toContain(`"'=HYPERLINK(""x"")"`);
  expect(formula).toMatch(/"=""\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+"""/);
  // The language the person registered in; rows stored before languages were are French.
  expect(formula.endsWith(';"néerlandais"')).toBe(true);
  expect(lines.find((line) => line.includes('masse7@example.be'))!.endsWith(';"français"')).toBe(true);
});

it('keeps the search and the status of the list, and is for staff only', async () => {
  const pending = await fetch(`${server.url}/api/registrations/export?status=pending`, {
    headers: { authorization: `Bearer ${staff}` },
  });
  expect((await pending.text()).trimEnd().split('\r\n')).toHaveLength(2);
  const searched = await fetch(`${server.url}/api/registrations/export?q=masse12`, {
    headers: { authorization: `Bearer ${staff}` },
  });
  // The header, masse12 and masse120 to masse129.
  expect((await searched.text()).trimEnd().split('\r\n')).toHaveLength(1 + 11);
  expect((await fetch(`${server.url}/api/registrations/export`)).status).toBe(403);
  const bad = await api.get('/api/registrations/export?status=lost', staff);
  expect(bad.status).toBe(400);
});

import { expect, it } from 'vitest';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { neighborRegistration, visitorRegistration } from './support/http';
import { pdfPages, pdfText } from '../../scripts/pdf-text.mjs';

/**
 * The « Dossier pour la commune » of an edition: one PDF, for staff only, in French or in Dutch, made from the
 * edition, the committee's page and the plan of the pitches.
 */
useStrapi({ signIn: true });

const fileOf = async (edition: string, query = '', token: string | null = staff) =>
  fetch(`${server.url}/api/editions/${edition}/commune-file${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

it('gives staff one PDF with the organiser, the hours, the streets, the figures and each pitch on its street', async () => {
  expect((await api.post('/api/registrations', { data: neighborRegistration({ houseNumber: '3' }) })).status).toBe(201);
  expect((await api.post('/api/registrations', { data: visitorRegistration({ email: 'v@example.be' }) })).status).toBe(201);
  const { date } = (await api.get('/api/editions', staff)).body.data[0];

  const response = await fileOf(date);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="dossier-commune-${date}.pdf"`);
  const pdf = Buffer.from(await response.arrayBuffer());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain('Dossier pour la commune');
  expect(text).toContain('Organisateur');
  expect(text).toContain('Installation des exposants de 07:00 à 09:00');
  // The demo's three streets, each with its pitches, and the plan of each at 1:200.
  const plans = await api.get(`/api/pitch-map/staff?edition=${date}`, staff);
  const streets = [...new Set((plans.body.data as { street: string }[]).map((pitch) => pitch.street))];
  expect(streets.length).toBeGreaterThan(1);
  for (const street of streets) expect(text).toContain(`Plan d'implantation — ${street}`);
  for (const { name } of plans.body.data as { name: string }[]) expect(text.split('\n')).toContain(name);
  expect(text).toContain('Échelle 1:200 (1 cm = 2 m)');
  // A first page, then each street's plan: the demo's streets are short enough for a page each.
  expect(pdfPages(pdf)).toBe(1 + streets.length);
  expect(text).toMatch(/Exposants inscrits\n2\n/);
});

it('writes it in Dutch when asked, refuses another language in French, and gives nothing to anyone but staff', async () => {
  const { date } = (await api.get('/api/editions', staff)).body.data[0];
  const dutch = await fileOf(date, '?language=nl');
  expect(dutch.status).toBe(200);
  expect(dutch.headers.get('content-disposition')).toBe(`attachment; filename="dossier-gemeente-${date}.pdf"`);
  const text = pdfText(Buffer.from(await dutch.arrayBuffer()));
  expect(text).toContain('Dossier voor de gemeente');
  expect(text).toContain('Opstelling van de standhouders van 07:00 tot 09:00');
  expect(text).not.toContain('Organisateur');

  const a3 = Buffer.from(await (await fileOf(date, '?paper=a3')).arrayBuffer());
  // A3: 841.89 × 1190.55 points, the first page upright and the plans across.
  expect(a3.toString('latin1')).toContain('/MediaBox [0 0 841.89 1190.55]');
  expect(a3.toString('latin1')).toContain('/MediaBox [0 0 1190.55 841.89]');
  expect((await fileOf(date, '?paper=letter')).status).toBe(400);
  const german = await fileOf(date, '?language=de');
  expect(german.status).toBe(400);
  expect((await german.json()).error.message).toMatch(/./);
  expect((await fileOf(date, '', null)).status).toBe(403);
  expect((await fileOf('2099-01-01')).status).toBe(404);
  expect((await fileOf('..%2F..%2Fetc')).status).toBe(404);
});

it('marks the lane a volunteer keeps free after a pitch, on the first page and on the plan', async () => {
  const { date } = (await api.get('/api/editions', staff)).body.data[0];
  const text = async () => pdfText(Buffer.from(await (await fileOf(date)).arrayBuffer()));
  expect(await text()).toContain("Aucun passage libre n'est marqué sur le plan.");
  const [pitch] = (await api.get('/api/locations?pageSize=1', staff)).body.data as {
    documentId: string;
    name: string;
    street: string;
  }[];
  const marked = await api.put(`/api/locations/${pitch!.documentId}`, { data: { laneAfter: 4 } }, staff);
  expect(marked.status).toBe(200);
  expect(marked.body.data.laneAfter).toBe(4);
  const refused = await api.put(`/api/locations/${pitch!.documentId}`, { data: { laneAfter: 25 } }, staff);
  expect(refused.status).toBe(400);

  const withLane = await text();
  expect(withLane).toContain('Passages libres pour les secours');
  expect(withLane).toContain(`${pitch!.street} : après ${pitch!.name}, 4 m`);
  expect(withLane.split('\n')).toContain('passage libre');
});

it('says when the streets close and open again once the committee has said it, and refuses a closure after the arrivals', async () => {
  const [edition] = (await api.get('/api/editions', staff)).body.data as Record<string, unknown>[];
  const { documentId: _id, state: _state, registrations: _count, ...settings } = edition!;
  const text = async () => pdfText(Buffer.from(await (await fileOf(String(edition!.date))).arrayBuffer()));
  expect(await text()).toContain('Fermeture des rues à la circulation : heures encore à fixer.');
  const late = await api.put(`/api/editions/${edition!.date}`, { data: { ...settings, streetsClosedFrom: '08:00' } }, staff);
  expect(late.status).toBe(400);
  expect(late.body.error.details.errors[0]).toMatchObject({
    path: ['streetsClosedFrom'],
    message: 'Les rues doivent être fermées avant l’arrivée des premiers exposants.',
  });
  const set = await api.put(
    `/api/editions/${edition!.date}`,
    { data: { ...settings, streetsClosedFrom: '06:00', streetsClosedUntil: '19:00' } },
    staff,
  );
  expect(set.status).toBe(200);
  expect(await text()).toContain('Rues fermées à la circulation de 06:00 à 19:00');
});

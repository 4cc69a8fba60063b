import { describe, expect, it } from 'vitest';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { neighborRegistration } from './support/http';

const pitch = (overrides: Record<string, unknown> = {}) => ({
  name: 'P1',
  street: 'Place des Tilleuls',
  number: '',
  meters: 4,
  description: 'Sur la place, côté kiosque',
  ...overrides,
});

useStrapi({ signIn: true });

describe('pitches (locations) for staff', () => {
  it('lists the seeded pitches with search and pagination', async () => {
    const all = await api.get('/api/locations', staff);
    expect(all.body.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 3, total: 30 });
    const ramier = await api.get('/api/locations?q=ramier&pageSize=20', staff);
    expect(ramier.body.meta.pagination.total).toBe(10);
    expect(ramier.body.data.every((location: { street: string }) => location.street === 'Rue du Ramier')).toBe(true);
  });

  it('creates, updates and deletes a pitch', async () => {
    const created = await api.post('/api/locations', { data: pitch({ name: 'p1' }) }, staff);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'P1', street: 'Place des Tilleuls', meters: 4, holder: null });
    const updated = await api.put(`/api/locations/${created.body.data.documentId}`, { data: { meters: 5 } }, staff);
    // What was not sent stays as it was.
    expect(updated.body.data).toMatchObject({ name: 'P1', meters: 5, description: 'Sur la place, côté kiosque' });
    const removed = await api.delete(`/api/locations/${created.body.data.documentId}`, staff);
    expect(removed.status).toBe(200);
    expect((await api.get(`/api/locations/${created.body.data.documentId}`, staff)).status).toBe(404);
  });

  it('refuses a taken name with the message the admin shows', async () => {
    const duplicate = await api.post('/api/locations', { data: pitch({ name: 'a1' }) }, staff);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error).toMatchObject({ message: 'Ce nom est déjà utilisé.', details: { code: 'name-taken' } });
    const other = (await api.get('/api/locations?q=A2', staff)).body.data[0];
    const renamed = await api.put(`/api/locations/${other.documentId}`, { data: { name: 'A1' } }, staff);
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.message).toBe('Ce nom est déjà utilisé.');
  });

  it('refuses bad input in French', async () => {
    const response = await api.post('/api/locations', { data: pitch({ name: 'P 2', meters: -1 }) }, staff);
    expect(response.status).toBe(400);
    expect(response.body.error.details.errors).toEqual([
      { path: ['name'], message: 'Le nom ne peut contenir que des lettres, des chiffres et des tirets.', code: 'locationName' },
      { path: ['meters'], message: 'Ce nombre doit être positif.', code: 'positive' },
    ]);
  });

  it('will not delete a pitch someone holds', async () => {
    const receipt = (
      await api.post('/api/registrations', {
        data: neighborRegistration({ street: 'Avenue des Trois Tilleuls', houseNumber: '1' }),
      })
    ).body.data;
    expect(receipt.locations[0].name).toBe('A1');
    const a1 = (await api.get('/api/locations?q=A1', staff)).body.data.find(
      (location: { name: string }) => location.name === 'A1',
    );
    expect(a1.holder).toMatchObject({ firstName: 'Marie', lastName: 'Dupont', status: 'pending' });
    const response = await api.delete(`/api/locations/${a1.documentId}`, staff);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(
      'Cet emplacement est attribué à une inscription : libérez-le avant de le supprimer.',
    );
  });

  it('gives one pitch and clean 400s when the same name is created concurrently', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => api.post('/api/locations', { data: pitch({ name: 'RACE' }) }, staff)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(400)]);
    for (const response of responses.filter((r) => r.status === 400))
      expect(response.body.error.message).toBe('Ce nom est déjà utilisé.');
    expect(await server.strapi.db.query('api::location.location').count({ where: { name: 'RACE' } })).toBe(1);
  });

  it("keeps a pitch's side and order for the plan, and a change of length leaves them as they were", async () => {
    const created = await api.post('/api/locations', { data: pitch({ name: 'P7', side: 'even', position: 3 }) }, staff);
    expect(created.body.data).toMatchObject({ side: 'even', position: 3 });
    const longer = await api.put(`/api/locations/${created.body.data.documentId}`, { data: { meters: 6 } }, staff);
    expect(longer.body.data).toMatchObject({ meters: 6, side: 'even', position: 3 });
    const wrong = await api.put(`/api/locations/${created.body.data.documentId}`, { data: { side: 'left' } }, staff);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Côté de la rue inconnu : pair ou impair.');
    await api.delete(`/api/locations/${created.body.data.documentId}`, staff);
  });
});

describe('the plan of the pitches', () => {
  it('tells the public which pitches are free or taken, and nothing about who holds them', async () => {
    const response = await api.get('/api/pitch-map');
    expect(response.status).toBe(200);
    const a1 = response.body.data.find((one: { name: string }) => one.name === 'A1');
    expect(a1).toEqual({
      name: 'A1',
      street: 'Avenue des Trois Tilleuls',
      number: '1',
      meters: 3,
      side: null,
      position: null,
      laneAfter: null,
      state: 'taken',
      // Marie said nothing of what she sells, nor asked for her name on the plan.
      categories: [],
      exhibitor: null,
    });
    // Marie holds A1, and no one else a pitch.
    expect(response.body.data.filter((one: { state: string }) => one.state === 'taken')).toEqual([a1]);
    expect(JSON.stringify(response.body)).not.toContain('Dupont');
    expect((await api.get('/api/pitch-map?populate=*')).status).toBe(400);
  });

  it("tells staff each pitch's state and holder", async () => {
    expect((await api.get('/api/pitch-map/staff')).status).toBe(403);
    const a1 = (await api.get('/api/pitch-map/staff', staff)).body.data.find((one: { name: string }) => one.name === 'A1');
    expect(a1).toMatchObject({ state: 'awaiting-payment', holder: { name: 'Dupont Marie', documentId: expect.any(String) } });
  });

  it("draws every pitch free, for the public and for staff, before the committee's first edition", async () => {
    // A new installation: its pitches laid out, no edition set up yet.
    await server.strapi.db.query('api::edition.edition').deleteMany({});
    const map = await api.get('/api/pitch-map');
    expect(map.status).toBe(200);
    expect(map.body.data.length).toBeGreaterThan(0);
    expect(map.body.data.every((one: { state: string }) => one.state === 'free')).toBe(true);
    const plan = await api.get('/api/pitch-map/staff', staff);
    expect(plan.status).toBe(200);
    expect(plan.body.data.every((one: { holder: unknown }) => one.holder === null)).toBe(true);
    const list = await api.get('/api/locations', staff);
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { parseStructuredCommunication } from '@brocante/shared';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { neighborRegistration, visitorRegistration } from './support/http';
import { REFUSED_REGISTRATIONS, registrationCount, setDeadlines } from './support/registrations';

// The personal data of past editions, anonymised and kept no longer than the privacy page says: personal-data.test.ts.

useStrapi({ signIn: true });

describe('public registration', () => {
  it('gives a neighbor the pitch in front of their house and the payment instructions', async () => {
    const response = await api.post('/api/registrations', {
      data: neighborRegistration({ street: 'Rue du Ramier', houseNumber: '7' }),
    });
    expect(response.status).toBe(201);
    const receipt = response.body.data;
    expect(receipt).toMatchObject({
      status: 'pending',
      // Raw: the site and the e-mails format them where a person reads them.
      transfer: {
        amount: 15,
        beneficiary: 'Comité de quartier des Trois Tilleuls ASBL',
        iban: 'BE21001234567803',
        bic: 'GEBABEBB',
      },
      locations: [{ name: 'R4', street: 'Rue du Ramier', number: '7' }],
      waitlistPosition: null,
    });
    expect(receipt.transfer.structuredCommunication).toMatch(/^\d{12}$/);
    expect(parseStructuredCommunication(receipt.transfer.structuredCommunication)).toBe(receipt.transfer.structuredCommunication);
    const configuration = await api.get('/api/configuration');
    expect(configuration.body.data.count).toBe(29);
  });

  it('gives a visitor a pitch at a street end first', async () => {
    const response = await api.post('/api/registrations', { data: visitorRegistration() });
    expect(response.status).toBe(201);
    expect(response.body.data.locations).toMatchObject([{ name: 'A9', number: null }]);
  });

  it('never lets the caller choose status, amount, reference or pitch', async () => {
    const before = await registrationCount();
    for (const forced of [
      { status: 'paid' },
      { amount: 0 },
      { paymentReference: '123456789002' },
      { locations: [1] },
      { paidAt: '2027-01-01' },
    ]) {
      const response = await api.post('/api/registrations', { data: { ...neighborRegistration(), ...forced } });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(`Champ inconnu : ${Object.keys(forced)[0]}.`);
    }
    expect(await registrationCount()).toBe(before);
  });

  it.each(REFUSED_REGISTRATIONS)('refuses %s with a French 400 and creates nothing', async (_case, data, path, message) => {
    const before = await registrationCount();
    const response = await api.post('/api/registrations', { data });
    expect(response.status).toBe(400);
    expect(response.body.error.name).toBe('ValidationError');
    expect(response.body.error.details.errors).toContainEqual(expect.objectContaining({ path: path ? [path] : [], message }));
    expect(await registrationCount()).toBe(before);
  });

  it('refuses a body without data, or that is not JSON, in French', async () => {
    const withoutData = await api.post('/api/registrations', neighborRegistration());
    expect(withoutData.status).toBe(400);
    expect(withoutData.body.error.message).toBe('Le contenu envoyé est invalide : un objet « data » est attendu.');
    const notJson = await api.call('POST', '/api/registrations', {
      body: '{"data":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.message).toBe("Le contenu envoyé n'est pas du JSON valide.");
  });

  it('closes each route at its own deadline', async () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 86_400_000);
    await setDeadlines(past, future);
    const before = await registrationCount();
    const lateNeighbor = await api.post('/api/registrations', { data: neighborRegistration({ houseNumber: '9' }) });
    expect(lateNeighbor.status).toBe(400);
    expect(lateNeighbor.body.error.message).toMatch(/^Les inscriptions des riverains sont clôturées/);
    expect(lateNeighbor.body.error.details.code).toBe('registration-closed');
    expect(await registrationCount()).toBe(before);
    expect((await api.post('/api/registrations', { data: visitorRegistration({ email: 'tardif@example.be' }) })).status).toBe(
      201,
    );

    await setDeadlines(past, past);
    const lateVisitor = await api.post('/api/registrations', { data: visitorRegistration({ email: 'trop.tard@example.be' }) });
    expect(lateVisitor.status).toBe(400);
    expect(lateVisitor.body.error.message).toBe('Les inscriptions des visiteurs sont clôturées.');
    await setDeadlines(future, future);
  });
});

describe('staff processing registrations', () => {
  it('lists with pagination, search and status filter', async () => {
    for (let index = 0; index < 12; index += 1) {
      const created = await api.post('/api/registrations', {
        data: visitorRegistration({
          firstName: `Hélène-${index}`,
          lastName: index % 2 ? 'Janssens' : 'Lambert',
          email: `v${index}@example.be`,
        }),
      });
      expect(created.status).toBe(201);
    }
    const firstPage = await api.get('/api/registrations', staff);
    expect(firstPage.status).toBe(200);
    expect(firstPage.body.data).toHaveLength(10);
    const total = firstPage.body.meta.pagination.total;
    expect(firstPage.body.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: Math.ceil(total / 10), total });
    expect(firstPage.body.data[0]).toHaveProperty('email');
    expect(firstPage.body.data[0]).toHaveProperty('locations');

    const secondPage = await api.get('/api/registrations?page=2', staff);
    expect(secondPage.body.data[0].documentId).not.toBe(firstPage.body.data[0].documentId);

    const janssens = await api.get('/api/registrations?q=janssens', staff);
    expect(janssens.body.meta.pagination.total).toBe(6);
    expect(janssens.body.data.every((r: { lastName: string }) => r.lastName === 'Janssens')).toBe(true);

    const byName = await api.get(`/api/registrations?q=${encodeURIComponent('Hélène-3 Janssens')}`, staff);
    expect(byName.body.data.map((r: { firstName: string }) => r.firstName)).toEqual(['Hélène-3']);

    const reference = firstPage.body.data[0].paymentReference as string;
    const formatted = `+++${reference.slice(0, 3)}/${reference.slice(3, 7)}/${reference.slice(7)}+++`;
    const byReference = await api.get(`/api/registrations?q=${encodeURIComponent(formatted)}`, staff);
    expect(byReference.body.data.map((r: { paymentReference: string }) => r.paymentReference)).toEqual([reference]);

    const byPitch = await api.get('/api/registrations?q=r4', staff);
    expect(byPitch.body.data.map((r: { locations: [{ name: string }] }) => r.locations[0].name)).toEqual(['R4']);

    const pending = await api.get('/api/registrations?status=pending&pageSize=100', staff);
    expect(pending.body.data.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect((await api.get('/api/registrations?status=lost', staff)).status).toBe(400);
  });

  it('pages on by Suivant and back by Précédent from the rows shown, as by page numbers', async () => {
    type Listed = { data: { documentId: string }[]; meta: { pagination: { pageCount: number; total: number } } };
    const list = async (search: string) => {
      const response = await api.get(`/api/registrations?q=h%C3%A9l%C3%A8ne&pageSize=5${search}`, staff);
      expect(response.status).toBe(200);
      return response.body as Listed;
    };
    const ids = (page: Listed) => page.data.map((row) => row.documentId);
    const first = await list('');
    const { pageCount, total } = first.meta.pagination;
    expect(pageCount).toBeGreaterThanOrEqual(3);
    const byNumber = [ids(first)];
    for (let page = 2; page <= pageCount; page += 1) byNumber.push(ids(await list(`&page=${page}`)));

    // Suivant: each page after the last row of the one before (the rows were made within a few
    // milliseconds: those created at the same instant follow one another by id).
    const forward = [ids(first)];
    for (let page = 2; page <= pageCount; page += 1) {
      const next = await list(`&page=${page}&after=${forward.at(-1)!.at(-1)}`);
      expect(next.meta.pagination.total).toBe(total);
      forward.push(ids(next));
    }
    expect(forward).toEqual(byNumber);
    // Précédent: each page before the first row of the one after.
    const backward = [byNumber.at(-1)!];
    for (let page = pageCount - 1; page >= 1; page -= 1)
      backward.unshift(ids(await list(`&page=${page}&before=${backward[0]![0]}`)));
    expect(backward).toEqual(byNumber);

    // A row deleted since (or never seen) leaves the page to its number; anything else is refused.
    expect(ids(await list('&page=2&after=zzzzzzzzzzzzzzzzzzzzzzzz'))).toEqual(byNumber[1]);
    // Someone registers meanwhile, at the top of the list: the numbered pages move by one row, Suivant
    // still shows the rows after those seen.
    const meanwhile = await api.post('/api/registrations', {
      data: visitorRegistration({ firstName: 'Hélène-entre-temps', lastName: 'Lambert', email: 'meanwhile@example.be' }),
    });
    expect(meanwhile.status).toBe(201);
    expect(ids(await list(`&page=2&after=${byNumber[0]!.at(-1)}`))).toEqual(byNumber[1]);
    expect(ids(await list('&page=2'))[0]).toBe(byNumber[0]!.at(-1));
    const hostile = await api.get(`/api/registrations?page=2&after=${encodeURIComponent("x' OR 1=1 --")}`, staff);
    expect(hostile.status).toBe(400);
    expect(hostile.body.error.message).toContain('Page inconnue.');
  });

  it("moves a registration only along the lifecycle's steps", async () => {
    const { body } = await api.get('/api/registrations?q=r4', staff);
    const registration = body.data[0];
    const stepOf = (event: string) => api.post(`/api/registrations/${registration.documentId}/steps`, { data: { event } }, staff);
    const paid = await stepOf('pay');
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', paidAmount: 15 });
    expect(paid.body.data.paidAt).toBeTruthy();

    const backToWaiting = await stepOf('promote');
    expect(backToWaiting.status).toBe(400);
    expect(backToWaiting.body.error.message).toBe(
      "Action impossible pour une inscription « Payée » : « Sortir de la liste d'attente ».",
    );
    expect((await stepOf('pay')).body.error.message).toBe('Cette inscription est déjà payée.');

    const cancelled = await stepOf('cancel');
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', locations: [] });
    expect(cancelled.body.data.cancelledAt).toBeTruthy();
    expect((await stepOf('pay')).status).toBe(400);
  });

  it('assigns and releases pitches, one holder per pitch', async () => {
    const { body } = await api.get('/api/registrations?status=pending&pageSize=2', staff);
    const [first, second] = body.data;
    const freePitch = (await api.get('/api/locations?free=true&q=R4', staff)).body.data[0];
    expect(freePitch).toMatchObject({ name: 'R4', holder: null });

    const assigned = await api.put(
      `/api/registrations/${first.documentId}/locations`,
      { data: { locations: [freePitch.documentId] } },
      staff,
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.locations[0].name).toBe('R4');
    const taken = await api.put(
      `/api/registrations/${second.documentId}/locations`,
      { data: { locations: [freePitch.documentId] } },
      staff,
    );
    expect(taken.status).toBe(400);
    expect(taken.body.error.message).toBe('Cet emplacement est déjà attribué à une autre inscription.');

    const held = (await api.get(`/api/locations/${freePitch.documentId}`, staff)).body.data;
    expect(held.holder).toMatchObject({ documentId: first.documentId, firstName: first.firstName });

    const released = await api.put(`/api/registrations/${first.documentId}/locations`, { data: { locations: [] } }, staff);
    expect(released.body.data.locations).toEqual([]);
    expect((await api.get(`/api/locations/${freePitch.documentId}`, staff)).body.data.holder).toBeNull();
  });

  it('answers 404 in French for an unknown registration', async () => {
    const response = await api.get('/api/registrations/inconnue', staff);
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe("Cette inscription n'existe pas.");
  });
});

describe("the engine's plain queries", () => {
  it('name only columns the database has: every field of each mapper is a column of its table', async () => {
    const { registrationRows, registrationEventRows, invitationConsentRows, refundRows } = await import('../src/engine/rows');
    for (const mapper of [registrationRows, registrationEventRows, invitationConsentRows, refundRows]) {
      const columns = Object.keys(await server.strapi.db.connection(mapper.table).columnInfo());
      expect(mapper.columns.length).toBeGreaterThan(8);
      for (const column of mapper.columns) expect(columns).toContain(column);
    }
  });
});

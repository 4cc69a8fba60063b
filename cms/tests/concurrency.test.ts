import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextEditionProposal, rankPitches } from '@brocante/shared';
import { api, databaseClient, server, setEdition, staff, useStrapi } from './support/strapi-server';
import { neighborRegistration, visitorRegistration } from './support/http';

useStrapi({ signIn: true });

beforeAll(async () => {
  // Keep 20 of the 30 seeded pitches free.
  const pitches = await server.strapi.db.query('api::location.location').findMany({ orderBy: { id: 'desc' }, limit: 10 });
  await server.strapi.db
    .query('api::location.location')
    .deleteMany({ where: { id: { $in: pitches.map((p: { id: number }) => p.id) } } });
});

describe('100 registrations at once for 20 free pitches', () => {
  it('gives exactly 20 pitch holders and 80 on the waiting list, nothing lost', async () => {
    expect((await api.get('/api/configuration')).body.data.count).toBe(20);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        api.post('/api/registrations', {
          data:
            index % 3 === 0
              ? neighborRegistration({
                  email: `riverain${index}@example.be`,
                  houseNumber: String((index % 8) * 2 + 1),
                  street: 'Avenue des Trois Tilleuls',
                })
              : visitorRegistration({ email: `visiteur${index}@example.be` }),
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(100).fill(201));

    const receipts = responses.map((response) => response.body.data);
    const holders = receipts.filter((receipt) => receipt.status === 'pending');
    const waiting = receipts.filter((receipt) => receipt.status === 'waitlist');
    expect(holders).toHaveLength(20);
    expect(waiting).toHaveLength(80);
    expect(new Set(holders.map((receipt) => receipt.locations[0].name)).size).toBe(20);
    expect(waiting.map((receipt) => receipt.waitlistPosition).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 80 }, (_, i) => i + 1),
    );
    expect(new Set(receipts.map((receipt) => receipt.transfer.structuredCommunication)).size).toBe(100);

    const stored = await server.strapi.db.query('api::registration.registration').findMany({ populate: ['locations'] });
    expect(stored).toHaveLength(100);
    const heldPitches = stored.flatMap((r: { locations: { id: number }[] }) => r.locations.map((pitch) => pitch.id));
    expect(heldPitches).toHaveLength(20);
    expect(new Set(heldPitches).size).toBe(20);
    expect((await api.get('/api/configuration')).body.data.count).toBe(0);
  });
});

describe('registrations asking for several pitches at once', () => {
  it('never gives a pitch twice, gives each what it asked for, and lets no one wait while enough pitches are free', async () => {
    await setEdition({ pitchesPerRegistration: 3 });
    // 25 new pitches in one street (the 20 above are all held).
    for (let number = 1; number <= 25; number += 1)
      await server.strapi.db
        .query('api::location.location')
        .create({ data: { name: `Q${number}`, street: 'Rue du Loutrier', number: String(number), meters: 4 } });

    const asked = Array.from({ length: 30 }, (_, index) => (index % 3) + 1);
    const responses = await Promise.all(
      asked.map((pitchCount, index) =>
        api.post('/api/registrations', {
          data: visitorRegistration({ email: `plusieurs${index}@example.be`, houseNumber: `${index + 1}`, pitchCount }),
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(30).fill(201));

    const receipts = responses.map((response, index) => ({ ...response.body.data, asked: asked[index] }));
    const holders = receipts.filter((receipt) => receipt.status === 'pending');
    for (const holder of holders) expect(holder.locations).toHaveLength(holder.asked);
    const given = holders.flatMap((holder) => holder.locations.map((pitch: { name: string }) => pitch.name));
    expect(new Set(given).size).toBe(given.length);
    expect(given.length).toBeLessThanOrEqual(25);

    const free = (await api.get('/api/configuration')).body.data.count;
    expect(free).toBe(25 - given.length);
    const waiting = receipts.filter((receipt) => receipt.status === 'waitlist');
    expect(waiting.length).toBeGreaterThan(0);
    // No one on the waiting list would fit in what is left free.
    expect(Math.min(...waiting.map((receipt) => receipt.asked))).toBeGreaterThan(free);
    // Everyone waiting is told a different place in line, after the 80 already waiting.
    expect(waiting.map((receipt) => receipt.waitlistPosition).sort((a, b) => a - b)).toEqual(
      Array.from({ length: waiting.length }, (_, i) => 81 + i),
    );
  });
});

describe('one household registering many times at once', () => {
  it('registers it as often as the committee allows, and refuses the rest in French', async () => {
    await setEdition({ householdRegistrationLimit: 2 });
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api.post('/api/registrations', {
          data: visitorRegistration({
            email: `foyer${index}@example.be`,
            street: 'Rue Haute',
            houseNumber: '40',
            postalCode: '1000',
          }),
        }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(2);
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused.map((response) => response.status)).toEqual(Array(6).fill(400));
    for (const response of refused)
      expect(response.body.error.message).toMatch(/^Ce foyer \(même rue et même numéro\) a déjà 2 inscriptions/);
  });
});

describe('the waiting line once some have left it', () => {
  it('tells those who join next their places among those still waiting, all different', async () => {
    const waitingNow = async () => (await api.get('/api/registrations?status=waitlist&pageSize=100', staff)).body;
    const before = await waitingNow();
    // One leaves the line cancelled by a volunteer, others for the pitches a holder gives back.
    const step = (documentId: string, event: string) =>
      api.post(`/api/registrations/${documentId}/steps`, { data: { event } }, staff);
    expect((await step(before.data[0].documentId, 'cancel')).status).toBe(200);
    const holder = (await api.get('/api/registrations?status=pending&pageSize=1', staff)).body.data[0];
    expect((await step(holder.documentId, 'cancel')).status).toBe(200);
    const after = (await waitingNow()).meta.pagination.total;
    expect(after).toBeLessThanOrEqual(before.meta.pagination.total - 2);

    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        api.post('/api/registrations', {
          data: visitorRegistration({ email: `ensuite${index}@example.be`, houseNumber: `${200 + index}` }),
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201));
    expect(responses.map((response) => response.body.data.waitlistPosition).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => after + 1 + i),
    );
  });

  it('closes within the hour the gap a newcomer leaves whose registration failed after drawing its ticket', async () => {
    const waiting = (await api.get('/api/registrations?status=waitlist&pageSize=1', staff)).body.meta.pagination.total;
    // The ticket a failed newcomer drew in the edition the public joins (PostgreSQL; SQLite counts those waiting), then
    // the hour's task.
    const load = createRequire(import.meta.url);
    const { waitingLineTickets } = load('../dist/src/engine/waiting-line') as typeof import('../src/engine/waiting-line');
    const { date } = (await api.get('/api/configuration')).body.data;
    if (databaseClient === 'postgres') await server.strapi.db.connection.raw(`SELECT nextval('${waitingLineTickets(date)}')`);
    const tasks = (load('../dist/config/cron-tasks') as typeof import('../config/cron-tasks')).default;
    await tasks.waitingLines.task({ strapi: server.strapi });
    const next = await api.post('/api/registrations', {
      data: visitorRegistration({ email: 'apres-le-trou@example.be', houseNumber: '250' }),
    });
    expect(next.body.data.waitlistPosition).toBe(waiting + 1);
  });
});

describe("next year's edition", () => {
  it('finds every pitch free, and its waiting line starts at 1 and keeps counting as people join at once', async () => {
    const editions = (await api.get('/api/editions', staff)).body.data;
    const current = editions[0];
    const { documentId: _id, state: _state, registrations: _count, ...settings } = current;
    const next = nextEditionProposal(settings);
    expect((await api.post('/api/editions', { data: next }, staff)).status).toBe(200);
    expect((await api.put(`/api/editions/${next.date}/state`, { data: { state: 'open' } }, staff)).status).toBe(200);
    expect((await api.put(`/api/editions/${current.date}/state`, { data: { state: 'closed' } }, staff)).status).toBe(200);
    const pitches = await server.strapi.db.query('api::location.location').count({});
    const configuration = (await api.get('/api/configuration')).body.data;
    expect(configuration).toMatchObject({ date: next.date, count: pitches });

    const join = (from: number, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, index) =>
          api.post('/api/registrations', {
            data: visitorRegistration({ email: `edition${from + index}@example.be`, houseNumber: `${300 + from + index}` }),
          }),
        ),
      );
    // Five visitors at once get the five pitches the rule gives a visitor first, whoever is served first.
    const plan = await server.strapi.db.query('api::location.location').findMany({ orderBy: { id: 'asc' } });
    const best = rankPitches({ kind: 'visitor', street: 'Chaussée de Waterloo', houseNumber: '100' }, plan)
      .slice(0, 5)
      .map((pitch: { name: string }) => pitch.name);
    const firstFive = await join(0, 5);
    expect(firstFive.map((response) => response.body.data.locations[0]?.name).sort()).toEqual([...best].sort());
    const holders = [...firstFive, ...(await join(5, pitches - 5))];
    expect(holders.map((response) => response.body.data.status)).toEqual(Array(pitches).fill('pending'));
    const places = (responses: Awaited<ReturnType<typeof join>>) =>
      responses.map((response) => {
        expect(response.body.data).toMatchObject({ status: 'waitlist' });
        return response.body.data.waitlistPosition as number;
      });
    const first = places(await join(pitches, 8));
    const then = places(await join(pitches + 8, 8));
    expect([...first, ...then].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });
});

import { beforeAll, expect, it } from 'vitest';
import { brusselsDay, type DashboardFigures } from '@brocante/shared';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { neighborRegistration, visitorRegistration } from './support/http';

/** The admin's first screen counts pitches, money, the waiting list and registrations as they stand. */
useStrapi({ signIn: true });

const register = async (data: Record<string, unknown>) => {
  expect((await api.post('/api/registrations', { data })).status).toBe(201);
  return (await api.get(`/api/registrations?q=${encodeURIComponent(String(data.email))}`, staff)).body.data[0];
};
const step = (documentId: string, event: string) =>
  api.post(`/api/registrations/${documentId}/steps`, { data: { event } }, staff);

beforeAll(async () => {
  // Four pitches: three held, one given back, then a waiting registration once all are taken.
  const pitches = await server.strapi.db.query('api::location.location').findMany({ orderBy: { id: 'desc' }, limit: 26 });
  await server.strapi.db
    .query('api::location.location')
    .deleteMany({ where: { id: { $in: pitches.map((p: { id: number }) => p.id) } } });
  await register(neighborRegistration({ email: 'attend@example.be' }));
  const paid = await register(visitorRegistration({ email: 'paye@example.be', houseNumber: '1' }));
  await step(paid.documentId, 'pay');
  const arrived = await register(visitorRegistration({ email: 'arrive@example.be', houseNumber: '2' }));
  await step(arrived.documentId, 'pay');
  await api.post(
    '/api/check-in',
    { data: { actions: [{ registration: arrived.documentId, action: 'arrive', at: new Date().toISOString() }] } },
    staff,
  );
  const gone = await register(visitorRegistration({ email: 'parti@example.be', houseNumber: '3' }));
  await step(gone.documentId, 'pay');
  await step(gone.documentId, 'cancel');
  await register(visitorRegistration({ email: 'dernier@example.be', houseNumber: '4' }));
  await register(visitorRegistration({ email: 'liste@example.be', houseNumber: '5' }));
});

it('counts pitches by state, money expected and received, the waiting list, kinds and registrations per day', async () => {
  const response = await api.get('/api/dashboard', staff);
  expect(response.status).toBe(200);
  const figures = response.body.data as DashboardFigures;
  expect(figures.pitches).toEqual({ total: 4, free: 0, awaitingPayment: 2, paid: 1, arrived: 1 });
  // Four registrations holding pitches at 15 €; three payments received (one owed back).
  expect(figures.money).toEqual({ expected: 60, received: 45, cash: 0, refundsDue: 15 });
  expect(figures.waitingList).toBe(1);
  // Still active: the one who left is not counted.
  expect(figures.kinds).toEqual({ neighbor: 1, visitor: 4 });
  expect(figures.perDay).toEqual([{ day: brusselsDay(new Date()), count: 6 }]);
  expect((await api.get('/api/dashboard')).status).toBe(403);
});

it('counts apart what was paid in cash at the gate', async () => {
  const [pending] = (await api.get('/api/registrations?q=dernier%40example.be', staff)).body.data;
  const tapped = await api.post(
    '/api/check-in',
    { data: { actions: [{ registration: pending.documentId, action: 'pay', at: new Date().toISOString() }] } },
    staff,
  );
  expect(tapped.body.data.refused).toEqual([]);
  const { money } = (await api.get('/api/dashboard', staff)).body.data as DashboardFigures;
  expect(money).toEqual({ expected: 60, received: 60, cash: 15, refundsDue: 15 });
});

it('answers before the first edition exists: the pitches drawn, all free, and nothing else', async () => {
  await server.strapi.db.query('api::edition.edition').deleteMany({});
  const response = await api.get('/api/dashboard', staff);
  expect(response.status).toBe(200);
  expect(response.body.data).toEqual({
    pitches: { total: 4, free: 4, awaitingPayment: 0, paid: 0, arrived: 0 },
    money: { expected: 0, received: 0, cash: 0, refundsDue: 0 },
    waitingList: 0,
    kinds: { neighbor: 0, visitor: 0 },
    perDay: [],
    undeliveredEmails: [],
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { DEFAULT_SALE_CATEGORIES, REGISTRANT_PAGE_PATH, VALIDATION, VALIDATION_NL } from '@brocante/shared';
import { api, server, setEdition, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';
import { until } from './support/until';

/**
 * What is sold where: the categories an edition offers, what an exhibitor says they sell (at registration and on their
 * private page), the public plan that shows it per pitch (a name only when asked for), and the site's rebuild.
 */

/** The site's rebuild hook, as GitHub's would receive it: every request's reasons. */
const rebuilds: string[][] = [];
let hook: Server;
beforeAll(async () => {
  hook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      rebuilds.push((JSON.parse(body) as { client_payload: { reasons: string[] } }).client_payload.reasons);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  // Read by Strapi at its start, which useStrapi's own beforeAll makes next.
  process.env.SITE_REBUILD_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/dispatches`;
});
afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

useStrapi({ signIn: true });

const LINK = new RegExp(`${REGISTRANT_PAGE_PATH.replaceAll('/', '\\/')}#([A-Za-z0-9_-]{43})`);
const DUTCH = { 'accept-language': 'nl-BE' };
let houseNumber = 1;

beforeEach(() => server.mail.clear());

async function register(email: string, fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  houseNumber += 1;
  return api.call('POST', '/api/registrations', {
    body: { data: visitorRegistration({ email, houseNumber: String(houseNumber), ...fields }) },
    headers,
  });
}

async function keyOf(email: string): Promise<string> {
  const [message] = await server.mail.received(email);
  return message!.text.match(LINK)![1]!;
}

const publicPlan = async () =>
  (await api.get('/api/pitch-map')).body.data as {
    name: string;
    state: string;
    categories: string[];
    exhibitor: string | null;
  }[];

async function expectRebuildAsked(reason: RegExp) {
  const reasons = await until(
    async () => rebuilds.flat(),
    (said) => said.some((one) => reason.test(one)),
    5000,
  );
  expect(reasons).toContainEqual(expect.stringMatching(reason));
}

it('offers the default set in an edition saved before the field, and what the committee chose otherwise', async () => {
  // A database of before: the column is there, empty.
  await server.strapi.db.connection('editions').update({ sale_categories: null });
  expect((await api.get('/api/pricing')).body.data.saleCategories).toEqual(DEFAULT_SALE_CATEGORIES);
  const [edition] = (await api.get('/api/editions', staff)).body.data;
  expect(edition.saleCategories).toEqual(DEFAULT_SALE_CATEGORIES);
  const { documentId: _d, state: _s, registrations: _r, ...settings } = edition;
  const saved = await api.put(
    `/api/editions/${edition.date}`,
    { data: { ...settings, saleCategories: ['toys', 'books', 'clothes', 'sport'] } },
    staff,
  );
  expect(saved.status).toBe(200);
  expect((await api.get('/api/pricing')).body.data.saleCategories).toEqual(['clothes', 'toys', 'books', 'sport']);
  const unknown = await api.put(`/api/editions/${edition.date}`, { data: { ...settings, saleCategories: ['weapons'] } }, staff);
  expect(unknown.status).toBe(400);
  expect((await api.get('/api/pricing')).body.data.saleCategories).toEqual(['clothes', 'toys', 'books', 'sport']);
});

it('keeps what an exhibitor sells at registration, and shows it on the public plan without their name', async () => {
  expect((await register('toys@example.be', { saleCategories: ['toys', 'books'] })).status).toBe(201);
  const row = await server.strapi.db.query('api::registration.registration').findOne({ where: { email: 'toys@example.be' } });
  const [pitch] = (await api.get(`/api/registrations/${row.documentId}`, staff)).body.data.locations;
  const shown = (await publicPlan()).find((onPlan) => onPlan.name === pitch.name)!;
  expect(shown).toMatchObject({ state: 'taken', categories: ['toys', 'books'], exhibitor: null });
  // No name, no e-mail, nothing of the person anywhere in the public plan.
  const text = JSON.stringify(await publicPlan());
  for (const personal of ['Jean', 'Peeters', 'toys@example.be']) expect(text).not.toContain(personal);
  await expectRebuildAsked(/inscription/);
});

it('names on the plan only the exhibitor who asked for it, by first name and initial', async () => {
  expect(
    (await register('named@example.be', { firstName: 'Zoé', lastName: 'Lambert', saleCategories: ['clothes'], nameOnPlan: true }))
      .status,
  ).toBe(201);
  const plan = await publicPlan();
  expect(plan.filter((pitch) => pitch.exhibitor)).toEqual([
    expect.objectContaining({ exhibitor: 'Zoé L.', categories: ['clothes'] }),
  ]);
  expect(JSON.stringify(plan)).not.toContain('Lambert');
});

it('shows no name on the plan once the exhibitor’s data are erased, even if they had asked for it', async () => {
  expect(
    (await register('erased@example.be', { firstName: 'Yves', lastName: 'Noël', saleCategories: ['books'], nameOnPlan: true }))
      .status,
  ).toBe(201);
  const key = await keyOf('erased@example.be');
  expect(JSON.stringify(await publicPlan())).toContain('Yves N.');
  expect((await api.post('/api/my-registration/erasure-request', { data: { key } })).status).toBe(200);
  const row = await server.strapi.db.query('api::registration.registration').findOne({ where: { email: 'erased@example.be' } });
  expect((await api.post(`/api/registrations/${row.documentId}/erasure`, {}, staff)).status).toBe(200);
  const plan = JSON.stringify(await publicPlan());
  for (const personal of ['Yves', 'Anonyme']) expect(plan).not.toContain(personal);
});

it('refuses a category the edition does not offer, or a sixth, in the person’s language, and registers no one', async () => {
  const before = await server.strapi.db.query('api::registration.registration').count();
  const french = await register('refused@example.be', { saleCategories: ['jewellery'] });
  expect(french.status).toBe(400);
  expect(french.body.error.details.errors[0]).toMatchObject({ path: ['saleCategories'], message: VALIDATION.saleCategory });
  const dutch = await register('refused@example.be', { saleCategories: ['jewellery'] }, DUTCH);
  expect(dutch.body.error.details.errors[0]).toMatchObject({ path: ['saleCategories'], message: VALIDATION_NL.saleCategory });
  await setEdition({ saleCategories: [...DEFAULT_SALE_CATEGORIES] });
  const six = await register('refused@example.be', { saleCategories: DEFAULT_SALE_CATEGORIES.slice(0, 6) });
  expect(six.body.error.details.errors[0]).toMatchObject({ path: ['saleCategories'], message: VALIDATION.saleCategoryCount(5) });
  const notABoolean = await register('refused@example.be', { nameOnPlan: 'yes' });
  expect(notABoolean.status).toBe(400);
  expect(await server.strapi.db.query('api::registration.registration').count()).toBe(before);
});

it('lets the exhibitor change what they sell and their name on the plan on their page; the site is rebuilt', async () => {
  expect((await register('later@example.be', { firstName: 'Anne', lastName: 'Martin' })).status).toBe(201);
  const key = await keyOf('later@example.be');
  const view = (await api.post('/api/my-registration', { data: { key } })).body.data;
  expect(view).toMatchObject({ saleCategories: [], nameOnPlan: false, offeredSaleCategories: DEFAULT_SALE_CATEGORIES });
  rebuilds.length = 0;

  const changed = await api.post('/api/my-registration/sale', {
    data: { key, saleCategories: ['furniture', 'toys'], nameOnPlan: true },
  });
  expect(changed.status).toBe(200);
  expect(changed.body.data).toMatchObject({ saleCategories: ['toys', 'furniture'], nameOnPlan: true });
  const [pitch] = view.locations as { name: string }[];
  expect((await publicPlan()).find((onPlan) => onPlan.name === pitch!.name)).toMatchObject({
    categories: ['toys', 'furniture'],
    exhibitor: 'Anne M.',
  });
  await expectRebuildAsked(/catégories/);
  // Confirmed by e-mail, as a phone's change is.
  const confirmed = (await server.mail.received('later@example.be', 2)).find(
    (email) => email.subject === 'Brocante : inscription modifiée',
  );
  expect(confirmed!.text).toContain('Votre inscription est modifiée (ce que vous vendez et votre nom sur le plan)');

  // Refused in Dutch for a Dutch page, nothing changed.
  const refused = await api.call('POST', '/api/my-registration/sale', {
    body: { data: { key, saleCategories: ['weapons'], nameOnPlan: false } },
    headers: DUTCH,
  });
  expect(refused.status).toBe(400);
  expect(refused.body.error.details.errors[0]).toMatchObject({ path: ['saleCategories'], message: VALIDATION_NL.saleCategory });
  expect((await api.post('/api/my-registration', { data: { key } })).body.data).toMatchObject({
    saleCategories: ['toys', 'furniture'],
    nameOnPlan: true,
  });

  // A volunteer moves them to a free pitch: what they sell moves with them, and the site is rebuilt.
  rebuilds.length = 0;
  const free = (await publicPlan()).find((onPlan) => onPlan.state === 'free')!;
  const target = await server.strapi.db.query('api::location.location').findOne({ where: { name: free.name } });
  const [mine] = (await api.get('/api/registrations?q=later%40example.be', staff)).body.data;
  const moved = await api.put(
    `/api/registrations/${mine.documentId}/locations`,
    { data: { locations: [target.documentId] } },
    staff,
  );
  expect(moved.status).toBe(200);
  const plan = await publicPlan();
  expect(plan.find((onPlan) => onPlan.name === free.name)).toMatchObject({
    categories: ['toys', 'furniture'],
    exhibitor: 'Anne M.',
  });
  expect(plan.find((onPlan) => onPlan.name === pitch!.name)).toMatchObject({ state: 'free', categories: [], exhibitor: null });
  await expectRebuildAsked(/emplacements changés/);

  // Cancelled: the pitch is free again, nothing of theirs on the plan, and the site is rebuilt.
  rebuilds.length = 0;
  expect((await api.post('/api/my-registration/cancellation', { data: { key } })).status).toBe(200);
  const freed = (await publicPlan()).find((onPlan) => onPlan.name === free.name)!;
  expect(freed).toMatchObject({ state: 'free', categories: [], exhibitor: null });
  await expectRebuildAsked(/cancel/);
  // A cancelled registration changes nothing more.
  expect((await api.post('/api/my-registration/sale', { data: { key, saleCategories: [] } })).status).toBe(400);
});

it('reads only the form’s fields: the Public role cannot set a status with its categories', async () => {
  const sneaky = await register('sneaky@example.be', { saleCategories: ['toys'], status: 'paid' });
  expect(sneaky.status).toBe(400);
});

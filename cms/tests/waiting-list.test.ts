import { beforeAll, describe, expect, it } from 'vitest';
import { countWaitingLists } from '../src/lib/waiting-lists';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';

/**
 * The place in line a newcomer is told comes from the waiting list's stored count: it follows every
 * way in and out of the list (a promotion, a cancellation, the panel's edits and deletions), and is
 * made again at start from the registrations themselves.
 */
useStrapi({ signIn: true });

const UID = 'api::registration.registration';
const people: Record<string, string> = {};

async function register(name: string): Promise<number | null> {
  const response = await api.post('/api/registrations', {
    data: visitorRegistration({ firstName: name, email: `${name.toLowerCase()}@example.be`, houseNumber: `${name}1` }),
  });
  expect(response.status).toBe(201);
  people[name] = (await server.strapi.db.query(UID).findOne({ where: { firstName: name } })).documentId;
  return response.body.data.waitlistPosition;
}
const takeStep = async (name: string, event: string) =>
  expect((await api.post(`/api/registrations/${people[name]}/steps`, { data: { event } }, staff)).status).toBe(200);
const status = async (name: string) =>
  (await server.strapi.db.query(UID).findOne({ where: { documentId: people[name] } })).status;

beforeAll(async () => {
  // One pitch in the quarter: Alice holds it, the others wait.
  await server.strapi.db.query('api::location.location').deleteMany({ where: { name: { $ne: 'A9' } } });
  expect(await register('Alice')).toBeNull();
  expect([await register('Bruno'), await register('Chloe'), await register('David')]).toEqual([1, 2, 3]);
});

describe("a newcomer's place on the waiting list", () => {
  it('counts one fewer once someone waiting cancels', async () => {
    await takeStep('Bruno', 'cancel');
    expect(await register('Emma')).toBe(3);
  });

  it('counts one fewer once the first in line is given the pitch someone gave back', async () => {
    await takeStep('Alice', 'cancel');
    expect(await status('Chloe')).toBe('pending');
    expect(await register('Fanny')).toBe(3);
  });

  it('follows the panel: an edit leaves it, a deletion counts one fewer', async () => {
    await server.strapi
      .documents(UID)
      .update({ documentId: people.David!, data: { comment: 'Vient avec une remorque' } as never });
    expect(await register('Gilles')).toBe(4);
    await server.strapi.documents(UID).delete({ documentId: people.Emma! });
    expect(await register('Hugo')).toBe(4);
  });

  it('is counted again from the registrations at start, whatever the count said before', async () => {
    await server.strapi.db.connection('waiting_lists').update({ waiting: 99 });
    await countWaitingLists(server.strapi);
    // David, Fanny, Gilles and Hugo wait.
    expect(await register('Ines')).toBe(5);
  });
});

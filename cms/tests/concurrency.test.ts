import { beforeAll, describe, expect, it } from 'vitest';
import { api, server, useStrapi } from './support/strapi-server';
import { neighbourRegistration, visitorRegistration } from './support/http';

useStrapi();

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
              ? neighbourRegistration({
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

import { describe, expect, it } from 'vitest';
import { api, databaseClient, server, setEdition, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';

/**
 * The committee's real limits (config/throttle.ts), behind a proxy: Strapi runs with IS_PROXIED=true
 * and each request says which client it comes from in X-Forwarded-For, as nginx writes it.
 */
useStrapi({ env: { IS_PROXIED: 'true', PROXY_HOPS: '1' } });

const from = (address: string) => ({ 'x-forwarded-for': address });
const isFrench429 = (response: { status: number; headers: Headers; body: any }) =>
  response.status === 429 &&
  Number(response.headers.get('retry-after')) > 0 &&
  /^Trop de demandes\. Réessayez dans \d+ (secondes|minutes|heures)\.$/.test(response.body?.error?.message ?? '');

function contactMessage(index: number, email = `voisin${index}@example.be`) {
  return { data: { name: `Voisin ${index}`, email, subject: 'Question', message: 'Bonjour, une question sur la brocante.' } };
}

/** Sends `requests` in parallel waves of `width`, as a script would. */
async function flood<T>(count: number, send: (index: number) => Promise<T>, width = 20): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    results.push(
      ...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, offset) => send(start + offset)))),
    );
  }
  return results;
}

const rows = (uid: string) => server.strapi.db.query(uid as never).count({});

describe('a flood from one address', () => {
  it('gets 5 contact messages through, then French 429s with Retry-After, while neighbors still write', async () => {
    const before = await rows('api::contact-message.contact-message');
    const people: Promise<{ status: number }>[] = [];
    const started = Date.now();
    const attack = await flood(300, (index) => {
      // A neighbor writes now and then during the flood, each from their own address.
      if (index % 15 === 0)
        people.push(
          api.call('POST', '/api/contact-messages', {
            body: contactMessage(1000 + index),
            headers: from(`198.51.100.${index / 15 + 1}`),
          }),
        );
      return api.call('POST', '/api/contact-messages', { body: contactMessage(index), headers: from('203.0.113.7') });
    });
    const legitimate = await Promise.all(people);
    const accepted = attack.filter((response) => response.status === 201).length;
    const refused = attack.filter(isFrench429).length;
    console.log(
      `contact: ${accepted} acceptés, ${refused} refusés (429) sur 300 en ${Date.now() - started} ms; ${legitimate.filter((r) => r.status === 201).length}/${legitimate.length} voisins servis`,
    );
    expect(accepted).toBe(5);
    expect(refused).toBe(295);
    expect(legitimate.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect((await rows('api::contact-message.contact-message')) - before).toBe(25);
  });

  it('holds 10 registrations, not every pitch, and the next person from another address registers', async () => {
    const before = await rows('api::registration.registration');
    const attack = await flood(300, (index) =>
      api.call('POST', '/api/registrations', {
        body: { data: visitorRegistration({ email: `script${index}@example.be`, houseNumber: String(index + 1) }) },
        headers: from('203.0.113.8'),
      }),
    );
    const accepted = attack.filter((response) => response.status === 201).length;
    console.log(`inscriptions: ${accepted} acceptées, ${attack.filter(isFrench429).length} refusées (429) sur 300`);
    expect(accepted).toBe(10);
    expect(attack.filter(isFrench429)).toHaveLength(290);
    const neighbor = await api.call('POST', '/api/registrations', {
      body: { data: visitorRegistration({ email: 'lea@example.be', houseNumber: '999' }) },
      headers: from('198.51.100.200'),
    });
    expect(neighbor.status).toBe(201);
    expect((await rows('api::registration.registration')) - before).toBe(11);
  });

  it('cannot escape its address by writing another one in front of X-Forwarded-For', async () => {
    const statuses = [];
    for (let index = 0; index < 8; index += 1) {
      statuses.push(
        (
          await api.call('POST', '/api/contact-messages', {
            body: contactMessage(2000 + index),
            headers: from(`10.0.0.${index}, 203.0.113.50`),
          })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('limits one e-mail address, whatever the addresses it writes from', async () => {
    const statuses = [];
    for (let index = 0; index < 7; index += 1) {
      statuses.push(
        (
          await api.call('POST', '/api/contact-messages', {
            body: contactMessage(3000 + index, 'meme@example.be'),
            headers: from(`192.0.2.${index + 1}`),
          })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it("stops a guesser of private links after 60 tries in 15 minutes, while a registrant's own page still opens", async () => {
    const guesses = await flood(100, (index) =>
      api.call('POST', '/api/my-registration', {
        body: { data: { key: `${String(index).padStart(3, '0')}${'x'.repeat(40)}` } },
        headers: from('203.0.113.9'),
      }),
    );
    expect(guesses.filter((response) => response.status === 404)).toHaveLength(60);
    expect(guesses.filter(isFrench429)).toHaveLength(40);
    const someoneElse = await api.call('POST', '/api/my-registration', {
      body: { data: { key: 'y'.repeat(43) } },
      headers: from('198.51.100.201'),
    });
    expect(someoneElse.status).toBe(404);
  });

  it('sends a lost link 3 times a day to one address, and refuses a robot', async () => {
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push(
        (
          await api.call('POST', '/api/my-registration/link-requests', {
            body: { data: { email: 'oublie@example.be' } },
            headers: from(`192.0.2.${100 + index}`),
          })
        ).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const robot = await api.call('POST', '/api/my-registration/link-requests', {
      body: { data: { email: 'robot@example.be', homepage: 'http://spam.example' } },
      headers: from('192.0.2.200'),
    });
    expect(robot.status).toBe(400);
  });

  // On SQLite (development) the counters live in memory (throttle-store.ts).
  it.runIf(databaseClient === 'postgres')('keeps its counters in PostgreSQL, with no address or e-mail in clear', async () => {
    const counters = await server.strapi.db.connection('throttle_counters').select('key');
    expect(counters.length).toBeGreaterThan(10);
    const keys = counters.map((row: { key: string }) => row.key).join(' ');
    expect(keys).not.toMatch(/203\.0\.113|example\.be/);
  });
});

describe('sign-in', () => {
  const wrong = (address: string) =>
    api.call('POST', '/api/auth/local', {
      body: { identifier: 'benevole@example.be', password: 'pas-le-bon' },
      headers: from(address),
    });
  const right = (address: string) =>
    api.call('POST', '/api/auth/local', {
      body: { identifier: 'benevole@example.be', password: 'Brocante-2027' },
      headers: from(address),
    });

  it('a volunteer who signs in clears their own mistakes', async () => {
    for (let index = 0; index < 9; index += 1) expect((await wrong('198.51.100.10')).status).toBe(400);
    expect((await right('198.51.100.10')).status).toBe(200);
    for (let index = 0; index < 9; index += 1) expect((await wrong('198.51.100.10')).status).toBe(400);
    expect((await right('198.51.100.10')).status).toBe(200);
  });

  it('stops wrong passwords for one account from 50 addresses after 10, for at most 15 minutes', async () => {
    const responses = [];
    for (let index = 0; index < 50; index += 1) responses.push(await wrong(`192.0.2.${100 + index}`));
    expect(responses.filter((response) => response.status === 400)).toHaveLength(10);
    const refused = responses.filter(isFrench429);
    expect(refused).toHaveLength(40);
    expect(Math.max(...refused.map((response) => Number(response.headers.get('retry-after'))))).toBeLessThanOrEqual(15 * 60);
    // Other accounts are not touched.
    const other = await api.call('POST', '/api/auth/local', {
      body: { identifier: 'autre@example.be', password: 'x' },
      headers: from('192.0.2.250'),
    });
    expect(other.status).toBe(400);
  });
});

describe('robots and households', () => {
  it('refuses a form whose invisible field was filled, and stores nothing', async () => {
    const before = await rows('api::contact-message.contact-message');
    const robot = await api.call('POST', '/api/contact-messages', {
      body: { data: { ...contactMessage(4000).data, homepage: 'https://spam.example' } },
      headers: from('198.51.100.77'),
    });
    expect(robot.status).toBe(400);
    expect(robot.body.error.message).toMatch(/envoi automatique/);
    const person = await api.call('POST', '/api/contact-messages', {
      body: { data: { ...contactMessage(4001).data, homepage: '' } },
      headers: from('198.51.100.78'),
    });
    expect(person.status).toBe(201);
    expect((await rows('api::contact-message.contact-message')) - before).toBe(1);
  });

  it('registers a household as often as the committee allows', async () => {
    await setEdition({ householdRegistrationLimit: 2 });
    const household = (index: number) =>
      api.call('POST', '/api/registrations', {
        body: {
          data: visitorRegistration({
            email: `famille${index}@example.be`,
            street: 'Rue Haute',
            houseNumber: '12B',
            postalCode: '1000',
            city: 'Bruxelles',
          }),
        },
        headers: from(`198.51.100.${120 + index}`),
      });
    expect((await household(1)).status).toBe(201);
    expect((await household(2)).status).toBe(201);
    const third = await household(3);
    expect(third.status).toBe(400);
    expect(third.body.error.message).toBe(
      "Ce foyer (même rue et même numéro) a déjà 2 inscriptions pour cette brocante : c'est le maximum fixé par le comité.",
    );
  });
});

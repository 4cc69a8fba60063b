import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { api, server, useStrapi } from './support/strapi-server';

/**
 * Strapi's router matches paths without regard to letter case, slashes or encodings; the throttle and
 * the other guards know each route by one spelling. Every other spelling of an API path is refused
 * before them (src/middlewares/canonical-path.ts), so no variant escapes a limit. The committee's real
 * limits, behind a proxy: each request names its client in X-Forwarded-For, as nginx writes it.
 */
useStrapi({ env: { IS_PROXIED: 'true', PROXY_HOPS: '1' } });

/** Sends `path` byte for byte (fetch would resolve dot segments and slashes before sending). */
function raw(method: string, path: string, body: unknown, address: string): Promise<{ status: number; body: any }> {
  const url = new URL(server.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          accept: 'application/json',
          'x-forwarded-for': address,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** Every other spelling of `/api/<first>/<rest…>` that Strapi's router, a browser or a proxy could take for it. */
function variantsOf(path: string): string[] {
  const [, , first = '', ...rest] = path.split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return [
    `/API/${first}${tail}`,
    `/Api/${first}${tail}`,
    `/api/${capital(first)}${tail}`,
    path.toUpperCase(),
    `${path}/`,
    `${path}//`,
    `//api/${first}${tail}`,
    `/api//${first}${tail}`,
    `/%61pi/${first}${tail}`,
    `/api/%${first.charCodeAt(0).toString(16)}${first.slice(1)}${tail}`,
    `/api%2F${first}${tail}`,
    `/api/./${first}${tail}`,
    `/api/${first}/../${first}${tail}`,
    `/api/x/%2e%2e/${first}${tail}`,
    `${path};jsessionid=1`,
    `/api\\${first}${tail}`,
  ];
}

const contact = (index: number) => ({
  data: { name: `Voisin ${index}`, email: `voisin${index}@example.be`, subject: 'Question', message: 'Bonjour, une question.' },
});
const isRefusedAsUnknown = (response: { status: number; body: any }) =>
  response.status === 404 &&
  response.body?.error?.message === "Cette page ou cette donnée n'existe pas." &&
  response.body?.error?.details?.code === 'non-canonical-path';

describe('paths that are not the API', () => {
  it('still answers the canonical API paths, and every staff query parameter holding any character with 4xx at worst', async () => {
    expect((await api.get('/api/configuration')).status).toBe(200);
    const token = await api.signIn();
    const reads = server.strapi.server
      .listRoutes()
      .flatMap((layer: { methods: string[]; path: string }) => (layer.methods.includes('GET') ? [layer.path] : []))
      .filter((path: string) => path.startsWith('/api/'))
      .map((path: string) => path.replace(/:[A-Za-z_]+/g, 'x'));
    expect(reads.length).toBeGreaterThan(10);
    const parameters = ['q', 'status', 'page', 'pageSize', 'after', 'before', 'sort', 'free', 'from', 'to', 'kind', 'audience'];
    const failures: string[] = [];
    for (const value of ['%F4%8F%BF%BF', '%EF%BF%BF', '%ED%A0%80', '%00', 'Dupont%20%C3%A9t%C3%A9', '%F0%9F%92%A9']) {
      for (const path of reads) {
        const response = await api.get(`${path}?${parameters.map((name) => `${name}=${value}`).join('&')}`, token);
        if (response.status >= 500) failures.push(`${path} ${value} → ${response.status}`);
      }
      const search = await api.get(`/api/registrations?q=${value}`, token);
      if (search.status >= 500) failures.push(`/api/registrations?q=${value} → ${search.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuses the hidden shapes of Strapi's own paths, and keeps their plain spelling", async () => {
    for (const path of ['/admin/%6Cogin', '/admin//login', '/admin/x/../login', '/admin/login;x', '/%61dmin/login'])
      expect(isRefusedAsUnknown(await raw('POST', path, { email: 'a@example.be', password: 'x' }, '192.0.2.60')), path).toBe(
        true,
      );
    expect((await raw('POST', '/admin/login', { email: 'a@example.be', password: 'x' }, '192.0.2.61')).status).toBe(400);
  });
});

describe('the throttled routes, in every spelling', () => {
  const throttled = [
    '/api/registrations',
    '/api/contact-messages',
    '/api/auth/local',
    '/api/auth/refresh',
    '/api/previews',
    '/api/my-registration',
    '/api/my-registration/changes',
    '/api/my-registration/cancellation',
    '/api/my-registration/data',
    '/api/my-registration/erasure-request',
    '/api/my-registration/link-requests',
    '/api/invitation-withdrawals',
  ];

  it('refuses each variant with a French 404 before it counts, reads a body or reaches a controller', async () => {
    const messagesBefore = await server.strapi.db.query('api::contact-message.contact-message').count({});
    const answers: string[] = [];
    for (const path of throttled) {
      for (const variant of variantsOf(path)) {
        const response = await raw('POST', variant, contact(1), '192.0.2.50');
        if (!isRefusedAsUnknown(response)) answers.push(`${variant} → ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(answers).toEqual([]);
    expect(await server.strapi.db.query('api::contact-message.contact-message').count({})).toBe(messagesBefore);
  });

  it('gives a contact message the same 5 per address, whatever spelling the flood uses', async () => {
    const address = '192.0.2.51';
    const plain = [];
    for (let index = 0; index < 5; index += 1)
      plain.push((await raw('POST', '/api/contact-messages', contact(index), address)).status);
    expect(plain).toEqual([201, 201, 201, 201, 201]);
    for (const variant of variantsOf('/api/contact-messages'))
      expect(isRefusedAsUnknown(await raw('POST', variant, contact(9), address))).toBe(true);
    expect((await raw('POST', '/api/contact-messages', contact(6), address)).status).toBe(429);
  });

  it('keeps sign-in limited per account and per address: a variant never reaches the password check', async () => {
    const wrong = { identifier: 'benevole@example.be', password: 'pas-le-bon' };
    const statuses: number[] = [];
    // The account's limit: 10 failures in 15 minutes, from addresses that change at each attempt.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await raw('POST', '/api/auth/local', wrong, `198.51.100.${attempt + 1}`)).status);
      for (const variant of ['/api/auth/Local', '/api/Auth/local', '/API/auth/local', '/api/auth/local/'])
        expect(isRefusedAsUnknown(await raw('POST', variant, wrong, `198.51.100.${attempt + 100}`))).toBe(true);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    expect((await raw('POST', '/api/auth/local', wrong, '198.51.100.250')).status).toBe(429);
  });
});

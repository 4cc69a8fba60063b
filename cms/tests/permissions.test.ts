import { beforeAll, describe, expect, it } from 'vitest';
import { api, server, useStrapi } from './support/strapi-server';
import { neighborRegistration } from './support/http';

/**
 * The endpoint × role matrix. Every route Strapi serves under /api is called anonymously: only the
 * routes listed here may answer anything but 401/403. A new route that becomes public without being
 * added to this list fails the suite.
 */
const ANONYMOUS_ROUTES = new Set([
  'GET /api/configuration',
  'GET /api/health',
  // what the site's build writes beside it: a fingerprint, nothing of the content (lib/site-changes.ts)
  'GET /api/site-stamp',
  'GET /api/pricing',
  'GET /api/pitch-map',
  'GET /api/posts',
  'GET /api/posts/:id',
  'GET /api/rules-page',
  'GET /api/privacy-page',
  'GET /api/committee',
  'POST /api/previews',
  'POST /api/registrations',
  'POST /api/my-registration',
  'POST /api/my-registration/changes',
  'POST /api/my-registration/sale',
  'POST /api/my-registration/cancellation',
  'POST /api/my-registration/data',
  'POST /api/my-registration/erasure-request',
  'POST /api/my-registration/link-requests',
  'POST /api/contact-messages',
  'POST /api/invitation-withdrawals',
  // an invitation into the committee's team: its key is the credential (cms/tests/team-invitations.test.ts)
  'POST /api/team-invitation-previews',
  'POST /api/team-invitation-acceptances',
  // a forgotten password: its link by e-mail, then the new password with the link's key (cms/tests/password-resets.test.ts)
  'POST /api/password-reset-requests',
  'POST /api/password-resets',
  // a day helper's phone takes the coordinator's QR code: its key is the credential (cms/tests/helper-phones.test.ts)
  'POST /api/helper-pairing-acceptances',
  'POST /api/auth/local',
  'POST /api/auth/refresh',
  // the same permission as the local sign-in serves provider sign-ins; every provider is disabled (400)
  'GET /api/auth/:provider/callback',
]);

/** Strapi's own panel: its sign-in and first-run routes answer without a session, by design. */
const ADMIN_PANEL_PUBLIC_ROUTES = new Set([
  'POST /admin/login',
  'POST /admin/logout',
  'POST /admin/access-token',
  'POST /admin/register-admin',
  'GET /admin/registration-info',
  'POST /admin/register',
  'POST /admin/forgot-password',
  'POST /admin/reset-password',
  'GET /admin/init',
  'GET /admin/project-type',
  'GET /admin/guided-tour-meta',
  'GET /admin/homepage/key-statistics',
  'GET /content-manager/preview/script',
]);

/** Paths that serve no data: the health check and the public files (news covers among them). */
const PUBLIC_FILE_PATHS = new Set(['/_health', '/', '/((?!uploads/).+)', '/uploads/(.*)']);

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

let routes: { method: string; path: string }[];

useStrapi();

beforeAll(async () => {
  routes = server.strapi.server
    .listRoutes()
    .flatMap((layer: { methods: string[]; path: string }) =>
      layer.methods.filter((method) => HTTP_METHODS.includes(method)).map((method) => ({ method, path: layer.path })),
    );
});

const concrete = (path: string) => path.replace(/:[A-Za-z_]+(\([^)]*\))?/g, 'x').replace(/\(\.\*\)/g, 'x');

describe('anonymous visitor', () => {
  it('lists only routes that exist', () => {
    const served = new Set(routes.map((route) => `${route.method} ${route.path}`));
    expect([...ANONYMOUS_ROUTES, ...ADMIN_PANEL_PUBLIC_ROUTES].filter((key) => !served.has(key))).toEqual([]);
  });

  it('reaches only the listed /api routes; every other one is refused', async () => {
    const apiRoutes = routes.filter((route) => route.path.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(20);
    const reachable: string[] = [];
    for (const route of apiRoutes) {
      const key = `${route.method} ${route.path}`;
      if (ANONYMOUS_ROUTES.has(key)) continue;
      const response = await api.call(route.method, concrete(route.path), { body: route.method === 'GET' ? undefined : {} });
      if (response.status !== 401 && response.status !== 403) reachable.push(`${key} → ${response.status}`);
    }
    expect(reachable).toEqual([]);
  });

  it('gets no answer from Strapi panel routes beyond sign-in', async () => {
    const reachable: string[] = [];
    for (const route of routes.filter((r) => !r.path.startsWith('/api/'))) {
      const key = `${route.method} ${route.path}`;
      if (ADMIN_PANEL_PUBLIC_ROUTES.has(key) || PUBLIC_FILE_PATHS.has(route.path)) continue;
      const response = await api.call(route.method, concrete(route.path), { body: route.method === 'GET' ? undefined : {} });
      if (response.status !== 401 && response.status !== 403) reachable.push(`${key} → ${response.status}`);
    }
    expect(reachable).toEqual([]);
  });

  it('reads the configuration and published posts', async () => {
    expect((await api.get('/api/configuration')).status).toBe(200);
    const posts = await api.get('/api/posts');
    expect(posts.status).toBe(200);
    expect(posts.body.data.length).toBe(4);
  });

  it('cannot read registrations, messages, pitches or users', async () => {
    const created = await api.post('/api/registrations', { data: neighborRegistration() });
    expect(created.status).toBe(201);
    for (const path of [
      '/api/registrations',
      '/api/locations',
      '/api/users',
      '/api/users/1',
      '/api/users/me',
      '/api/registrations/x',
    ]) {
      expect([401, 403], path).toContain((await api.get(path)).status);
    }
    // Contact messages have no read route at all.
    expect((await api.get('/api/contact-messages')).status).toBe(404);
    // A registration's answer names no one and lists no other person.
    expect(Object.keys(created.body.data).sort()).toEqual(
      ['amount', 'locations', 'status', 'transfer', 'waitlistPosition'].sort(),
    );
  });

  it('finds none of the plugin’s English password-by-e-mail routes: ours speak the volunteer’s language', async () => {
    for (const path of ['/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/send-email-confirmation']) {
      const response = await api.post(path, {
        email: 'benevole@example.be',
        code: 'x',
        password: 'x',
        passwordConfirmation: 'x',
      });
      // No route of that path: the panel's files answer GET on every path, so a POST is 405.
      expect(response.status, path).toBe(405);
      expect(response.body.error.message, path).toBe("Cette action n'est pas permise ici.");
    }
    expect(routes.map((route) => route.path)).not.toContain('/api/auth/forgot-password');
    expect((await api.get('/api/auth/email-confirmation?confirmation=x')).status).toBe(404);
    expect(await server.mail.to('benevole@example.be')).toEqual([]);
  });

  it('cannot sign up as staff', async () => {
    const response = await api.post('/api/auth/local/register', {
      username: 'intrus',
      email: 'intrus@example.be',
      password: 'Intrus-2027!',
    });
    expect([400, 403]).toContain(response.status);
    expect((await api.post('/api/auth/local', { identifier: 'intrus@example.be', password: 'Intrus-2027!' })).status).toBe(400);
  });
});

describe('staff volunteer', () => {
  it('signs in and does what the admin needs', async () => {
    const token = await api.signIn();
    expect((await api.get('/api/users/me', token)).body.email).toBe('benevole@example.be');
    expect((await api.get('/api/registrations', token)).status).toBe(200);
    expect((await api.get('/api/locations', token)).status).toBe(200);
    expect((await api.get('/api/configuration', token)).status).toBe(200);
  });

  it('still cannot list accounts or read contact messages', async () => {
    const token = await api.signIn();
    expect((await api.get('/api/users', token)).status).toBe(403);
    expect((await api.get('/api/contact-messages', token)).status).toBe(404);
  });

  it('is refused with a bad or expired token (401), and without one (403)', async () => {
    expect((await api.get('/api/registrations', 'not-a-token')).status).toBe(401);
    expect((await api.get('/api/registrations')).status).toBe(403);
  });

  it('renews a short access token from the httpOnly session cookie', async () => {
    const signIn = await api.call('POST', '/api/auth/local', {
      body: { identifier: 'benevole@example.be', password: 'Brocante-2027' },
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(signIn.headers.getSetCookie().join(' ')).toMatch(/httponly/i);
    expect(signIn.body.refreshToken).toBeUndefined();
    const refreshed = await api.call('POST', '/api/auth/refresh', { body: {}, headers: { cookie } });
    expect(refreshed.status).toBe(200);
    expect((await api.get('/api/registrations', refreshed.body.jwt)).status).toBe(200);
  });

  it('keeps a volunteer signed in when a renewal never reached the browser, for a moment only', async () => {
    const cookieOf = (response: { headers: Headers }) =>
      response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    const renew = (cookie: string) => api.call('POST', '/api/auth/refresh', { body: {}, headers: { cookie } });
    const signIn = await api.call('POST', '/api/auth/local', {
      body: { identifier: 'benevole@example.be', password: 'Brocante-2027' },
    });
    const replaced = cookieOf(signIn);
    const renewal = await renew(replaced);
    expect(renewal.status).toBe(200);
    const successor = cookieOf(renewal);
    expect(successor).not.toBe(replaced);

    // The browser never got that answer: the tab renews with the cookie it still has, and gets the same session.
    const late = await renew(replaced);
    expect(late.status).toBe(200);
    expect(cookieOf(late)).toBe(successor);
    expect((await api.get('/api/registrations', late.body.jwt)).status).toBe(200);
    const [first, second] = await Promise.all([renew(replaced), renew(replaced)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([cookieOf(first), cookieOf(second)]).toEqual([successor, successor]);
    // The session goes on from there, once.
    const next = await renew(successor);
    expect(next.status).toBe(200);

    // Once the grace has passed, a replaced cookie is refused, as Strapi does.
    await server.strapi.db
      .query('admin::session')
      .updateMany({ where: { origin: 'users-permissions' }, data: { createdAt: new Date(Date.now() - 60_000) } });
    const stale = await renew(successor);
    expect(stale.status).toBe(401);
    expect(stale.body.error.message).toBe('Votre session est terminée : reconnectez-vous.');
    expect((await renew(cookieOf(next))).status).toBe(200);
  });

  it('signs out: the access token stops working at once, and so does one from before a renewal', async () => {
    const signIn = await api.call('POST', '/api/auth/local', {
      body: { identifier: 'benevole@example.be', password: 'Brocante-2027' },
    });
    let cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const first = signIn.body.jwt;
    const refreshed = await api.call('POST', '/api/auth/refresh', { body: {}, headers: { cookie } });
    cookie =
      refreshed.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ') || cookie;
    const second = refreshed.body.jwt;
    expect((await api.get('/api/registrations', first)).status).toBe(200);
    expect((await api.get('/api/registrations', second)).status).toBe(200);

    const signOut = await api.call('POST', '/api/auth/logout', { body: {}, token: second, headers: { cookie } });
    expect(signOut.status).toBe(200);
    for (const token of [first, second]) {
      const after = await api.get('/api/registrations', token);
      expect(after.status).toBe(401);
      expect(after.body.error.message).toBe('Votre session est terminée : reconnectez-vous.');
    }
    expect((await api.call('POST', '/api/auth/refresh', { body: {}, headers: { cookie } })).status).toBe(401);
    // Another session of the same volunteer goes on.
    expect((await api.get('/api/registrations', await api.signIn())).status).toBe(200);
  });
});

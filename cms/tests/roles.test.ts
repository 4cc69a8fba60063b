import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, API_MESSAGES_NL, STAFF_ROLES, type StaffRole } from '@brocante/shared';
import { DEMO_EDITOR, DEMO_TEAM } from '../src/bootstrap/demo-accounts';
import { JOURNAL } from '../src/bootstrap/route-journal';
import {
  actionOfRoute,
  PUBLIC_ACTIONS,
  roleHoldsRoute,
  SIGNED_IN_ACTIONS,
  STAFF_ROUTES,
  type StaffRoute,
} from '../src/bootstrap/route-roles';
import { api, server, useStrapi } from './support/strapi-server';
import { apiClient, neighborRegistration } from './support/http';

/**
 * The route × role matrix (packages/shared, team.ts): every route the API answers, called by a volunteer of each role,
 * by the public and with an editor's panel token, answers as the team's table says. A route the table does not name
 * fails here.
 */

/** The users-permissions plugin's own routes that no one of ours holds: accounts, roles and permissions by the API. */
const HELD_BY_NO_ONE = new Set([
  'plugin::users-permissions.user.find',
  'plugin::users-permissions.user.findOne',
  'plugin::users-permissions.user.count',
  'plugin::users-permissions.user.create',
  'plugin::users-permissions.user.update',
  'plugin::users-permissions.user.destroy',
  'plugin::users-permissions.role.find',
  'plugin::users-permissions.role.findOne',
  'plugin::users-permissions.role.createRole',
  'plugin::users-permissions.role.updateRole',
  'plugin::users-permissions.role.deleteRole',
  'plugin::users-permissions.permissions.getPermissions',
  'plugin::users-permissions.auth.connect',
  'plugin::users-permissions.auth.register',
  'plugin::users-permissions.auth.getSessions',
  'plugin::users-permissions.auth.revokeSession',
]);

interface ApiRoute {
  method: string;
  path: string;
  action: string;
}

/** The API's routes as Strapi declares them: its apis' and the users-permissions plugin's content routes, under /api. */
function apiRoutes(): ApiRoute[] {
  const strapi = server.strapi as any;
  const routers: {
    apiName?: string;
    routes: { method: string; path: string; handler: string; config?: { prefix?: string } }[];
  }[] = [
    ...Object.entries(strapi.apis).flatMap(([apiName, api]: [string, any]) =>
      Object.values(api.routes).map((router: any) => ({ apiName, routes: router.routes })),
    ),
    { routes: strapi.plugin('users-permissions').routes['content-api'].routes },
  ];
  return routers.flatMap(({ apiName, routes }) =>
    routes.map((route) => ({
      method: route.method,
      // The plugin's routes are under its name, unless they say otherwise (its sign-in, its accounts).
      path: `/api${apiName ? '' : (route.config?.prefix ?? '/users-permissions')}${route.path}`,
      action: actionOfRoute({ handler: route.handler, info: apiName ? { apiName } : { pluginName: 'users-permissions' } }),
    })),
  );
}

const concrete = (path: string) => path.replace(/:[A-Za-z_]+(\([^)]*\))?/g, 'x').replace(/\(\.\*\)/g, 'x');
const refused = (status: number) => status === 401 || status === 403;
const call = (route: ApiRoute, token?: string, headers: Record<string, string> = {}) =>
  api.call(route.method, concrete(route.path), { body: route.method === 'GET' ? undefined : {}, token, headers });

const tokens = {} as Record<StaffRole, string>;
let routes: ApiRoute[];

useStrapi();

beforeAll(async () => {
  routes = apiRoutes();
  for (const role of STAFF_ROLES) tokens[role] = await api.signIn(DEMO_TEAM[role].email, DEMO_TEAM[role].password);
});

describe('the route × role table', () => {
  it('names every route the API answers', () => {
    expect(routes.length).toBeGreaterThan(60);
    const named = new Set<string>([...PUBLIC_ACTIONS, ...SIGNED_IN_ACTIONS, ...Object.keys(STAFF_ROUTES), ...HELD_BY_NO_ONE]);
    expect(routes.filter((route) => !named.has(route.action)).map((r) => `${r.method} ${r.path} ${r.action}`)).toEqual([]);
    // …and names no route the API no longer has.
    const served = new Set(routes.map((route) => route.action));
    expect([...Object.keys(STAFF_ROUTES), ...SIGNED_IN_ACTIONS].filter((action) => !served.has(action))).toEqual([]);
  });

  it('gives every staff route that changes data its line in the journal', () => {
    const unwritten = routes.filter(
      (route) => route.method !== 'GET' && route.action in STAFF_ROUTES && !JOURNAL[route.action as StaffRoute],
    );
    expect(unwritten.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it.each(STAFF_ROLES)('gives the role %s what the table says, and refuses it the rest in its words', async (role) => {
    const wrong: string[] = [];
    for (const route of routes) {
      const held =
        (SIGNED_IN_ACTIONS as readonly string[]).includes(route.action) ||
        (route.action in STAFF_ROUTES && roleHoldsRoute(role, route.action as StaffRoute));
      if (route.action === 'plugin::users-permissions.auth.logout') continue; // would end this test's session
      const response = await call(route, tokens[role]);
      if (held && refused(response.status)) wrong.push(`${route.method} ${route.path}: refused (${response.status})`);
      if (!held && !(PUBLIC_ACTIONS as readonly string[]).includes(route.action)) {
        if (response.status !== 403) wrong.push(`${route.method} ${route.path}: answered ${response.status}`);
        else if (response.body.error.message !== API_MESSAGES.roleForbids)
          wrong.push(`${route.method} ${route.path}: « ${response.body.error.message} »`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives the public its routes only, and an editor’s panel token nothing of the API', async () => {
    const signedIn = await api.post('/admin/login', { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password });
    expect(signedIn.status).toBe(200);
    const wrong: string[] = [];
    for (const route of routes) {
      if ((PUBLIC_ACTIONS as readonly string[]).includes(route.action)) continue;
      for (const [who, token] of [
        ['public', undefined],
        ['editor', signedIn.body.data.token as string],
      ] as const) {
        const response = await call(route, token);
        if (!refused(response.status)) wrong.push(`${who}: ${route.method} ${route.path} answered ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('what each volunteer meets', () => {
  it('says who is signed in, with their role', async () => {
    for (const role of STAFF_ROLES) {
      const me = await api.get('/api/team/me', tokens[role]);
      expect(me.body.data).toEqual({ email: DEMO_TEAM[role].email, role, secondFactorOwed: false });
    }
  });

  it('refuses the day helper the registrations list, in French and in Dutch', async () => {
    const french = await api.get('/api/registrations', tokens.accueil);
    expect(french.status).toBe(403);
    expect(french.body.error.message).toBe(API_MESSAGES.roleForbids);
    const dutch = await api.call('GET', '/api/registrations', { token: tokens.accueil, headers: { 'accept-language': 'nl-BE' } });
    expect(dutch.status).toBe(403);
    expect(dutch.body.error.message).toBe(API_MESSAGES_NL.roleForbids);
    for (const variant of [
      '/API/Registrations',
      '/api/registrations/',
      '/api/%72egistrations',
      '/api//registrations',
      '/api/registrations?x=/../',
    ])
      expect([403, 404], variant).toContain((await api.get(variant, tokens.accueil)).status);
    expect((await api.get('/api/check-in', tokens.accueil)).status).toBe(200);
  });

  it('lets the registrations volunteer cancel but not record a payment; the treasurer records it', async () => {
    const created = await api.post('/api/registrations', { data: neighborRegistration() });
    const documentId = (await api.get('/api/registrations', tokens.coordination)).body.data[0].documentId;
    expect(created.status).toBe(201);
    const byRegistrations = await api.post(
      `/api/registrations/${documentId}/steps`,
      { data: { event: 'pay' } },
      tokens.inscriptions,
    );
    expect(byRegistrations.status).toBe(403);
    expect(byRegistrations.body.error.message).toBe(API_MESSAGES.roleForbids);
    expect((await api.get(`/api/registrations/${documentId}`, tokens.coordination)).body.data.status).toBe('pending');
    const byTreasurer = await api.post(`/api/registrations/${documentId}/steps`, { data: { event: 'pay' } }, tokens.tresorerie);
    expect(byTreasurer.status).toBe(200);
    expect(byTreasurer.body.data.status).toBe('paid');
    expect(
      (await api.post(`/api/registrations/${documentId}/steps`, { data: { event: 'cancel' } }, tokens.tresorerie)).status,
    ).toBe(403);
    expect(
      (await api.post(`/api/registrations/${documentId}/steps`, { data: { event: 'cancel' } }, tokens.inscriptions)).status,
    ).toBe(200);
  });

  it('shows the money on the dashboard to the treasurer, not to the registrations volunteer', async () => {
    expect((await api.get('/api/dashboard', tokens.tresorerie)).body.data.money).toMatchObject({ expected: expect.any(Number) });
    const dashboard = await api.get('/api/dashboard', tokens.inscriptions);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.money).toBeNull();
  });

  it('keeps the committee’s account from all but coordination and the treasurer', async () => {
    for (const role of ['inscriptions', 'accueil'] as const) {
      const changed = await api.put(
        '/api/committee-account',
        { data: { iban: 'BE71 0961 2345 6769', holder: 'Intrus' } },
        tokens[role],
      );
      expect(changed.status, role).toBe(403);
    }
  });
});

describe('the upgrade to a team with roles', () => {
  it('makes the volunteers of the one role « Staff » coordinators on the first start, and changes nothing else for them', async () => {
    const roles = () => server.strapi.db.query('plugin::users-permissions.role');
    const coordination = await roles().findOne({ where: { type: 'coordination' } });
    // The database as the previous version left it: one role, Staff, for every volunteer.
    await roles().update({ where: { id: coordination.id }, data: { type: 'staff', name: 'Staff' } });
    await server.restart();
    const upgraded = apiClient(server.url);

    expect(await roles().findOne({ where: { type: 'staff' } })).toBeNull();
    const token = await upgraded.signIn(DEMO_TEAM.coordination.email, DEMO_TEAM.coordination.password);
    expect((await upgraded.get('/api/team/me', token)).body.data.role).toBe('coordination');
    expect((await upgraded.get('/api/registrations', token)).status).toBe(200);
    expect((await upgraded.get('/api/committee-account', token)).status).toBe(200);
    expect((await roles().findOne({ where: { type: 'coordination' } })).name).toBe('Coordination');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, API_MESSAGES_NL, STAFF_ROLES, type StaffRole } from '@brocante/shared';
import { DEMO_TEAM } from '../src/bootstrap/demo-accounts';
import { api, server, useStrapi } from './support/strapi-server';

/** The team's screen's API (engine/team.ts): the coordinator's list of accounts, a role changed, an account deactivated. */

const tokens = {} as Record<StaffRole, string>;

useStrapi();

beforeAll(async () => {
  for (const role of STAFF_ROLES) tokens[role] = await api.signIn(DEMO_TEAM[role].email, DEMO_TEAM[role].password);
});

describe('the team a coordinator runs', () => {
  const idOf = async (email: string) =>
    ((await api.get('/api/team', tokens.coordination)).body.data as { id: string; email: string }[]).find(
      (m) => m.email === email,
    )!.id;

  it('lists every volunteer with their role, state and last sign-in', async () => {
    const listed = await api.get('/api/team', tokens.coordination);
    expect(listed.status).toBe(200);
    for (const role of STAFF_ROLES)
      expect(listed.body.data).toContainEqual({
        id: expect.stringMatching(/^volunteer-\d+$/),
        kind: 'volunteer',
        name: DEMO_TEAM[role].displayName,
        email: DEMO_TEAM[role].email,
        language: 'fr',
        role,
        active: true,
        lastSignInAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        secondFactor: false,
      });
  });

  it('deactivates an account: its next request is refused, and so is its sign-in, until it is active again', async () => {
    const volunteer = DEMO_TEAM.inscriptions;
    const token = await api.signIn(volunteer.email, volunteer.password);
    expect((await api.get('/api/registrations', token)).status).toBe(200);
    const id = await idOf(volunteer.email);
    const deactivated = await api.put(`/api/team/${id}`, { data: { active: false } }, tokens.coordination);
    expect(deactivated.body.data).toMatchObject({ email: volunteer.email, active: false });
    expect((await api.get('/api/registrations', token)).status).toBe(401);
    const signIn = await api.post('/api/auth/local', { identifier: volunteer.email, password: volunteer.password });
    expect(signIn.status).toBe(400);
    await api.put(`/api/team/${id}`, { data: { active: true } }, tokens.coordination);
    expect((await api.get('/api/registrations', await api.signIn(volunteer.email, volunteer.password))).status).toBe(200);
  });

  it('gives a volunteer another role: the sessions of the old one end', async () => {
    const volunteer = DEMO_TEAM.accueil;
    const token = await api.signIn(volunteer.email, volunteer.password);
    const id = await idOf(volunteer.email);
    expect((await api.put(`/api/team/${id}`, { data: { role: 'tresorerie' } }, tokens.coordination)).body.data.role).toBe(
      'tresorerie',
    );
    expect((await api.get('/api/check-in', token)).status).toBe(401);
    const again = await api.signIn(volunteer.email, volunteer.password);
    expect((await api.get('/api/team/me', again)).body.data.role).toBe('tresorerie');
    await api.put(`/api/team/${id}`, { data: { role: 'accueil' } }, tokens.coordination);
    tokens.accueil = await api.signIn(volunteer.email, volunteer.password);
  });

  it('keeps the last coordinator: neither given another role nor deactivated, in the person’s language', async () => {
    const id = await idOf(DEMO_TEAM.coordination.email);
    for (const change of [{ role: 'inscriptions' }, { active: false }, { role: 'accueil', active: true }]) {
      const refused = await api.put(`/api/team/${id}`, { data: change }, tokens.coordination);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(API_MESSAGES.lastCoordinator);
    }
    const dutch = await api.call('PUT', `/api/team/${id}`, {
      body: { data: { active: false } },
      token: tokens.coordination,
      headers: { 'accept-language': 'nl' },
    });
    expect(dutch.body.error.message).toBe(API_MESSAGES_NL.lastCoordinator);
    expect((await api.get('/api/team/me', tokens.coordination)).body.data.role).toBe('coordination');
    expect((await api.put(`/api/team/${id}`, { data: { role: 'chef' } }, tokens.coordination)).body.error.message).toBe(
      API_MESSAGES.unknownRole,
    );
  });

  it('lets no volunteer raise their own role, whatever the path, body or route', async () => {
    const volunteer = DEMO_TEAM.inscriptions;
    const token = await api.signIn(volunteer.email, volunteer.password);
    const id = await idOf(volunteer.email);
    const coordination = await server.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'coordination' } });
    const attempts: [string, string, unknown][] = [
      ['PUT', `/api/team/${id}`, { data: { role: 'coordination' } }],
      ['PUT', `/API/Team/${id}`, { data: { role: 'coordination' } }],
      ['PUT', `/api/team/${id}/`, { data: { role: 'coordination' } }],
      ['PUT', `/api/%74eam/${id}`, { data: { role: 'coordination' } }],
      ['POST', `/api/team/${id}?_method=PUT`, { data: { role: 'coordination' } }],
      ['PUT', `/api/users/${id.replace('volunteer-', '')}`, { role: coordination.id }],
      ['PUT', '/api/users/me', { role: coordination.id }],
      [
        'POST',
        '/api/auth/change-password',
        { role: coordination.id, password: 'x', currentPassword: 'x', passwordConfirmation: 'x' },
      ],
    ];
    for (const [method, path, body] of attempts) {
      const response = await api.call(method, path, { body, token, headers: { 'x-http-method-override': 'PUT' } });
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
    }
    expect((await api.get('/api/team/me', token)).body.data.role).toBe('inscriptions');
  });

  it('lists the panel’s editors, keeps their role, and deactivates one: the panel refuses them at once', async () => {
    const listed = (await api.get('/api/team', tokens.coordination)).body.data;
    const editor = listed.find((member: { email: string }) => member.email === 'editeur@example.be');
    expect(editor).toMatchObject({ kind: 'editor', role: 'redaction', name: 'Élise Éditrice', active: true });
    expect(listed.filter((member: { kind: string }) => member.kind === 'editor')).toHaveLength(1);
    const panel = await api.post('/admin/login', { email: 'editeur@example.be', password: 'Brocante-2027' });
    const session = panel.body.data.token as string;
    expect((await api.get('/admin/users/me', session)).status).toBe(200);

    const refused = await api.put(`/api/team/${editor.id}`, { data: { role: 'coordination' } }, tokens.coordination);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(API_MESSAGES.editorRoleFixed);
    const off = await api.put(`/api/team/${editor.id}`, { data: { active: false } }, tokens.coordination);
    expect(off.body.data).toMatchObject({ kind: 'editor', active: false });
    expect((await api.get('/admin/users/me', session)).status).toBe(401);
    expect((await api.post('/admin/login', { email: 'editeur@example.be', password: 'Brocante-2027' })).status).toBe(400);
    await api.put(`/api/team/${editor.id}`, { data: { active: true } }, tokens.coordination);
    expect((await api.post('/admin/login', { email: 'editeur@example.be', password: 'Brocante-2027' })).status).toBe(200);
    for (const id of ['editor-999999', 'volunteer-x', '1', 'editor-1e3'])
      expect((await api.put(`/api/team/${id}`, { data: { active: false } }, tokens.coordination)).status, id).toBe(404);
  });
});

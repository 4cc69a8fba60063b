import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, API_MESSAGES_NL, VALIDATION } from '@brocante/shared';
import { api, server, staff, useStrapi } from './support/strapi-server';

/** A coordinator invites into the team (engine/team-invitations.ts): the link e-mailed, read, taken once. */

useStrapi({ signIn: true });

let coordinator: string;
beforeAll(() => {
  coordinator = staff;
});

const invite = (email: string, role: string, language = 'fr') =>
  api.post('/api/team-invitations', { data: { email, role, language } }, coordinator);

/** The key of the latest invitation e-mailed to `address`, as its link carries it. */
async function keyFor(address: string, count = 1): Promise<{ key: string; text: string; subject: string }> {
  const emails = await server.mail.received(address, count);
  const email = emails[emails.length - 1]!;
  const key = /\/admin\/join#([A-Za-z0-9_-]{43})/.exec(email.text)?.[1];
  if (!key) throw new Error(`No invitation link in: ${email.text}`);
  return { key, text: email.text, subject: email.subject };
}

const preview = (key: unknown, headers: Record<string, string> = {}) =>
  api.call('POST', '/api/team-invitation-previews', { body: { data: { key } }, headers });
const accept = (key: unknown, name = 'Sophie Maes', password = 'Trésorière-du-Parvis-2027') =>
  api.post('/api/team-invitation-acceptances', { data: { key, name, password } });

describe('an invitation into the team', () => {
  it('e-mails a link the invitee takes once, choosing their name and password, and signs in with the role given', async () => {
    const invited = await invite('Sophie.Maes@example.be', 'tresorerie');
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ email: 'sophie.maes@example.be', role: 'tresorerie', language: 'fr' });
    const { key, text, subject } = await keyFor('sophie.maes@example.be');
    expect(subject).toBe('Brocante : invitation dans l’équipe du comité');
    expect(text).toContain("Anne Lambert vous invite dans l'équipe de la brocante, au rôle « Trésorerie ».");
    expect((await api.get('/api/team-invitations', coordinator)).body.data.map((i: { email: string }) => i.email)).toContain(
      'sophie.maes@example.be',
    );

    const read = await preview(key);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ email: 'sophie.maes@example.be', role: 'tresorerie', language: 'fr' });

    // A password too short is refused, and the link still works.
    const short = await accept(key, 'Sophie Maes', 'court');
    expect(short.status).toBe(400);
    expect(short.body.error.details.errors[0].message).toBe(VALIDATION.tooShort(12));
    expect((await preview(key)).status).toBe(200);

    expect((await accept(key)).status).toBe(201);
    const token = await api.signIn('sophie.maes@example.be', 'Trésorière-du-Parvis-2027');
    expect((await api.get('/api/team/me', token)).body.data.role).toBe('tresorerie');
    const member = await server.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { email: 'sophie.maes@example.be' } });
    expect(member).toMatchObject({ displayName: 'Sophie Maes', language: 'fr', confirmed: true, blocked: false });
    const listed = (await api.get('/api/team', coordinator)).body.data.find(
      (m: { email: string }) => m.email === 'sophie.maes@example.be',
    );
    expect(listed).toMatchObject({ name: 'Sophie Maes', language: 'fr', role: 'tresorerie', active: true });

    // Used: the same answer as any link that cannot be taken, and nothing changes.
    for (const response of [await preview(key), await accept(key, 'Intrus', 'Un-autre-mot-de-passe')]) {
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(API_MESSAGES.invitationInvalid);
    }
    expect(await api.signIn('sophie.maes@example.be', 'Trésorière-du-Parvis-2027')).toBeTruthy();
    expect((await api.get('/api/team-invitations', coordinator)).body.data).toEqual([]);
  });

  it('writes to a Dutch invitee in Dutch, and refuses their spoiled link in Dutch', async () => {
    await invite('jan.peeters@example.be', 'accueil', 'nl');
    const { key, text, subject } = await keyFor('jan.peeters@example.be');
    expect(subject).toBe('Rommelmarkt: uitnodiging in het team van het comité');
    expect(text).toContain('met de rol « Onthaal van de dag »');
    const tampered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    const refused = await preview(tampered, { 'accept-language': 'nl-BE' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(API_MESSAGES_NL.invitationInvalid);
  });

  it('refuses an expired link, a revoked one, and one sent again replaces the one before', async () => {
    await invite('lotte@example.be', 'inscriptions');
    const first = (await keyFor('lotte@example.be')).key;
    await server.strapi.db
      .query('api::team-invitation.team-invitation')
      .updateMany({ where: { email: 'lotte@example.be' }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await preview(first)).body.error.message).toBe(API_MESSAGES.invitationInvalid);

    const [pending] = (await api.get('/api/team-invitations', coordinator)).body.data;
    expect((await api.post(`/api/team-invitations/${pending.id}/resend`, {}, coordinator)).status).toBe(200);
    const second = (await keyFor('lotte@example.be', 2)).key;
    expect(second).not.toBe(first);
    expect((await preview(first)).status).toBe(400);
    expect((await preview(second)).status).toBe(200);

    expect((await api.delete(`/api/team-invitations/${pending.id}`, coordinator)).status).toBe(200);
    expect((await preview(second)).body.error.message).toBe(API_MESSAGES.invitationInvalid);
    expect((await accept(second)).status).toBe(400);
    expect(
      (await api.post('/api/auth/local', { identifier: 'lotte@example.be', password: 'Trésorière-du-Parvis-2027' })).status,
    ).toBe(400);
  });

  it('refuses a made-up key, any shape of body, with the same answer', async () => {
    for (const key of ['x', 'A'.repeat(43), 42, null, 'A'.repeat(44)]) {
      const refused = await preview(key);
      expect(refused.status, String(key)).toBe(400);
      expect(refused.body.error.message, String(key)).toBe(API_MESSAGES.invitationInvalid);
    }
  });

  it('invites an editor of the panel, whose account opens the panel and nothing of the API', async () => {
    await invite('redaction@example.be', 'redaction');
    const { key } = await keyFor('redaction@example.be');
    expect((await accept(key, 'Nora Lambert', 'Rédactrice-du-Parvis-2027')).body.data).toEqual({
      email: 'redaction@example.be',
      panel: true,
    });
    const panel = await api.post('/admin/login', { email: 'redaction@example.be', password: 'Rédactrice-du-Parvis-2027' });
    expect(panel.status).toBe(200);
    expect(panel.body.data.user).toMatchObject({ firstname: 'Nora', lastname: 'Lambert' });
    const roles = await server.strapi.service('admin::user').findOne(panel.body.data.user.id, ['roles']);
    expect(roles.roles.map((role: { code: string }) => role.code)).toEqual(['strapi-editor']);
    expect((await api.get('/api/registrations', panel.body.data.token)).status).toBe(401);
  });

  it('does not invite an address that already has an account', async () => {
    for (const email of ['benevole@example.be', 'EDITEUR@example.be']) {
      const refused = await invite(email, 'inscriptions');
      expect(refused.status, email).toBe(400);
      expect(refused.body.error.message).toBe(API_MESSAGES.accountExists);
    }
  });
});

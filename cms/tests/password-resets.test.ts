import { describe, expect, it } from 'vitest';
import { API_MESSAGES, API_MESSAGES_NL } from '@brocante/shared';
import { DEMO_TEAM } from '../src/bootstrap/demo-accounts';
import { api, server, useStrapi } from './support/strapi-server';

/** A forgotten password (engine/password-resets.ts): a link by e-mail, one hour, once; the new one ends every session. */

useStrapi();

const ask = (email: string, headers: Record<string, string> = {}) =>
  api.call('POST', '/api/password-reset-requests', { body: { data: { email } }, headers });
const reset = (key: unknown, password: string) => api.post('/api/password-resets', { data: { key, password } });

/** The link's key in the latest reset e-mail to `address`, and the e-mail. */
async function resetLink(address: string, count = 1) {
  const emails = await server.mail.received(address, count);
  const email = emails[emails.length - 1]!;
  const match = /\/admin\/password-reset\?language=(fr|nl)#([A-Za-z0-9_-]{43})/.exec(email.text);
  if (!match) throw new Error(`No reset link in: ${email.text}`);
  return { language: match[1], key: match[2]!, email };
}

describe('a forgotten password', () => {
  it('answers the same for an address with an account and one without, and e-mails only the account', async () => {
    const known = await ask(DEMO_TEAM.inscriptions.email);
    const unknown = await ask('personne@example.be');
    const editor = await ask('editeur@example.be');
    for (const response of [known, unknown, editor]) {
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ data: { message: API_MESSAGES.passwordResetSent } });
    }
    expect((await ask('personne@example.be', { 'accept-language': 'nl' })).body.data.message).toBe(
      API_MESSAGES_NL.passwordResetSent,
    );
    const { email, language } = await resetLink(DEMO_TEAM.inscriptions.email);
    expect(email.subject).toBe('Brocante : nouveau mot de passe');
    expect(language).toBe('fr');
    expect(await server.mail.to('personne@example.be')).toEqual([]);
    expect(await server.mail.to('editeur@example.be')).toEqual([]);
  });

  it('sets the new password once, ends every session of the account, and the old password no longer signs in', async () => {
    const volunteer = DEMO_TEAM.tresorerie;
    const before = await api.signIn(volunteer.email, volunteer.password);
    expect((await api.get('/api/team/me', before)).status).toBe(200);
    await ask(volunteer.email);
    const { key } = await resetLink(volunteer.email);

    const short = await reset(key, 'court');
    expect(short.status).toBe(400);
    const changed = await reset(key, 'Un-nouveau-mot-de-passe-2027');
    expect(changed.status).toBe(200);
    expect(changed.body.data.message).toBe(API_MESSAGES.passwordChanged);

    expect((await api.get('/api/team/me', before)).status).toBe(401);
    const old = await api.post('/api/auth/local', { identifier: volunteer.email, password: volunteer.password });
    expect(old.status).toBe(400);
    expect(await api.signIn(volunteer.email, 'Un-nouveau-mot-de-passe-2027')).toBeTruthy();

    const again = await reset(key, 'Encore-un-autre-mot-de-passe');
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(API_MESSAGES.passwordResetInvalid);
  });

  it('refuses a link an hour old, a changed one and a made-up one with one answer, in the person’s language', async () => {
    const volunteer = DEMO_TEAM.accueil;
    await server.strapi.db
      .query('plugin::users-permissions.user')
      .updateMany({ where: { email: volunteer.email }, data: { language: 'nl' } });
    await ask(volunteer.email);
    const { key, email, language } = await resetLink(volunteer.email);
    expect(language).toBe('nl');
    expect(email.subject).toBe('Rommelmarkt: nieuw wachtwoord');
    await server.strapi.db
      .query('plugin::users-permissions.user')
      .updateMany({ where: { email: volunteer.email }, data: { passwordResetExpiresAt: new Date(Date.now() - 1000) } });
    const changedKey = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const tried of [key, changedKey, 'A'.repeat(43), 'x', 42]) {
      const refused = await api.call('POST', '/api/password-resets', {
        body: { data: { key: tried, password: 'Un-nouveau-mot-de-passe-2027' } },
        headers: { 'accept-language': 'nl-BE' },
      });
      expect(refused.status, String(tried)).toBe(400);
      expect(refused.body.error.message, String(tried)).toBe(API_MESSAGES_NL.passwordResetInvalid);
    }
    expect(await api.signIn(volunteer.email, volunteer.password)).toBeTruthy();
  });

  it('sends no link to a deactivated account', async () => {
    const volunteer = DEMO_TEAM.coordination;
    await server.strapi.db
      .query('plugin::users-permissions.user')
      .updateMany({ where: { email: volunteer.email }, data: { blocked: true } });
    await server.mail.clear();
    expect((await ask(volunteer.email)).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await server.mail.to(volunteer.email)).toEqual([]);
  });
});

import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  API_MESSAGES_NL,
  type CheckInExhibitor,
  type HelperPhone,
  type HelperPhoneCredentials,
} from '@brocante/shared';
import { DEMO_TEAM } from '../src/bootstrap/demo-accounts';
import { visitorRegistration } from './support/http';
import { api, editionDay, server, useStrapi } from './support/strapi-server';

// Compiled: the retention reaches the engine's modules, which load Strapi's own.
const { applyRetention } = createRequire(import.meta.url)(
  '../dist/src/engine/retention',
) as typeof import('../src/engine/retention');

/** Day helpers paired by a QR code (issue 49, item 3): a phone's own session for the day, revoked by the coordination. */

const PHONE = 'api::helper-phone.helper-phone';
let coordinator: string;
let paid: string;

useStrapi();

beforeAll(async () => {
  coordinator = await api.signIn(DEMO_TEAM.coordination.email, DEMO_TEAM.coordination.password);
  expect((await api.post('/api/registrations', { data: visitorRegistration({ email: 'exposant@example.be' }) })).status).toBe(
    201,
  );
  paid = (await server.strapi.db.query('api::registration.registration').findOne({ where: { email: 'exposant@example.be' } }))
    .documentId;
  expect((await api.post(`/api/registrations/${paid}/steps`, { data: { event: 'pay' } }, coordinator)).status).toBe(200);
});

const newCode = async () => {
  const answer = await api.post('/api/helper-pairings', { data: {} }, coordinator);
  expect(answer.status).toBe(201);
  return answer.body.data as { key: string; expiresAt: string; edition: string; until: string };
};
const pair = (key: string, firstName = 'Julie', headers: Record<string, string> = {}) =>
  api.call('POST', '/api/helper-pairing-acceptances', { body: { data: { key, firstName } }, headers });
const phones = async () => (await api.get('/api/helper-phones', coordinator)).body.data as HelperPhone[];

/** A phone paired as a helper would: the code scanned, a first name, then signed in with what the server gave. */
async function pairedPhone(firstName: string) {
  const paired = await pair((await newCode()).key, firstName);
  expect(paired.status).toBe(201);
  const credentials = paired.body.data as HelperPhoneCredentials;
  const token = await api.signIn(credentials.identifier, credentials.password);
  const phone = (await phones()).find((one) => one.name === firstName)!;
  return { token, credentials, phone };
}

describe('a day helper’s phone', () => {
  it('is paired by a code that works once, and gets the check-in until the end of the day after the brocante', async () => {
    const code = await newCode();
    expect(code.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(code.edition).toBe(await editionDay());
    const dayAfterNext = new Date(Date.parse(`${code.edition}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(new Date(code.until).toLocaleString('sv-SE', { timeZone: 'Europe/Brussels' })).toBe(`${dayAfterNext} 00:00:00`);

    const paired = await pair(code.key, '  Julie ');
    expect(paired.status).toBe(201);
    expect(paired.body.data).toEqual({
      identifier: expect.stringMatching(/@accueil\.invalid$/),
      password: expect.any(String),
      until: code.until,
    });
    const token = await api.signIn(paired.body.data.identifier, paired.body.data.password);
    expect((await api.get('/api/team/me', token)).body.data.role).toBe('accueil');
    expect((await api.get('/api/check-in', token)).status).toBe(200);
    const list = await api.get('/api/registrations', token);
    expect(list.status).toBe(403);
    expect(list.body.error.message).toBe(API_MESSAGES.roleForbids);

    // The same code again, in French and in Dutch; a code never given; one whose half hour is over.
    for (const [headers, message] of [
      [{}, API_MESSAGES.pairingInvalid],
      [{ 'accept-language': 'nl' }, API_MESSAGES_NL.pairingInvalid],
    ] as const) {
      const again = await pair(code.key, 'Intrus', headers);
      expect(again.status).toBe(400);
      expect(again.body.error.message).toBe(message);
    }
    expect((await pair('A'.repeat(43))).status).toBe(400);
    const stale = await newCode();
    await server.strapi.db
      .query(PHONE)
      .updateMany({ where: { expiresAt: stale.expiresAt }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await pair(stale.key)).body.error.message).toBe(API_MESSAGES.pairingInvalid);
    expect((await phones()).map((phone) => phone.name)).toEqual(['Julie']);
  });

  it('pairs one phone only when two take the same code at once', async () => {
    const { key } = await newCode();
    const answers = await Promise.all([pair(key, 'Marc'), pair(key, 'Léa')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
  });

  it('signs its taps with the helper’s first name, and the coordinator sees its last synchronisation', async () => {
    const { token } = await pairedPhone('Nora');
    const tapped = await api.post(
      '/api/check-in',
      { data: { actions: [{ registration: paid, action: 'arrive', at: new Date().toISOString() }] } },
      token,
    );
    expect(tapped.status).toBe(200);
    const history = (await api.get(`/api/registrations/${paid}/history`, coordinator)).body.data;
    expect(history).toContainEqual(
      expect.objectContaining({ label: 'Arrivé le jour de la brocante', actor: 'Nora (Accueil du jour)' }),
    );
    const nora = (await phones()).find((phone) => phone.name === 'Nora')!;
    expect(nora.lastSyncAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // A phone is no volunteer of the team: not in its list, not among whom it writes to.
    const team = (await api.get('/api/team', coordinator)).body.data as { email: string }[];
    expect(team.filter((member) => member.email.endsWith('@accueil.invalid'))).toEqual([]);
  });

  it('revoked, reads nothing and its taps are refused, kept once each for the coordinator to see', async () => {
    const { token, phone } = await pairedPhone('Tom');
    const revoked = await api.post(`/api/helper-phones/${phone.id}/revocation`, { data: {} }, coordinator);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).toMatch(/^\d{4}-/);

    const read = await api.get('/api/check-in', token);
    expect(read.status).toBe(403);
    expect(read.body.error.message).toBe(API_MESSAGES.phoneRevoked);
    const undo = { registration: paid, action: 'undo-arrival', at: new Date().toISOString() };
    // Another spelling of the path reaches nothing; the path itself, twice (the phone retries), is refused each time.
    expect((await api.call('POST', '/api/CHECK-IN', { body: { data: { actions: [undo] } }, token })).status).toBe(404);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const sent = await api.post('/api/check-in', { data: { actions: [undo] } }, token);
      expect(sent.status).toBe(403);
      expect(sent.body.error.message).toBe(API_MESSAGES.phoneRevoked);
    }
    const tom = (await phones()).find((one) => one.id === phone.id)!;
    expect(tom.refusedTaps).toEqual([{ tap: undo, refusedAt: expect.stringMatching(/^\d{4}-/) }]);
    const exhibitor = ((await api.get('/api/check-in', coordinator)).body.data.exhibitors as CheckInExhibitor[]).find(
      (one) => one.documentId === paid,
    )!;
    expect(exhibitor.arrivedAt).not.toBeNull();
    expect((await api.post('/api/helper-phones/999999/revocation', { data: {} }, coordinator)).status).toBe(404);
  });

  it('is refused past its day, even replayed, and forgotten with its account', async () => {
    const { token, credentials, phone } = await pairedPhone('Sam');
    await server.strapi.db.query(PHONE).update({ where: { id: phone.id }, data: { until: new Date(Date.now() - 60_000) } });
    const replayed = await api.get('/api/check-in', token);
    expect(replayed.status).toBe(401);
    expect(replayed.body.error.message).toBe(API_MESSAGES.helperDayOver);
    const again = await api.signIn(credentials.identifier, credentials.password);
    expect((await api.get('/api/check-in', again)).status).toBe(401);

    expect(await applyRetention(server.strapi)).toMatchObject({ forgottenPhones: 1 });
    expect((await phones()).map((one) => one.name)).not.toContain('Sam');
    const signIn = await api.post('/api/auth/local', { identifier: credentials.identifier, password: credentials.password });
    expect(signIn.status).toBe(400);
  });
});

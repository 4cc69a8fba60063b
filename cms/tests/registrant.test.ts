import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_MESSAGES, REGISTRANT_PAGE_PATH } from '@brocante/shared';
import { api, server, setEdition, staff, useStrapi } from './support/strapi-server';
import { neighborRegistration, visitorRegistration } from './support/http';
import { until } from './support/until';

/**
 * The registrant's own page, through the API it calls: the private link from the e-mail opens one
 * registration and nothing else; every change is told by e-mail and written in the history.
 */
useStrapi({ signIn: true });

const LINK = new RegExp(`http://localhost:4321${REGISTRANT_PAGE_PATH.replaceAll('/', '\\/')}#([A-Za-z0-9_-]{43})`);

beforeAll(async () => {
  // Two free pitches: the third person waits.
  const pitches = await server.strapi.db.query('api::location.location').findMany({ orderBy: { id: 'desc' }, limit: 28 });
  await server.strapi.db
    .query('api::location.location')
    .deleteMany({ where: { id: { $in: pitches.map((pitch: { id: number }) => pitch.id) } } });
});

beforeEach(() => server.mail.clear());

/** Registers, and reads the private link in the e-mail the SMTP catcher received. */
async function register(email: string, overrides: Record<string, unknown> = {}) {
  const receipt = await api.post('/api/registrations', { data: visitorRegistration({ email, ...overrides }) });
  expect(receipt.status).toBe(201);
  const [message] = await server.mail.received(email);
  const key = message!.text.match(LINK)?.[1];
  expect(key, message!.text).toBeTruthy();
  expect(message!.html).toContain(`href="http://localhost:4321${REGISTRANT_PAGE_PATH}#${key}"`);
  const row = await server.strapi.db.query('api::registration.registration').findOne({ where: { email } });
  return { key: key!, receipt: receipt.body.data, row };
}

/** The message to `address` with this subject, once it has arrived. */
async function mailWithSubject(address: string, subject: string) {
  const messages = await until(
    () => server.mail.to(address),
    (received) => received.some((message) => message.subject === subject),
  );
  return messages.find((message) => message.subject === subject)!;
}

const page = (key: unknown) => api.post('/api/my-registration', { data: { key } });

describe("the registrant's private link", () => {
  it('opens their registration, whose key is stored only as a hash', async () => {
    const { key, receipt, row } = await register('lea@example.be');
    const { status, body } = await page(key);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'pending',
      firstName: 'Jean',
      email: 'lea@example.be',
      locations: receipt.locations,
      amount: 15,
      steps: ['cancel'],
      transfer: receipt.transfer,
    });
    expect(new Date(body.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const stored = JSON.stringify(await server.strapi.db.connection('registrations').where({ id: row.id }).first());
    expect(stored).not.toContain(key);
    const outbox = JSON.stringify(await server.strapi.db.connection('email_messages').select('text', 'html'));
    expect(outbox).not.toContain(key);
    // Staff never read the hash either.
    const staffView = await api.get(`/api/registrations/${row.documentId}`, staff);
    expect(JSON.stringify(staffView.body)).not.toMatch(/accessKey/);
  });

  it('answers a wrong, malformed or revoked key exactly as an unknown page', async () => {
    const { key, row } = await register('revoquee@example.be');
    const unknown = await api.get('/api/nulle-part');
    const refusals = [
      await page(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`),
      await page('x'),
      await page({ $ne: null }),
      await page(undefined),
    ];
    expect((await api.post(`/api/registrations/${row.documentId}/link`, { data: { action: 'revoke' } }, staff)).status).toBe(200);
    refusals.push(await page(key));
    for (const refusal of refusals) {
      expect(refusal.status).toBe(404);
      expect(refusal.body).toEqual({
        data: null,
        error: {
          status: 404,
          name: 'NotFoundError',
          message: API_MESSAGES.notFound,
          details: { code: 'not-found', messageCode: 'api.notFound' },
        },
      });
    }
    expect(unknown.status).toBe(404);
    expect(refusals[0]!.body.error.message).toBe(unknown.body.error.message);

    // A re-sent link is the new one, and works.
    await server.mail.clear();
    expect((await api.post(`/api/registrations/${row.documentId}/link`, { data: { action: 'resend' } }, staff)).status).toBe(200);
    const message = await mailWithSubject('revoquee@example.be', 'Brocante : le lien de votre inscription');
    const fresh = message!.text.match(LINK)![1]!;
    expect(fresh).not.toBe(key);
    expect((await page(fresh)).status).toBe(200);
  });

  it('lets the registrant correct their phone and comment, nothing else, each change confirmed by e-mail', async () => {
    const { key } = await register('corrige@example.be');
    await server.mail.clear();
    const changed = await api.post('/api/my-registration/changes', {
      data: { key, phone: '+32 470 99 88 77', comment: 'Je vends des livres.' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ phone: '+32 470 99 88 77', comment: 'Je vends des livres.' });
    const confirmation = await mailWithSubject('corrige@example.be', 'Brocante : inscription modifiée');
    expect(confirmation.text).toContain('(téléphone, commentaire)');

    const refused = await api.post('/api/my-registration/changes', { data: { key, phone: '12', comment: '' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors[0].path).toEqual(['phone']);
    const sneaky = await api.post('/api/my-registration/changes', {
      data: { key, phone: '+32 470 99 88 77', comment: '', status: 'paid', amount: 0 },
    });
    expect(sneaky.status).toBe(400);
    const after = (await page(key)).body.data;
    expect(after).toMatchObject({ status: 'waitlist', amount: 15, phone: '+32 470 99 88 77', comment: 'Je vends des livres.' });

    // Leaving the waiting list is a cancellation with nothing to refund.
    const left = await api.post('/api/my-registration/cancellation', { data: { key } });
    expect(left.body.data).toMatchObject({ status: 'cancelled', refundRequestedAt: null });
  });

  it('cancels before the cut-off: the pitch goes to the waiting list, and a paid cancellation is a refund due', async () => {
    const waiting = await register('attend@example.be');
    expect(waiting.receipt.status).toBe('waitlist');
    expect((await page(waiting.key)).body.data.waitlistPosition).toBe(1);

    const holder = (await api.get('/api/registrations?q=lea%40example.be', staff)).body.data[0];
    const { key: leaKey } = await (async () => {
      await api.post('/api/my-registration/link-requests', { data: { email: 'lea@example.be' } });
      const message = await mailWithSubject('lea@example.be', 'Brocante : le lien de votre inscription');
      return { key: message!.text.match(LINK)![1]! };
    })();
    expect((await api.post(`/api/registrations/${holder.documentId}/steps`, { data: { event: 'pay' } }, staff)).status).toBe(200);
    await server.mail.clear();

    const cancelled = await api.post('/api/my-registration/cancellation', { data: { key: leaKey } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', locations: [], steps: [] });
    expect(cancelled.body.data.refundRequestedAt).toBeTruthy();
    const told = await mailWithSubject('lea@example.be', 'Brocante : inscription annulée');
    expect(told!.text).toContain('Vous avez annulé votre inscription');
    expect(told!.text).toContain('le comité vous rembourse');

    // The waiting registrant got the pitch, and is told.
    const promoted = (await page(waiting.key)).body.data;
    expect(promoted).toMatchObject({
      status: 'pending',
      locations: holder.locations.map((pitch: { name: string }) => ({ name: pitch.name })),
    });
    await mailWithSubject('attend@example.be', "Brocante : un emplacement s'est libéré pour vous");

    // Twice is refused, in French.
    const again = await api.post('/api/my-registration/cancellation', { data: { key: leaKey } });
    expect(again.status).toBe(400);

    const history = (await api.get(`/api/registrations/${holder.documentId}/history`, staff)).body.data;
    const labels = history.map((entry: { label: string; actor: string | null }) => `${entry.label} — ${entry.actor ?? ''}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Inscription reçue — la personne inscrite',
        'Paiement enregistré — Anne Lambert (Coordination)',
        'Inscription annulée — la personne inscrite',
        'Remboursement à faire — la personne inscrite',
        'Lien privé envoyé — la personne inscrite',
        'E-mail envoyé : « Brocante : inscription reçue » — ',
      ]),
    );
  });

  it('refuses a cancellation after the committee’s cut-off, in French, and offers none', async () => {
    const { key } = await register('tardive@example.be', { email: 'tardive@example.be' });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await setEdition({ registrantCancellationEnd: yesterday });
    try {
      expect((await page(key)).body.data.steps).toEqual([]);
      const refused = await api.post('/api/my-registration/cancellation', { data: { key } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/^L'annulation en ligne était possible jusqu'au .+\. Écrivez au comité/);
      expect((await page(key)).body.data.status).not.toBe('cancelled');
    } finally {
      await setEdition({ registrantCancellationEnd: null });
    }
  });

  it('gives the registrant their data, and erases it once a volunteer confirms their request; the link dies', async () => {
    const { key, row } = await register('efface@example.be', { comment: 'Vaisselle' });
    const data = await api.post('/api/my-registration/data', { data: { key } });
    expect(data.status).toBe(200);
    expect(data.body.data.registration).toMatchObject({ email: 'efface@example.be', comment: 'Vaisselle' });
    expect(data.body.data.history.map((entry: { label: string }) => entry.label)).toContain('Inscription reçue');

    const premature = await api.post(`/api/registrations/${row.documentId}/erasure`, {}, staff);
    expect(premature.status).toBe(400);
    expect(premature.body.error.message).toBe(API_MESSAGES.erasureNotRequested);

    expect((await api.post('/api/my-registration/erasure-request', { data: { key } })).body.data.erasureRequestedAt).toBeTruthy();
    expect((await api.post(`/api/registrations/${row.documentId}/erasure`, {}, staff)).status).toBe(200);
    expect((await page(key)).status).toBe(404);
    const erased = await server.strapi.db.connection('registrations').where({ id: row.id }).first();
    expect(erased).toMatchObject({ first_name: 'Anonyme', status: 'cancelled', comment: '', access_key_hash: null });
    const last = await mailWithSubject('efface@example.be', 'Brocante : vos données sont effacées');
    expect(last.text).not.toContain('Jean');
  });

  it('answers a lost-link request the same for a known and an unknown address, and e-mails only the known one', async () => {
    await register('connue@example.be');
    await server.mail.clear();
    const known = await api.post('/api/my-registration/link-requests', { data: { email: 'Connue@example.be' } });
    const unknown = await api.post('/api/my-registration/link-requests', { data: { email: 'inconnue@example.be' } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data.message).toBe(API_MESSAGES.registrantLinkRequested);
    await mailWithSubject('connue@example.be', 'Brocante : le lien de votre inscription');
    expect(await server.mail.to('inconnue@example.be')).toEqual([]);
  });

  it('stops working for every registration of an edition once it is anonymised', async () => {
    const { key, row } = await register('ancienne@example.be');
    await server.strapi.db.connection('registrations').where({ id: row.id }).update({ edition: '2020-04-19' });
    expect((await api.post('/api/registrations/anonymise-past-editions', {}, staff)).status).toBe(200);
    expect((await page(key)).status).toBe(404);
  });
});

describe('the neighbor registered before: a key reaches only its own registration', () => {
  it('never shows another registration, whatever the body says', async () => {
    const mine = await register('moi@example.be', neighborRegistration({ email: 'moi@example.be', houseNumber: '7' }));
    const other = await register('autre@example.be');
    const view = await api.post('/api/my-registration', { data: { key: mine.key, documentId: other.row.documentId } });
    expect(view.body.data.email).toBe('moi@example.be');
    const change = await api.post('/api/my-registration/changes', {
      data: { key: mine.key, phone: '0470 00 00 00', comment: '', documentId: other.row.documentId },
    });
    expect(change.status).toBe(400);
    expect((await page(other.key)).body.data.phone).toBe('0470 12 34 56');
  });
});

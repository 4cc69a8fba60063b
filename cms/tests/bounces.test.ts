import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTRANT_PAGE_PATH, VALIDATION } from '@brocante/shared';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { neighborRegistration, visitorRegistration } from './support/http';
import { until } from './support/until';

/**
 * A mistyped address (gmial.com): the mail server refuses it for good (550 to RCPT TO), the outbox
 * stops trying, the registration and the dashboard say « e-mail non remis », and a volunteer's
 * correction sends the refused e-mail again, with its private link, to the right address. A server
 * that says "later" (4xx) is tried again as before.
 */
useStrapi({ signIn: true });

const LINK = new RegExp(`${REGISTRANT_PAGE_PATH.replaceAll('/', '\\/')}#([A-Za-z0-9_-]{43})`);
const EMAILS = 'api::email-message.email-message';
const outbox = () => server.strapi.service(EMAILS);

beforeAll(() => {
  server.mail.refuse('gmial.com', 550);
  server.mail.refuse('lent.example', 451);
});

/** Registers at this address and waits until the outbox has tried the e-mail once. */
async function registerAt(email: string, registration = visitorRegistration) {
  expect((await api.post('/api/registrations', { data: registration({ email }) })).status).toBe(201);
  const row = await server.strapi.db.query('api::registration.registration').findOne({ where: { email } });
  const message = await until(
    () => server.strapi.db.query(EMAILS).findOne({ where: { registrationId: row.id } }),
    (found) => Number(found?.attempts) >= 1,
  );
  return { documentId: String(row.documentId), message };
}

describe('an address the mail server refuses for good', () => {
  let documentId: string;

  it('is tried once, then shown on the registration and the dashboard as not delivered', async () => {
    ({ documentId } = await registerAt('marie@gmial.com', neighborRegistration));
    const stored = await server.strapi.db.query(EMAILS).findOne({ where: { to: 'marie@gmial.com' } });
    expect(stored).toMatchObject({ status: 'undeliverable', attempts: 1, nextAttemptAt: null });

    // The outbox's next runs leave it alone: nothing can change until the address does.
    await outbox().sendDue();
    await outbox().sendDue();
    expect(await server.strapi.db.query(EMAILS).findOne({ where: { id: stored.id } })).toMatchObject({ attempts: 1 });
    expect(await server.mail.all()).toHaveLength(0);

    const registration = (await api.get(`/api/registrations/${documentId}`, staff)).body.data;
    expect(registration.undeliveredEmail).toEqual({
      subject: stored.subject,
      reason: expect.stringMatching(/^Can't send mail - all recipients were rejected: 550 .*User unknown/),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const history = (await api.get(`/api/registrations/${documentId}/history`, staff)).body.data;
    expect(history).toContainEqual(
      expect.objectContaining({
        label: `E-mail en file : « ${stored.subject} »`,
        details: expect.stringMatching(/^non remis \(adresse refusée\) : .*550/),
      }),
    );
    const dashboard = (await api.get('/api/dashboard', staff)).body.data;
    expect(dashboard.undeliveredEmails).toEqual([
      { documentId, firstName: 'Marie', lastName: 'Dupont', ...registration.undeliveredEmail },
    ]);
  });

  it('keeps its correction for the Staff role, checked with the forms’ e-mail rule', async () => {
    const anonymous = await api.put(`/api/registrations/${documentId}/email`, { data: { email: 'marie@gmail.com' } });
    expect(anonymous.status).toBe(403);
    const wrong = await api.put(`/api/registrations/${documentId}/email`, { data: { email: 'marie@gmail' } }, staff);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.errors).toEqual([{ path: ['email'], message: VALIDATION.email, code: 'email' }]);
  });

  it('sends the refused e-mail again to the corrected address, with a private link that works', async () => {
    const corrected = await api.put(`/api/registrations/${documentId}/email`, { data: { email: 'marie@gmail.com' } }, staff);
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toEqual({ resent: 1 });

    const [received] = await server.mail.received('marie@gmail.com');
    const key = received!.text.match(LINK)?.[1];
    expect(key, received!.text).toBeTruthy();
    const page = await api.post('/api/my-registration', { data: { key } });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ email: 'marie@gmail.com', firstName: 'Marie' });

    const registration = (await api.get(`/api/registrations/${documentId}`, staff)).body.data;
    expect(registration).toMatchObject({ email: 'marie@gmail.com', undeliveredEmail: null });
    expect((await api.get('/api/dashboard', staff)).body.data.undeliveredEmails).toEqual([]);
    const history = (await api.get(`/api/registrations/${documentId}/history`, staff)).body.data;
    expect(history).toContainEqual(
      expect.objectContaining({
        label: 'Adresse e-mail corrigée',
        actor: 'Anne Lambert (Coordination)',
        details: '1 e-mail renvoyé',
      }),
    );
    expect(history).toContainEqual(
      expect.objectContaining({ kind: 'email-sent', label: `E-mail envoyé : « ${received!.subject} »` }),
    );
  });
});

describe('a mail server that asks to try later (4xx)', () => {
  it('leaves the e-mail to the outbox, which tries it again, and shows nothing to correct', async () => {
    const { documentId, message } = await registerAt('paul@lent.example');
    expect(message).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451') });
    expect(new Date(message.nextAttemptAt).getTime()).toBeGreaterThan(Date.now());
    expect((await api.get(`/api/registrations/${documentId}`, staff)).body.data.undeliveredEmail).toBeNull();
    expect((await api.get('/api/dashboard', staff)).body.data.undeliveredEmails).toEqual([]);
  });
});

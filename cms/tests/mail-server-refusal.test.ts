import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { api, databaseClient, server, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';
import { until } from './support/until';
import { REFUSAL_ROW_KEY } from '../src/lib/mail-server-refusal';

/**
 * The committee's mail server refusing the server (lib/mail-server-refusal.ts): said at once by the health, a quarter
 * of an hour for a message that waits otherwise, and the coordination told once when the e-mails leave again.
 */
useStrapi({ signIn: true });

const UID = 'api::email-message.email-message';
const COORDINATOR = 'benevole@example.be';
const FLOWING_AGAIN = 'Brocante : les e-mails repartent';

const register = async (email: string, houseNumber: string) =>
  expect((await api.post('/api/registrations', { data: visitorRegistration({ email, houseNumber }) })).status).toBe(201);
const tried = (email: string) =>
  until(
    () => server.strapi.db.query(UID).findOne({ where: { to: email } }),
    (message) => Boolean(message?.attempts),
  );
const emailsHealth = async () => (await api.get('/api/health')).body.data.checks.emails as string;

describe('a mail server that refuses the server', () => {
  it('is said at once, with its words and since when; back, what waited leaves at once and the coordination hears it once', async () => {
    await server.mail.stop();
    await register('refus.un@example.be', '401');
    await tried('refus.un@example.be');
    const refused = await api.get('/api/health');
    expect([refused.status, refused.body.data.checks.emails]).toEqual([503, 'refused']);
    const details = (await api.get('/api/server-health', staff)).body.data.emails;
    expect(details.refusal.error).toMatch(/ECONNREFUSED/);
    expect(Date.now() - new Date(details.refusal.since).getTime()).toBeLessThan(60_000);
    // A second person registers while it refuses: the refusal keeps its beginning.
    await register('refus.deux@example.be', '402');
    const second = await tried('refus.deux@example.be');
    expect((await api.get('/api/server-health', staff)).body.data.emails.refusal.since).toBe(details.refusal.since);
    expect(new Date(second.nextAttemptAt).getTime()).toBeGreaterThan(Date.now());

    // The mail server back: the first message's next try leaves, and the second's, whose try was not due, with it.
    await server.mail.restart();
    const first = await server.strapi.db.query(UID).findOne({ where: { to: 'refus.un@example.be' } });
    await server.strapi.db.query(UID).update({ where: { id: first.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await server.strapi.service(UID).sendDue();
    await server.mail.received('refus.un@example.be');
    await server.mail.received('refus.deux@example.be');
    const [told] = await until(
      async () => (await server.mail.to(COORDINATOR)).filter((email) => email.subject === FLOWING_AGAIN),
      (emails) => emails.length > 0,
    );
    expect(told.text).toMatch(/refusait le serveur depuis le .* \(« .*ECONNREFUSED.* »\)/);
    expect(told.text).toMatch(/Les 2 e-mails qui attendaient partent maintenant :/);
    expect(told.text).toContain('à refus.un@example.be');
    expect(told.text).toContain('à refus.deux@example.be');
    expect(await emailsHealth()).toBe('ok');
    expect((await api.get('/api/server-health', staff)).body.data.emails.refusal).toBeNull();

    // Another run, another message: no second word to the coordination.
    await register('refus.trois@example.be', '403');
    await server.mail.received('refus.trois@example.be');
    await server.strapi.service(UID).sendDue();
    expect((await server.mail.to(COORDINATOR)).filter((email) => email.subject === FLOWING_AGAIN)).toHaveLength(1);
  });

  // On PostgreSQL, where another connection can hold the refusal's row: the end of the refusal waits on it, as it would
  // on a busy database, while the messages that waited leave side by side. Once, three left meanwhile and were marked
  // sent before the list was read: the coordination's e-mail named only the fourth (the server suite, 06-warnings).
  it.runIf(databaseClient === 'postgres')(
    'names each e-mail that waited, those that left side by side while the end of the refusal was written too',
    async () => {
      const waited = ['un', 'deux', 'trois', 'quatre'].map((name) => `attente.${name}@example.be`);
      await server.mail.stop();
      for (const [index, email] of waited.entries()) {
        await register(email, `41${index}`);
        await tried(email);
      }
      await server.mail.restart();
      // All four due now, more than the outbox sends side by side.
      await server.strapi.db
        .query(UID)
        .updateMany({ where: { to: { $in: waited } }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
      const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      await holder.query('BEGIN');
      const held = await holder.query('SELECT 1 FROM strapi_core_store_settings WHERE key = $1 FOR UPDATE', [REFUSAL_ROW_KEY]);
      expect(held.rowCount).toBe(1);
      const sending = server.strapi.service(UID).sendDue();
      // Three leave while the end of the refusal waits.
      await until(
        async () => (await Promise.all(waited.map((email) => server.mail.to(email)))).filter((got) => got.length > 0).length,
        (left) => left >= 3,
      );
      await holder.query('ROLLBACK');
      await holder.end();
      await sending;
      const [told] = await until(
        async () =>
          (await server.mail.to(COORDINATOR)).filter(
            (email) => email.subject === FLOWING_AGAIN && email.text.includes('attente.'),
          ),
        (emails) => emails.length > 0,
      );
      expect(told.text).toMatch(/Les 4 e-mails qui attendaient partent maintenant :/);
      for (const email of waited) expect(told.text).toContain(`à ${email}`);
    },
  );

  it('says the e-mails are late once one has waited a quarter of an hour for a server that says « try later », and well once it left', async () => {
    server.mail.refuse('plus-tard.example.be', 451);
    await register('quelquun@plus-tard.example.be', '404');
    const queued = await tried('quelquun@plus-tard.example.be');
    // Not the mail server refusing the server: one address it delays, which the outbox tries again.
    expect(await emailsHealth()).toBe('ok');
    await server.strapi.db
      .query(UID)
      .update({ where: { id: queued.id }, data: { createdAt: new Date(Date.now() - 14 * 60_000) } });
    expect(await emailsHealth()).toBe('ok');
    await server.strapi.db
      .query(UID)
      .update({ where: { id: queued.id }, data: { createdAt: new Date(Date.now() - 16 * 60_000) } });
    const late = await api.get('/api/health');
    expect([late.status, late.body.data.checks.emails]).toEqual([503, 'late']);
    const details = (await api.get('/api/server-health', staff)).body.data.emails;
    expect(details).toMatchObject({ waiting: 1, undeliverable: 0, refusal: null });
    expect(details.lastError).toMatch(/451/);

    server.mail.accept('plus-tard.example.be');
    await server.strapi.db.query(UID).update({ where: { id: queued.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await server.strapi.service(UID).sendDue();
    await server.mail.received('quelquun@plus-tard.example.be');
    expect(await emailsHealth()).toBe('ok');
  });
});

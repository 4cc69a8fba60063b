import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { brusselsDateMonthsBefore } from '@brocante/shared';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';
import { REGISTRATION, registrationCount } from './support/registrations';

// Compiled: the retention reaches the engine's modules, which load Strapi's own.
const { applyRetention } = createRequire(import.meta.url)(
  '../dist/src/engine/retention',
) as typeof import('../src/engine/retention');

// Registering, and the staff's work on registrations: registrations.test.ts.

useStrapi({ signIn: true });

describe('personal data of past editions', () => {
  it('is anonymised on request, for good, while the coming edition is untouched', async () => {
    const past = await api.post('/api/registrations', {
      data: visitorRegistration({ email: 'ancienne@example.be', firstName: 'Ancienne', comment: 'Mon numéro de GSM privé' }),
    });
    expect(past.status).toBe(201);
    await server.strapi.db
      .query(REGISTRATION)
      .update({ where: { email: 'ancienne@example.be' }, data: { edition: '2026-04-19' } });
    const coming = await registrationCount();

    const response = await api.post('/api/registrations/anonymise-past-editions', {}, staff);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ anonymised: 1 });
    const anonymised = await server.strapi.db.query(REGISTRATION).findOne({ where: { edition: '2026-04-19' } });
    expect(anonymised).toMatchObject({
      firstName: 'Anonyme',
      phone: '',
      street: '',
      comment: '',
      amount: 15,
      edition: '2026-04-19',
    });
    expect(anonymised.email).toMatch(/^anonyme-\d+@invalid\.example$/);
    expect(await server.strapi.db.query('api::email-message.email-message').count({ where: { to: 'ancienne@example.be' } })).toBe(
      0,
    );
    expect(await server.strapi.db.query(REGISTRATION).count({ where: { firstName: { $ne: 'Anonyme' } } })).toBe(coming - 1);
    expect((await api.post('/api/registrations/anonymise-past-editions', {}, staff)).body.data).toEqual({ anonymised: 0 });
  });

  it('is kept no longer than the privacy page says, by the daily task: six months after an edition, a year for a contact message', async () => {
    const now = new Date();
    for (const [email, months] of [
      ['sept.mois@example.be', 7],
      ['cinq.mois@example.be', 5],
    ] as const) {
      expect((await api.post('/api/registrations', { data: visitorRegistration({ email }) })).status).toBe(201);
      await server.strapi.db
        .query(REGISTRATION)
        .update({ where: { email }, data: { edition: brusselsDateMonthsBefore(now, months) } });
    }
    for (const [email, months] of [
      ['ancien.message@example.be', 13],
      ['message.recent@example.be', 11],
    ] as const) {
      const sent = await api.post('/api/contact-messages', {
        data: { name: 'Voisin', email, subject: 'Question', message: 'Quand passe la balayeuse ?' },
      });
      expect(sent.status).toBe(201);
      await server.strapi.db
        .query('api::contact-message.contact-message')
        .update({ where: { email }, data: { createdAt: new Date(now.getTime() - months * 31 * 86_400_000) } });
    }

    expect(await applyRetention(server.strapi, now)).toEqual({
      anonymised: 1,
      erasedMessages: 1,
      forgottenJournalLines: 0,
      forgottenPhones: 0,
      forgottenImportReports: 0,
    });
    expect(await server.strapi.db.query(REGISTRATION).count({ where: { email: 'sept.mois@example.be' } })).toBe(0);
    expect(await server.strapi.db.query(REGISTRATION).findOne({ where: { email: 'cinq.mois@example.be' } })).toMatchObject({
      firstName: 'Jean',
    });
    const messages = await server.strapi.db.query('api::contact-message.contact-message').findMany({ select: ['email'] });
    expect(messages.map((message: { email: string }) => message.email)).toEqual(['message.recent@example.be']);
    const toCommittee = await server.strapi.db
      .query('api::email-message.email-message')
      .findMany({ where: { topic: { $startsWith: 'contact:' } }, select: ['replyTo'] });
    expect(toCommittee.map((email: { replyTo: string }) => email.replyTo)).toEqual(['message.recent@example.be']);
    expect(await applyRetention(server.strapi, now)).toEqual({
      anonymised: 0,
      erasedMessages: 0,
      forgottenJournalLines: 0,
      forgottenPhones: 0,
      forgottenImportReports: 0,
    });
  });
});

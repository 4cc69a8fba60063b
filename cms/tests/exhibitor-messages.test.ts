import { beforeAll, expect, it } from 'vitest';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';
import { until } from './support/until';

/** A message to exhibitors reaches each person chosen once, however often it is sent. */
useStrapi({ signIn: true });

const step = (documentId: string, event: string) =>
  api.post(`/api/registrations/${documentId}/steps`, { data: { event } }, staff);
const MESSAGE = {
  key: 'message-2027-04-15-abcdef',
  subject: 'Infos pratiques',
  body: 'Installation dès 7 h.\n\nLes voitures quittent la rue avant 9 h : merci !',
  audience: ['paid', 'waitlist'],
};

beforeAll(async () => {
  // Three pitches: two paid, one awaiting payment, two on the waiting list.
  const pitches = await server.strapi.db.query('api::location.location').findMany({ orderBy: { id: 'desc' }, limit: 27 });
  await server.strapi.db
    .query('api::location.location')
    .deleteMany({ where: { id: { $in: pitches.map((p: { id: number }) => p.id) } } });
  for (const [index, email] of [
    'p1@example.be',
    'p2@example.be',
    'en-attente@example.be',
    'w1@example.be',
    'w2@example.be',
  ].entries()) {
    expect(
      (await api.post('/api/registrations', { data: visitorRegistration({ email, houseNumber: String(index + 1) }) })).status,
    ).toBe(201);
    if (index < 2) {
      const [registration] = (await api.get(`/api/registrations?q=${email}`, staff)).body.data;
      await step(registration.documentId, 'pay');
    }
  }
});

it('counts who would receive it before it is sent, and refuses an empty choice or message in French', async () => {
  expect((await api.get('/api/exhibitor-messages/recipients?audience=paid,waitlist', staff)).body.data).toEqual({ count: 4 });
  expect((await api.get('/api/exhibitor-messages/recipients?audience=pending', staff)).body.data).toEqual({ count: 1 });
  const unknown = await api.get('/api/exhibitor-messages/recipients?audience=cancelled', staff);
  expect(unknown.status).toBe(400);
  expect(unknown.body.error.message).toBe('Destinataires inconnus.');
  const nobody = await api.post('/api/exhibitor-messages', { data: { ...MESSAGE, audience: [] } }, staff);
  expect(nobody.status).toBe(400);
  expect(nobody.body.error.message).toBe('Choisissez au moins un groupe de destinataires.');
  expect((await api.get('/api/exhibitor-messages/recipients?audience=paid')).status).toBe(403);
});

it('sends each person chosen the message once, even sent twice at the same moment and once more after', async () => {
  const [first, second] = await Promise.all([
    api.post('/api/exhibitor-messages', { data: MESSAGE }, staff),
    api.post('/api/exhibitor-messages', { data: MESSAGE }, staff),
  ]);
  expect([first.status, second.status]).toEqual([202, 202]);
  expect(first.body.data.queued + second.body.data.queued).toBe(4);
  const again = await api.post('/api/exhibitor-messages', { data: MESSAGE }, staff);
  expect(again.body.data).toEqual({ recipients: 4, queued: 0 });

  const messages = async () => (await server.mail.all()).filter((email) => email.subject === 'Brocante : Infos pratiques');
  await until(messages, (sent) => sent.length >= 4);
  // Nothing more comes: once the outbox holds nothing left to send, a second copy would have left with the first ones.
  await until(
    () => server.strapi.db.query('api::email-message.email-message').count({ where: { status: 'pending' } }),
    (pending) => pending === 0,
  );
  const received = await messages();
  expect(received.map((email) => email.to[0]!.address).sort()).toEqual([
    'p1@example.be',
    'p2@example.be',
    'w1@example.be',
    'w2@example.be',
  ]);
  expect(received[0]!.text).toContain(
    'Bonjour Jean,\n\nInstallation dès 7 h.\n\nLes voitures quittent la rue avant 9 h : merci !',
  );
  expect(received[0]!.text).toContain('/brocante/ma-reservation/#');
  expect((await api.get('/api/exhibitor-messages', staff)).body.data).toEqual([
    expect.objectContaining({
      subject: 'Infos pratiques',
      recipients: 4,
      audience: ['paid', 'waitlist'],
      sentBy: 'Anne Lambert (Coordination)',
    }),
  ]);
});

it('takes up a send cut short where it stopped: only the e-mails not yet queued are queued', async () => {
  const message = { ...MESSAGE, key: 'message-2027-04-16-cut-short', subject: 'Rappel', audience: ['paid'] };
  expect((await api.post('/api/exhibitor-messages', { data: message }, staff)).body.data).toEqual({ recipients: 2, queued: 2 });
  // As if the process had been killed after the first e-mail was queued: the second is not in the outbox.
  const [stored] = await server.strapi.db
    .query('api::exhibitor-message.exhibitor-message')
    .findMany({ where: { key: message.key } });
  const topics = await server.strapi.db
    .connection('email_messages')
    .where('topic', 'like', `message:${stored.id}:%`)
    .orderBy('id')
    .pluck('topic');
  await server.strapi.db.connection('email_messages').where({ topic: topics[1] }).delete();
  expect((await api.post('/api/exhibitor-messages', { data: message }, staff)).body.data).toEqual({ recipients: 2, queued: 1 });
  const [{ count }] = await server.strapi.db
    .connection('email_messages')
    .where('topic', 'like', `message:${stored.id}:%`)
    .count({ count: '*' });
  expect(Number(count)).toBe(2);
});

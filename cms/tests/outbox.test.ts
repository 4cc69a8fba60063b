import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { server, useStrapi } from './support/strapi-server';
import { until } from './support/until';

/** A burst of e-mails leaves at once, each once: the outbox does not wait for its scheduled task (off in tests). */
useStrapi();

it('sends every e-mail of a burst of 200, each once, without the scheduled task', async () => {
  const outbox = server.strapi.service('api::email-message.email-message');
  // Queued as a burst of registrations would: in transactions, then one call to send after each.
  for (let batch = 0; batch < 4; batch += 1) {
    await server.strapi.db.transaction(async () => {
      for (let index = 0; index < 50; index += 1) {
        const number = batch * 50 + index;
        await outbox.queue(`burst:${number}`, {
          to: `personne${number}@example.be`,
          subject: `Message ${number}`,
          text: `Bonjour ${number}`,
          html: `<p>Bonjour ${number}</p>`,
        });
      }
    });
  }
  outbox.sendSoon();
  const sent = await until(server.mail.all, (all) => all.length >= 200, 60_000);
  expect(sent).toHaveLength(200);
  expect(new Set(sent.map((email) => email.subject)).size).toBe(200);
  // The catcher may hold the last message a moment before the outbox has marked it sent.
  const pending = () => server.strapi.db.query('api::email-message.email-message').count({ where: { status: 'pending' } });
  expect(await until(pending, (count) => count === 0, 10_000)).toBe(0);
  // The run ends once nothing is due: it takes no part in the next test's burst.
  await outbox.sendDue();
}, 90_000);

it('sends each e-mail once when two processes share the database: each claims its messages before sending', async () => {
  // Two outboxes as two Strapi processes behind one database would run them (Strapi's own, compiled).
  const load = createRequire(import.meta.url);
  const { createOutbox } = load('../dist/src/lib/outbox') as typeof import('../src/lib/outbox');
  const { committeeDressing } = load('../dist/src/engine/outbox') as typeof import('../src/engine/outbox');
  const [first, second] = ['premier', 'second'].map((owner) =>
    createOutbox(server.strapi, committeeDressing(server.strapi), { owner }),
  );
  await server.mail.clear();
  for (let number = 0; number < 120; number += 1)
    await first.queue(`two-processes:${number}`, {
      to: `deux${number}@example.be`,
      subject: `Deux processus ${number}`,
      text: `Bonjour ${number}`,
      html: `<p>Bonjour ${number}</p>`,
    });
  await Promise.all([first.sendDue(), second.sendDue(), first.sendDue(), second.sendDue()]);
  const ours = async () => (await server.mail.all()).filter((email) => email.subject.startsWith('Deux processus'));
  const sent = await until(ours, (all) => all.length >= 120, 30_000);
  expect(sent).toHaveLength(120);
  expect(new Set(sent.map((email) => email.subject)).size).toBe(120);
  const messages = server.strapi.db.query('api::email-message.email-message');
  expect(await messages.count({ where: { topic: { $startsWith: 'two-processes:' }, status: 'sent' } })).toBe(120);
  // Both took part: the claims spread the burst instead of one process waiting for the other.
  const owners = await server.strapi.db
    .connection('email_messages')
    .where('topic', 'like', 'two-processes:%')
    .distinct('claimed_by');
  expect(owners.map((row: { claimed_by: string }) => row.claimed_by).sort()).toEqual(['premier', 'second']);
  await Promise.all([first.stop(), second.stop()]);
}, 90_000);

it('takes the messages of a process that died holding them once its claim is over, and sends them once', async () => {
  const load = createRequire(import.meta.url);
  const { createOutbox } = load('../dist/src/lib/outbox') as typeof import('../src/lib/outbox');
  const { committeeDressing } = load('../dist/src/engine/outbox') as typeof import('../src/engine/outbox');
  const survivor = createOutbox(server.strapi, committeeDressing(server.strapi), { owner: 'survivant' });
  await server.mail.clear();
  await survivor.queue('orphan:1', { to: 'orpheline@example.be', subject: 'Orpheline', text: 'Bonjour', html: '<p>Bonjour</p>' });
  const table = () => server.strapi.db.connection('email_messages').where({ topic: 'orphan:1' });
  // A process claimed it a minute ago and was killed before sending: its claim still runs.
  await table().update({ claimed_by: 'mort', claimed_until: new Date(Date.now() + 60_000) });
  await survivor.sendDue();
  expect(await server.mail.all()).toHaveLength(0);
  // Its claim is over: the survivor takes the message.
  await table().update({ claimed_until: new Date(Date.now() - 1000) });
  await survivor.sendDue();
  const sent = await until(server.mail.all, (all) => all.length >= 1, 30_000);
  expect(sent.map((email) => email.subject)).toEqual(['Orpheline']);
  expect((await table().first('status')).status).toBe('sent');
  // A process restarted on the same machine and port takes at once what its killed predecessor held.
  await survivor.queue('orphan:2', { to: 'reprise@example.be', subject: 'Reprise', text: 'Bonjour', html: '<p>Bonjour</p>' });
  await server.strapi.db
    .connection('email_messages')
    .where({ topic: 'orphan:2' })
    .update({ claimed_by: 'survivant', claimed_until: new Date(Date.now() + 600_000) });
  await survivor.sendDue();
  const both = await until(server.mail.all, (all) => all.length >= 2, 30_000);
  expect(both.map((email) => email.subject).sort()).toEqual(['Orpheline', 'Reprise']);
  await survivor.stop();
});

it('runs each scheduled task once per schedule when two processes wake for it, and again at the next', async () => {
  const load = createRequire(import.meta.url);
  const { oncePerSchedule } = load('../dist/src/lib/scheduled-runs') as typeof import('../src/lib/scheduled-runs');
  const tasks = (load('../dist/config/cron-tasks') as { default: typeof import('../config/cron-tasks').default }).default;
  let runs = 0;
  const counted = oncePerSchedule('counted', async () => {
    runs += 1;
  });
  // Two processes whose clocks wake them for the same minute, one a little late.
  await Promise.all([counted({ strapi: server.strapi }), counted({ strapi: server.strapi })]);
  expect(runs).toBe(1);
  const taken = server.strapi.db.connection('scheduled_runs');
  await taken.clone().where({ task: 'counted' }).update({ slot: '2026-01-01T00:00' });
  await counted({ strapi: server.strapi });
  expect(runs).toBe(2);
  // The committee's own tasks go through it, the outbox aside (each process sends what it claimed).
  await Promise.all([
    tasks.unpaidRegistrations.task({ strapi: server.strapi }),
    tasks.unpaidRegistrations.task({ strapi: server.strapi }),
  ]);
  const [{ count }] = await taken.clone().where({ task: 'unpaidRegistrations' }).count({ count: '*' });
  expect(Number(count)).toBe(1);
});

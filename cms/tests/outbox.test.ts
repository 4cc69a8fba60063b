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
  const pending = await server.strapi.db.query('api::email-message.email-message').count({ where: { status: 'pending' } });
  expect(pending).toBe(0);
}, 90_000);

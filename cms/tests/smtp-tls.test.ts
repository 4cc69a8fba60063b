import { createServer, type Socket } from 'node:net';
import { expect, it } from 'vitest';
import { server, useStrapi } from './support/strapi-server';
import { until } from './support/until';

/**
 * SMTP_REQUIRE_TLS (on in production): a mail server whose STARTTLS was stripped on the way gets
 * neither the SMTP password nor the message. On the catcher's port, a server that offers no STARTTLS
 * and refuses it, as such a man in the middle does, and writes down every command it is sent.
 */
useStrapi({ env: { SMTP_REQUIRE_TLS: 'true', SMTP_USERNAME: 'brocante', SMTP_PASSWORD: 'mot-de-passe-smtp' } });

function strippedServer(port: number) {
  const commands: string[] = [];
  const sockets = new Set<Socket>();
  const listener = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.write('220 relais ESMTP\r\n');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        commands.push(line);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') socket.write('250-relais\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
        else if (verb === 'QUIT') socket.end('221 Au revoir\r\n');
        else if (verb === 'STARTTLS') socket.write('454 TLS indisponible\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return {
    commands,
    listen: () => new Promise<void>((resolve) => listener.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        listener.close(() => resolve());
      }),
  };
}

it('sends no password and no message to a server without STARTTLS, and keeps the e-mail to send later', async () => {
  await server.mail.stop();
  const relay = strippedServer(server.mail.port);
  await relay.listen();
  try {
    const outbox = server.strapi.service('api::email-message.email-message');
    await outbox.queue('tls:1', { to: 'personne@example.be', subject: 'Confidentiel', text: 'Bonjour', html: '<p>Bonjour</p>' });
    outbox.sendSoon();
    const messages = () => server.strapi.db.query('api::email-message.email-message').findMany({ where: { topic: 'tls:1' } });
    const [message] = await until(messages, ([row]) => Boolean(row?.lastError), 30_000);
    expect(message.status).toBe('pending');
    expect(message.sentAt).toBeNull();
    expect(relay.commands.map((line) => line.split(' ')[0]!.toUpperCase())).toContain('STARTTLS');
    expect(relay.commands.filter((line) => /^(AUTH|MAIL|RCPT|DATA)\b/i.test(line))).toEqual([]);
  } finally {
    await relay.close();
    await server.mail.restart();
  }
}, 60_000);

import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/http';
import { visitorRegistration } from './support/http';
import { startMailCatcher } from './support/mail-catcher';
import { freshDatabase, GENEROUS_LIMITS, testEnvironment } from './support/strapi-server';
import { until } from './support/until';

/** Strapi in its own process, so that it can be killed as `kill -9` would. */
async function startProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; exited: Promise<unknown> }> {
  const child = fork(path.join(__dirname, 'support', 'strapi-process.cjs'), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: { port?: number }) => message.port && resolve(message.port));
    child.on('exit', (code) => reject(new Error(`Strapi s'est arrêté (${code})`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, exited };
}

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

describe('Strapi killed in the middle of a burst of registrations', () => {
  it('loses no registration it confirmed, gives no pitch twice, and sends every e-mail after its restart', async () => {
    const database = await freshDatabase();
    const mail = await startMailCatcher();
    stops.push(database.drop, mail.stop);
    const env = { ...GENEROUS_LIMITS, ...database.env, ...testEnvironment(mail) };

    const first = await startProcess(env);
    let answered = 0;
    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, index) =>
        fetch(`${first.url}/api/registrations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            data: visitorRegistration({ email: `rafale${index}@example.be`, houseNumber: `${index + 1}` }),
          }),
        })
          .then(async (response) => {
            answered += 1;
            // kill -9 once a few have their answer: the others are in flight, some inside their transaction.
            if (answered === 40) first.child.kill('SIGKILL');
            return { status: response.status, body: await response.json() };
          })
          .catch(() => null),
      ),
    );
    await first.exited;
    const confirmed = responses.filter((response) => response?.status === 201);
    expect(confirmed.length).toBeGreaterThanOrEqual(40);
    expect(confirmed.length).toBeLessThan(80);

    const second = await startProcess(env);
    stops.push(async () => {
      second.child.kill('SIGTERM');
      await second.exited;
    });
    const api = apiClient(second.url);
    const staff = await api.signIn();
    const stored = (await api.get('/api/registrations?pageSize=100', staff)).body.data as {
      paymentReference: string;
      email: string;
      status: string;
      locations: { name: string }[];
    }[];
    // Every registration someone was told about is there.
    const references = new Set(stored.map((registration) => registration.paymentReference));
    for (const response of confirmed) expect(references.has(response!.body.data.transfer.structuredCommunication)).toBe(true);
    // One holder per pitch, one pitch per holder, and no one waits while a pitch is free.
    const held = stored.flatMap((registration) => registration.locations.map((pitch) => pitch.name));
    expect(new Set(held).size).toBe(held.length);
    expect(stored.filter((registration) => registration.status === 'pending')).toHaveLength(held.length);
    const free = (await api.get('/api/configuration')).body.data.count;
    expect(free).toBe(30 - held.length);
    if (stored.some((registration) => registration.status === 'waitlist')) expect(free).toBe(0);

    // The next registration wakes the outbox: every stored registration gets its e-mail.
    expect(
      (await api.post('/api/registrations', { data: visitorRegistration({ email: 'apres@example.be', houseNumber: '99' }) }))
        .status,
    ).toBe(201);
    const addresses = [...stored.map((registration) => registration.email), 'apres@example.be'];
    const emails = await until(
      () => mail.all(),
      (all) => addresses.every((address) => all.some((email) => email.to.some((to) => to.address === address))),
      30_000,
    );
    for (const address of addresses) expect(emails.some((email) => email.to.some((to) => to.address === address))).toBe(true);
    console.log(
      `kill -9 : ${confirmed.length} inscriptions confirmées avant l'arrêt, ${stored.length} enregistrées, ${held.length} emplacements tenus, ${emails.length} e-mails pour ${addresses.length} personnes`,
    );
    // An e-mail handed to the mail server at the very moment of the kill may leave twice (it was not yet marked sent); no other.
    expect(emails.length - addresses.length).toBeLessThanOrEqual(3);
    // Two Strapi processes start cold here (about 5 s each on an idle machine): more than the suite's minute when the
    // other suites share the processor.
  }, 180_000);
});

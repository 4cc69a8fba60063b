import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  PRODUCTION_MAIL_WEB_URL,
  PRODUCTION_SECOND_STRAPI_URL,
  PRODUCTION_STRAPI_URL,
  SECOND_STRAPI_PID,
} from '../support/production-stack';

/**
 * Two Strapi processes behind nginx (order: 01-site.spec.ts). This file kills the second one for good: it runs
 * after every file that reaches Strapi through nginx, and the registrations it makes are those 06-backup.spec.ts saves.
 */
test.describe.configure({ mode: 'serial' });

test('two Strapi processes behind nginx: registrations over both e-mailed once each; one killed, the other carries on', async ({
  request,
}) => {
  // What the dead process had queued leaves by the other's scheduled sending (each minute), after its claim (15 s here).
  test.setTimeout(180_000);
  for (const url of [PRODUCTION_STRAPI_URL, PRODUCTION_SECOND_STRAPI_URL])
    expect((await fetch(`${url}/_health`)).status).toBe(204);
  const register = (index: number) =>
    request.post('/api/registrations', {
      data: {
        data: {
          kind: 'visitor',
          firstName: 'Paul',
          lastName: `Duo${index}`,
          email: `duo${index}@example.be`,
          phone: '0470 11 22 33',
          street: 'Rue Ailleurs',
          houseNumber: String(100 + index),
          postalCode: '1000',
          city: 'Bruxelles',
          comment: '',
          acceptsRules: true,
          acceptsPrivacy: true,
          pitchCount: 1,
        },
      },
    });
  // nginx hands them to each process in turn.
  expect((await Promise.all([0, 1, 2, 3].map(register))).map((response) => response.status())).toEqual([201, 201, 201, 201]);
  // The second process dies as a crash would. A request nginx had already handed it is answered 502 and
  // stored nowhere (nginx never sends a registration twice); sent again, as the form lets the person do,
  // it goes to the first process, as every request after it.
  process.kill(Number(readFileSync(SECOND_STRAPI_PID, 'utf8')), 'SIGKILL');
  const afterCrash = await Promise.all(
    [4, 5].map(async (index) => {
      const response = await register(index);
      return response.status() === 502 ? (await register(index)).status() : response.status();
    }),
  );
  expect(afterCrash).toEqual([201, 201]);
  expect((await Promise.all([6, 7].map(register))).map((response) => response.status())).toEqual([201, 201]);
  // Each person gets their e-mail once, whichever process queued it (a message the dead one held leaves after its claim).
  await expect(async () => {
    const emails = (await (await fetch(`${PRODUCTION_MAIL_WEB_URL}/email`)).json()) as { to: { address: string }[] }[];
    const to = (address: string) => emails.filter((email) => email.to.some((recipient) => recipient.address === address));
    for (const index of [0, 1, 2, 3, 4, 5, 6, 7]) expect(to(`duo${index}@example.be`)).toHaveLength(1);
  }).toPass({ timeout: 120_000, intervals: [2_000] });
});

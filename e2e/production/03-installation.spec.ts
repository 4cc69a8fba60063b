import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  PRODUCTION_DATABASE_URL,
  PRODUCTION_STAFF,
  PRODUCTION_STRAPI_URL,
  PRODUCTION_WWW,
  productionVolunteerToken,
  SITE_BEFORE_FIRST_EDITION,
  STRAPI_START,
  strapiEnvironment,
} from '../support/production-stack';
import { ROOT } from '../support/stack';

/**
 * What the operator's installation gives (order: 01-site.spec.ts): the site built before the first edition, a
 * production that refuses a missing mail server, both Strapi processes on this machine only, still alive here
 * (05-two-processes.spec.ts kills one), and the operator's command that gives a locked-out coordinator their account.
 */
test.describe.configure({ mode: 'serial' });

test('the site built before the first edition says no brocante is announced yet, in French and Dutch, and offers no form', () => {
  const page = (file: string) => {
    const html = readFileSync(path.join(SITE_BEFORE_FIRST_EDITION, file, 'index.html'), 'utf8');
    return {
      html,
      text: html
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#39;/g, "'")
        .replace(/\s+/g, ' '),
    };
  };
  for (const file of ['', 'brocante/inscription', 'brocante/inscription-riverain', 'brocante/plan']) {
    const { html, text } = page(file);
    expect(text).toContain("Aucune brocante n'est encore annoncée");
    expect(text).toContain("Le comité n'a pas encore fixé la date de la prochaine brocante.");
    expect(html).not.toContain('<form');
  }
  for (const file of ['nl', 'nl/rommelmarkt/inschrijving', 'nl/rommelmarkt/inschrijving-buurtbewoner']) {
    expect(page(file).text).toContain('Er is nog geen rommelmarkt aangekondigd');
    expect(page(file).html).not.toContain('<form');
  }
  // Once the edition is set up and the site built again, the home announces it.
  expect(readFileSync(path.join(PRODUCTION_WWW, 'index.html'), 'utf8')).toContain('La brocante en bref');
});

test("production refuses to start without the committee's mail server or sender, or with the demo committee's", () => {
  // No database is reached: the configuration is read, and refused, first.
  const { SMTP_HOST, EMAIL_FROM, ...rest } = strapiEnvironment('postgres://brocante@127.0.0.1:9/absente');
  const start = (environment: NodeJS.ProcessEnv) => {
    const started = spawnSync(process.execPath, STRAPI_START, {
      cwd: path.join(ROOT, 'cms'),
      env: { ...environment, PORT: '1349' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { status: started.status, said: `${started.stdout}${started.stderr}` };
  };
  expect(SMTP_HOST && EMAIL_FROM).toBeTruthy();
  const withoutSender = start({ ...rest, SMTP_HOST });
  expect(withoutSender.status).not.toBe(0);
  expect(withoutSender.said).toContain('la variable EMAIL_FROM est obligatoire en production');
  const demoSender = start({ ...rest, SMTP_HOST, EMAIL_FROM: 'Comité des Trois Tilleuls <brocante@trois-tilleuls.example.be>' });
  expect(demoSender.status).not.toBe(0);
  expect(demoSender.said).toContain("EMAIL_FROM est une adresse d'exemple (brocante@trois-tilleuls.example.be)");
  const withoutServer = start({ ...rest, EMAIL_FROM });
  expect(withoutServer.status).not.toBe(0);
  expect(withoutServer.said).toContain('la variable SMTP_HOST est obligatoire en production');
});

test('Strapi listens on this machine only, as its default says, both its processes', () => {
  // /proc/net/tcp{,6}: local address and port (hex) of every listening socket (state 0A).
  const listening = ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap((file) => readFileSync(file, 'utf8').trim().split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[3] === '0A' && /:053[CD]$/.test(columns[1]!))
    .map((columns) => columns[1])
    .sort();
  // Both processes (ports 1340 and 1341).
  expect(listening).toEqual(['0100007F:053C', '0100007F:053D']);
});

test('the operator’s command gives a coordinator who lost their phone and its codes their account back, to enrol anew', async () => {
  test.setTimeout(120_000);
  const me = (token: string) => fetch(`${PRODUCTION_STRAPI_URL}/api/team/me`, { headers: { authorization: `Bearer ${token}` } });
  const before = await productionVolunteerToken();
  expect((await me(before)).status).toBe(200);
  const recovered = spawnSync('pnpm', ['--filter', 'cms', 'run', 'staff:create'], {
    cwd: ROOT,
    env: {
      ...strapiEnvironment(readFileSync(PRODUCTION_DATABASE_URL, 'utf8')),
      STAFF_EMAIL: PRODUCTION_STAFF.email,
      STAFF_PASSWORD: PRODUCTION_STAFF.password,
    },
    encoding: 'utf8',
    timeout: 110_000,
  });
  expect(recovered.status, recovered.stderr).toBe(0);
  expect(recovered.stdout).toContain(`Compte de coordination mis à jour : ${PRODUCTION_STAFF.email}`);
  // Their sessions are over; the password alone signs in, and the committee asks them the second factor again. (Strapi
  // closed the test's idle connection while spawnSync held its event loop: the first request on it may fail, and is
  // asked again.)
  await expect(async () => expect((await me(before)).status).toBe(401)).toPass({ timeout: 15_000 });
  const signedIn = await fetch(`${PRODUCTION_STRAPI_URL}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: PRODUCTION_STAFF.email, password: PRODUCTION_STAFF.password }),
  });
  expect(signedIn.status).toBe(200);
  const { jwt } = (await signedIn.json()) as { jwt: string };
  expect(((await (await me(jwt)).json()) as { data: { secondFactorOwed: boolean } }).data.secondFactorOwed).toBe(true);
  // They enrol it again, as « Mon compte » has them do (the suite's next files sign in with it).
  expect((await me(await productionVolunteerToken())).status).toBe(200);
});

import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { fillRegistration, hydrated, signIn } from '../support/page';
import {
  PRODUCTION_HTTP_PORT,
  PRODUCTION_MAIL_WEB_URL,
  PRODUCTION_PANEL_ORIGIN,
  PRODUCTION_PANEL_PASSWORD,
  PRODUCTION_SECOND_STRAPI_URL,
  PRODUCTION_STAFF,
  PANEL_ADMIN,
  PRODUCTION_DATABASE_URL,
  PRODUCTION_STRAPI_URL,
  PRODUCTION_URL,
  PRODUCTION_WWW,
  postgres,
  SECOND_STRAPI_PID,
  SITE_BEFORE_FIRST_EDITION,
  STRAPI_START,
  strapiEnvironment,
} from '../support/production-stack';
import { ROOT } from '../support/stack';

/**
 * The deployed stack (nginx with deploy/nginx, HTTPS, `strapi start` in production on PostgreSQL,
 * no demo data, a volunteer created by the operator's command), used as people use it.
 */
test.describe.configure({ mode: 'serial' });

/** Records every Content-Security-Policy violation a page meets, from the document's own event. */
async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(
        `${event.violatedDirective} ${event.blockedURI} (${location.pathname})`,
      ),
    );
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('every part of the origin sends the security headers, over HTTPS only', async ({ request }) => {
  const seen: Record<string, Record<string, string>> = {};
  for (const path of [
    '/',
    '/contact/',
    '/brocante/inscription-riverain/',
    '/admin/sign-in',
    '/admin/registrations',
    '/api/configuration',
    '/page-qui-n-existe-pas/',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    seen[path] = headers;
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy'], path).toBe('no-referrer');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-powered-by'], path).toBeUndefined();
    expect(headers.server, path).toBe('nginx');
  }
  expect((await request.get('/page-qui-n-existe-pas/')).status()).toBe(404);
  // The preview page alone may be framed, and only by Strapi's panel.
  const preview = (await request.get('/apercu/')).headers();
  expect(preview['content-security-policy']).toContain(`frame-ancestors ${PRODUCTION_PANEL_ORIGIN};`);
  expect(preview['x-frame-options']).toBeUndefined();
  expect(preview['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(preview['cache-control']).toBe('no-store');
  expect(seen['/admin/sign-in']!['content-security-policy']).toContain("script-src 'self'");
  expect(seen['/api/configuration']!['content-security-policy']).toContain("default-src 'none'");
  const page = await (await request.get('/contact/')).text();
  expect(page).toMatch(/<meta http-equiv="content-security-policy" content="[^"]*script-src 'self' 'sha256-/);
  console.log(
    'En-têtes de /contact/ et /admin/sign-in :\n' +
      JSON.stringify({ site: seen['/contact/'], admin: seen['/admin/sign-in'], api: seen['/api/configuration'] }, null, 1),
  );

  const plain = await request.get(`http://127.0.0.1:${PRODUCTION_HTTP_PORT}/contact/`, { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
  expect(plain.headers().location).toBe('https://127.0.0.1/contact/');
  expect((await request.get('/%E0%A4%A')).status()).toBe(400);
});

test('the home greets a browser asking for Dutch in Dutch when it arrives from elsewhere, and the choice then stands', async ({
  browser,
  request,
}) => {
  const home = (headers: Record<string, string>) => request.get('/', { headers, maxRedirects: 0 });
  const typed = await home({ 'accept-language': 'nl-BE,nl;q=0.9,fr;q=0.8,en;q=0.7', 'sec-fetch-site': 'none' });
  expect(typed.status()).toBe(302);
  expect(typed.headers().location).toMatch(/^https:\/\/localhost:\d+\/nl\/$/);
  expect((await home({ 'accept-language': 'en-GB,en;q=0.9,nl;q=0.8', 'sec-fetch-site': 'cross-site' })).status()).toBe(302);
  expect((await home({ 'accept-language': 'nl' })).status()).toBe(302);
  const stayInFrench: Record<string, string>[] = [
    { 'accept-language': 'fr-BE,fr;q=0.9,nl;q=0.8', 'sec-fetch-site': 'none' },
    { 'accept-language': 'en-GB,fr;q=0.8,nl;q=0.5' },
    { 'accept-language': 'nl-BE,nl;q=0.9', 'sec-fetch-site': 'same-origin' },
    {},
  ];
  for (const french of stayInFrench) {
    const answer = await home(french);
    expect([JSON.stringify(french), answer.status()]).toEqual([JSON.stringify(french), 200]);
    expect(answer.headers().vary).toContain('Accept-Language');
  }

  const context = await browser.newContext({ locale: 'nl-BE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/nl\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  await context.close();

  const missing = await request.get('/nl/bestaat-niet/');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('lang="nl-BE"');
  expect(await (await request.get('/page-qui-n-existe-pas/')).text()).toContain('lang="fr-BE"');
});

test("the media library's files never run: typed, nosniff, sandboxed, downloaded unless an image; site scripts from /_astro/ only", async ({
  request,
  baseURL,
}) => {
  const { rmSync, writeFileSync } = await import('node:fs');
  const { ROOT } = await import('../support/stack');
  // Files as Strapi stores them (cms/public/uploads): an image, a PDF, and a script left from before the upload check.
  const uploads = `${ROOT}/cms/public/uploads`;
  const files = {
    'verification-production.png': Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
    'verification-production.pdf': Buffer.from('%PDF-1.4\n%%EOF\n'),
    'verification-production.js': Buffer.from('alert(document.domain)'),
  };
  for (const [name, bytes] of Object.entries(files)) writeFileSync(`${uploads}/${name}`, bytes);
  try {
    const expected = {
      'verification-production.png': ['image/png', 'inline'],
      'verification-production.pdf': ['application/pdf', 'attachment'],
      'verification-production.js': ['application/octet-stream', 'attachment'],
    };
    for (const [name, [type, disposition]] of Object.entries(expected)) {
      const response = await request.get(`/uploads/${name}`);
      expect(response.status(), name).toBe(200);
      const headers = response.headers();
      expect(headers['content-type'], name).toBe(type);
      expect(headers['x-content-type-options'], name).toBe('nosniff');
      expect(headers['content-security-policy'], name).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
      expect(headers['content-disposition'], name).toBe(disposition);
    }
  } finally {
    for (const name of Object.keys(files)) rmSync(`${uploads}/${name}`, { force: true });
  }
  // Pages narrow script files to the build's own, on this very origin; /uploads is never one.
  for (const path of ['/contact/', '/apercu/']) {
    expect((await request.get(path)).headers()['content-security-policy'], path).toContain(
      `script-src ${baseURL}/_astro/ 'unsafe-inline'`,
    );
  }
});

test("pages, scripts and styles arrive compressed, the API's answers as they are", async ({ request }) => {
  const gzip = { 'accept-encoding': 'gzip' };
  const admin = await request.get('/admin/sign-in', { headers: gzip });
  expect(admin.headers()['content-encoding']).toBe('gzip');
  const script = (await admin.text()).match(/src="(\/admin\/assets\/[^"]+\.js)"/)![1]!;
  const compressed = await request.get(script, { headers: gzip });
  expect(compressed.headers()['content-encoding']).toBe('gzip');
  expect(compressed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const stylesheet = (await (await request.get('/contact/')).text()).match(/href="(\/_astro\/[^"]+\.css)"/)?.[1];
  if (stylesheet) expect((await request.get(stylesheet, { headers: gzip })).headers()['content-encoding']).toBe('gzip');
  // Answers that carry tokens and echo what was typed stay uncompressed (BREACH).
  expect((await request.get('/api/configuration', { headers: gzip })).headers()['content-encoding']).toBeUndefined();
});

test('a neighbor registers over HTTPS, with no policy violation on the site', async ({ browser }) => {
  const context = await browser.newContext();
  const violations = await watchPolicy(context);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText('12,00 €')).toBeVisible();
  await page.goto('/contact/');
  await hydrated(page);
  await page.goto('/brocante/inscription-riverain/');
  await hydrated(page);
  await fillRegistration(page, {
    firstName: 'Amélie',
    lastName: 'Lambert',
    email: 'amelie.lambert@example.be',
    phone: '0470 98 76 54',
    street: 'Rue du Ramier',
    houseNumber: '4',
  });
  await page.getByRole('button', { name: "Je m'inscris" }).click();
  await expect(page.getByRole('heading', { name: 'Inscription enregistrée' })).toBeVisible();
  await expect(page.getByText('Votre emplacement : R2, Rue du Ramier (devant le n° 4).')).toBeVisible();
  await expect(page.locator('.transfer')).toContainText('12,00 €');
  await expect(page.getByRole('img', { name: /Code QR de virement/ })).toBeVisible();
  expect(violations).toEqual([]);
  await context.close();

  // Its e-mail left over TLS, with the SMTP account's password, to a server whose certificate was checked.
  await expect(async () => {
    const emails = await (await fetch(`${PRODUCTION_MAIL_WEB_URL}/email`)).json();
    expect(JSON.stringify(emails)).toContain('amelie.lambert@example.be');
  }).toPass({ timeout: 30_000, intervals: [1_000] });
});

test("Strapi's panel sits behind its own host name, closed to whoever lacks the committee's password", async ({ request }) => {
  expect((await request.get(`${PRODUCTION_PANEL_ORIGIN}/admin/init`)).status()).toBe(401);
  const wrong = `Basic ${Buffer.from(`${PRODUCTION_PANEL_PASSWORD.user}:pas-le-bon`).toString('base64')}`;
  expect((await request.get(`${PRODUCTION_PANEL_ORIGIN}/admin/init`, { headers: { authorization: wrong } })).status()).toBe(401);
  const authorization = `Basic ${Buffer.from(`${PRODUCTION_PANEL_PASSWORD.user}:${PRODUCTION_PANEL_PASSWORD.password}`).toString('base64')}`;
  const init = await request.get(`${PRODUCTION_PANEL_ORIGIN}/admin/init`, { headers: { authorization } });
  expect(init.status()).toBe(200);
  const headers = init.headers();
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-powered-by']).toBeUndefined();
  // The first administrator was made by the command of docs/deployment.md: the panel's first visitor is no one's super administrator.
  expect((await init.json()).data.hasAdmin).toBe(true);
  const takeover = await request.post(`${PRODUCTION_PANEL_ORIGIN}/admin/register-admin`, {
    headers: { authorization },
    data: { email: 'intrus@example.be', password: 'Intrus-Panneau-2027', firstname: 'In', lastname: 'Trus' },
  });
  expect(takeover.status()).toBeGreaterThanOrEqual(400);
  expect(takeover.status()).toBeLessThan(500);
});

test("an editor opens Strapi's panel in a browser behind the committee's password, signs in and reaches the content", async ({
  browser,
}) => {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    httpCredentials: { username: PRODUCTION_PANEL_PASSWORD.user, password: PRODUCTION_PANEL_PASSWORD.password },
  });
  const page = await context.newPage();
  await page.goto(`${PRODUCTION_PANEL_ORIGIN}/admin`);
  await expect(page.getByRole('heading', { name: 'Bienvenue !' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(PANEL_ADMIN.email);
  await page.locator('input[name="password"]').fill(PANEL_ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('link', { name: 'Gestionnaire de contenu' })).toBeVisible({ timeout: 30_000 });
  await page.goto(`${PRODUCTION_PANEL_ORIGIN}/admin/content-manager`);
  await expect(page.getByRole('link', { name: 'Actualité' })).toBeVisible();
  await context.close();
});

test("the panel's own calls pass with the pass the password gave, though their Bearer header replaces the browser's basic credentials", async ({
  playwright,
}) => {
  // A browser that gave the password: its next calls carry the panel's pass, and the panel's « Bearer null ».
  const browser = await playwright.request.newContext({ ignoreHTTPSErrors: true });
  const authorization = `Basic ${Buffer.from(`${PRODUCTION_PANEL_PASSWORD.user}:${PRODUCTION_PANEL_PASSWORD.password}`).toString('base64')}`;
  const first = await browser.get(`${PRODUCTION_PANEL_ORIGIN}/admin/init`, { headers: { authorization } });
  expect(first.status()).toBe(200);
  expect(first.headers()['set-cookie']).toMatch(
    /^brocante_panel_pass=[0-9a-f]{64}; Path=\/; Max-Age=43200; Secure; HttpOnly; SameSite=Strict$/,
  );
  const panelCall = await browser.get(`${PRODUCTION_PANEL_ORIGIN}/admin/init`, { headers: { authorization: 'Bearer null' } });
  expect(panelCall.status()).toBe(200);
  expect((await panelCall.json()).data.hasAdmin).toBe(true);
  // The pass belongs to the panel's host: the site's origin neither sets nor needs it.
  expect((await browser.get(`${PRODUCTION_URL}/api/configuration`)).headers()['set-cookie']).toBeUndefined();
  await browser.dispose();

  // Without the pass, or with a forged one, the same call is refused.
  const stranger = await playwright.request.newContext({ ignoreHTTPSErrors: true });
  expect(
    (await stranger.get(`${PRODUCTION_PANEL_ORIGIN}/admin/init`, { headers: { authorization: 'Bearer null' } })).status(),
  ).toBe(401);
  for (const forged of ['0'.repeat(64), 'openssl-rand-hex-32', ''])
    expect(
      (
        await stranger.get(`${PRODUCTION_PANEL_ORIGIN}/admin/init`, {
          headers: { authorization: 'Bearer null', cookie: `brocante_panel_pass=${forged}` },
        })
      ).status(),
    ).toBe(401);
  await stranger.dispose();
});

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

test('the sign-in screen paints with the page, inert until the app takes it over, then signs the volunteer in', async ({
  browser,
}) => {
  // Without its scripts (or before they run), the page already shows the screen, and nothing can be typed into it.
  const scriptless = await browser.newContext({ javaScriptEnabled: false });
  const before = await scriptless.newPage();
  await before.goto('/admin/sign-in');
  await expect(before.getByRole('heading', { name: 'Connexion des bénévoles' })).toBeVisible();
  await expect(before.locator('form')).toHaveAttribute('inert', '');
  await scriptless.close();

  const context = await browser.newContext();
  const violations = await watchPolicy(context);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/admin/sign-in?redirectTo=%2Flocations');
  await expect(page.locator('form')).not.toHaveAttribute('inert');
  // Until the form is touched, the page loads only the code its HTML names: asked for with the page, not after it.
  const html = await (await page.request.get('/admin/sign-in')).text();
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((script) => !html.includes(`"${script}"`))).toEqual([]);
  // The tab shows the committee's icon, as on the site (no failed request for a missing /favicon.ico).
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(icon!)).headers()['content-type']).toContain('image/svg+xml');
  await signIn(page, PRODUCTION_STAFF);
  await expect(page.getByRole('heading', { name: 'Emplacements' })).toBeVisible();
  expect(violations).toEqual([]);
  await context.close();
});

test('a volunteer signs in, marks the registration paid, works in two tabs at once and signs out', async ({ browser }) => {
  const context = await browser.newContext();
  const violations = await watchPolicy(context);
  const first = await context.newPage();
  await first.goto('/admin/registrations');
  await expect(first).toHaveURL(/\/admin\/sign-in/);
  await signIn(first, PRODUCTION_STAFF);
  await expect(first.getByRole('heading', { name: 'Réservations' })).toBeVisible();
  await first.getByRole('link', { name: /Lambert Amélie/ }).click();
  await expect(first.getByRole('heading', { name: 'Amélie Lambert' })).toBeVisible();
  await first.getByRole('button', { name: 'Marquer payée' }).click();
  await expect(first.locator('.detail-header .status')).toHaveText('Payée');

  // A second tab, then both loading together, again and again: each renews the session in turn.
  const second = await context.newPage();
  for (let round = 0; round < 4; round += 1) {
    await Promise.all([first.goto('/admin/registrations'), second.goto('/admin/locations')]);
    await expect(first.getByRole('heading', { name: 'Réservations' })).toBeVisible();
    await expect(second.getByRole('heading', { name: 'Emplacements' })).toBeVisible();
  }
  // Navigating while the page still loads.
  await first.goto('/admin/registrations', { waitUntil: 'commit' });
  await first.goto('/admin/locations');
  await expect(first.getByRole('heading', { name: 'Emplacements' })).toBeVisible();
  expect(violations).toEqual([]);

  await first.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(first).toHaveURL(/\/admin\/sign-in/);
  await second.goto('/admin/registrations');
  await expect(second).toHaveURL(/\/admin\/sign-in/);
  await context.close();
});

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

test("a backup of the running server, encrypted for the committee's key, restores whole onto a new database: registrations, payments, e-mails, uploads and the volunteer's sign-in", async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'brocante-sauvegarde-'));
  const tool = (args: string[], env: NodeJS.ProcessEnv = {}) => {
    const ran = spawnSync(path.join(ROOT, 'deploy', 'brocante'), args, { encoding: 'utf8', env: { ...process.env, ...env } });
    return { status: ran.status, said: `${ran.stdout}${ran.stderr}` };
  };
  expect(spawnSync('age-keygen', ['-o', path.join(work, 'cle-du-comite.txt')]).status).toBe(0);
  const recipient = spawnSync('age-keygen', ['-y', path.join(work, 'cle-du-comite.txt')], { encoding: 'utf8' }).stdout.trim();
  // The files editors uploaded: a photo and a document, in a folder of their own.
  const uploads = path.join(work, 'uploads');
  mkdirSync(path.join(uploads, 'documents'), { recursive: true });
  writeFileSync(
    path.join(uploads, 'affiche.jpg'),
    Buffer.from(Array.from({ length: 40_000 }, (_, index) => (index * 7919) % 256)),
  );
  writeFileSync(path.join(uploads, 'documents', 'assurance.pdf'), '%PDF-1.4 attestation');
  writeFileSync(path.join(work, 'restic-mot-de-passe'), 'un mot de passe de restic');
  const database = readFileSync(PRODUCTION_DATABASE_URL, 'utf8');
  const envFile = path.join(work, 'brocante.env');
  writeFileSync(
    envFile,
    [
      `DATABASE_URL=${database}`,
      `BACKUP_RECIPIENT=${recipient}`,
      `BACKUP_DIR=${path.join(work, 'sauvegardes')}`,
      `UPLOADS_DIR=${uploads}`,
      `RESTIC_REPOSITORY=${path.join(work, 'autre-disque')}`,
      `RESTIC_PASSWORD_FILE=${path.join(work, 'restic-mot-de-passe')}`,
    ].join('\n'),
  );
  expect(
    spawnSync('restic', ['init', '--quiet'], {
      env: {
        ...process.env,
        RESTIC_REPOSITORY: path.join(work, 'autre-disque'),
        RESTIC_PASSWORD_FILE: path.join(work, 'restic-mot-de-passe'),
      },
    }).status,
  ).toBe(0);

  // Without the committee's key, nothing is saved in clear.
  writeFileSync(path.join(work, 'sans-cle.env'), `DATABASE_URL=${database}\nBACKUP_DIR=${path.join(work, 'sauvegardes')}\n`);
  const refused = tool(['backup', '--env', path.join(work, 'sans-cle.env')]);
  expect(refused.status).not.toBe(0);
  expect(refused.said).toContain('BACKUP_RECIPIENT manque');

  const saved = tool(['backup', '--env', envFile]);
  expect(saved.said).toMatch(/^Sauvegarde : .*brocante-\d{8}-\d{6}\.tar\.age \(.+, \d+ tables, 2 fichiers\)\.$/m);
  expect(saved.status).toBe(0);
  const [file] = readdirSync(path.join(work, 'sauvegardes'));
  const backup = path.join(work, 'sauvegardes', file!);
  // Encrypted: no registrant's address can be read in it.
  expect(readFileSync(backup).includes(Buffer.from('duo0@example.be'))).toBe(false);
  // And copied to the second place, through restic.
  const snapshots = spawnSync('restic', ['snapshots', '--json', '--tag', 'brocante'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      RESTIC_REPOSITORY: path.join(work, 'autre-disque'),
      RESTIC_PASSWORD_FILE: path.join(work, 'restic-mot-de-passe'),
    },
  });
  expect(JSON.parse(snapshots.stdout)).toHaveLength(1);

  // The server is lost: a new database, a new uploads folder, the backup and the committee's key.
  const restoredName = `${new URL(database).pathname.slice(1)}_restauree`;
  await postgres(`CREATE DATABASE "${restoredName}"`);
  const restoredUrl = new URL(database);
  restoredUrl.pathname = `/${restoredName}`;
  try {
    const wrongKey = path.join(work, 'une-autre-cle.txt');
    spawnSync('age-keygen', ['-o', wrongKey]);
    const notOpened = tool([
      'restore',
      '--env',
      envFile,
      '--key',
      wrongKey,
      '--database',
      restoredUrl.toString(),
      '--uploads',
      path.join(work, 'restaurés'),
      backup,
    ]);
    expect(notOpened.status).not.toBe(0);
    expect(notOpened.said).toContain("cette sauvegarde ne s'ouvre pas avec cette clé");

    const newServerEnv = path.join(work, 'nouveau-serveur', 'brocante.env');
    const restored = tool([
      'restore',
      '--env',
      newServerEnv,
      '--key',
      path.join(work, 'cle-du-comite.txt'),
      '--database',
      restoredUrl.toString(),
      '--uploads',
      path.join(work, 'restaurés'),
      backup,
    ]);
    expect(restored.said).toMatch(/Restaurée : \d+ tables et 2 fichiers, identiques à la sauvegarde\./);
    expect(restored.status).toBe(0);
    // The new server takes the saved configuration, secrets included: the registrants' private links stay valid.
    expect(readFileSync(newServerEnv, 'utf8')).toBe(readFileSync(envFile, 'utf8'));
    expect(readFileSync(path.join(work, 'restaurés', 'documents', 'assurance.pdf'), 'utf8')).toBe('%PDF-1.4 attestation');

    // A Strapi on the restored database: the volunteer signs in and finds every registration, paid or not.
    const strapi = spawn(process.execPath, STRAPI_START, {
      cwd: path.join(ROOT, 'cms'),
      env: { ...strapiEnvironment(restoredUrl.toString()), PORT: '1342' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      await expect(async () => expect((await fetch('http://127.0.0.1:1342/_health')).status).toBe(204)).toPass({
        timeout: 120_000,
      });
      const token = async (url: string) =>
        (
          (await (
            await fetch(`${url}/api/auth/local`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ identifier: PRODUCTION_STAFF.email, password: PRODUCTION_STAFF.password }),
            })
          ).json()) as { jwt: string }
        ).jwt;
      const registrations = async (url: string) =>
        (
          (await (
            await fetch(`${url}/api/registrations?pageSize=100`, { headers: { authorization: `Bearer ${await token(url)}` } })
          ).json()) as {
            data: { email: string; status: string; paidAmount: number | null }[];
          }
        ).data
          .map(({ email, status, paidAmount }) => `${email} ${status} ${paidAmount}`)
          .sort();
      const before = await registrations(PRODUCTION_STRAPI_URL);
      expect(before.length).toBeGreaterThan(0);
      expect(await registrations('http://127.0.0.1:1342')).toEqual(before);
    } finally {
      strapi.kill('SIGTERM');
      await new Promise((resolve) => strapi.once('exit', resolve));
    }
  } finally {
    await postgres(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
  }
});

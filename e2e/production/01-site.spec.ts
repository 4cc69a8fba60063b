import { expect, test } from '@playwright/test';
import { fillRegistration, hydrated } from '../support/page';
import { watchPolicy } from '../support/policy-violations';
import { PRODUCTION_HTTP_PORT, PRODUCTION_MAIL_WEB_URL, PRODUCTION_PANEL_ORIGIN } from '../support/production-stack';

/**
 * The deployed stack (nginx with deploy/nginx, HTTPS, `strapi start` in production on PostgreSQL,
 * no demo data, a volunteer created by the operator's command), used as people use it.
 *
 * One stack, started by e2e/support/production-setup.ts, serves every file of this folder, run one
 * after another in the order of their numbers, which is the order of what they need: the neighbor
 * registered here is marked paid in 04-admin.spec.ts and restored by 06-backup.spec.ts;
 * 03-installation.spec.ts finds both Strapi processes listening before 05-two-processes.spec.ts
 * kills one, after which only the backup runs. A new file takes the number of its place in that story.
 *
 * Here, the site's origin as nginx serves it: headers, languages, uploads, compression, and a neighbor's registration.
 */
test.describe.configure({ mode: 'serial' });

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

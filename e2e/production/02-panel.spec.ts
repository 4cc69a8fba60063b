import { expect, test } from '@playwright/test';
import { PANEL_ADMIN, PRODUCTION_PANEL_ORIGIN, PRODUCTION_PANEL_PASSWORD, PRODUCTION_URL } from '../support/production-stack';

/** Strapi's panel on the deployed stack, behind its own host name and the committee's password (order: 01-site.spec.ts). */
test.describe.configure({ mode: 'serial' });

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

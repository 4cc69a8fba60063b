import { expect, test } from '@playwright/test';
import { signIn } from '../support/page';
import { watchPolicy } from '../support/policy-violations';
import { PRODUCTION_AUTHENTICATORS, PRODUCTION_STAFF } from '../support/production-stack';
import { nextSecondFactorCode } from '../../scripts/volunteer-sign-in.mjs';

/**
 * The volunteers' admin on the deployed stack (order: 01-site.spec.ts): the registration it marks paid is the
 * neighbor's of 01-site.spec.ts, and 06-backup.spec.ts restores that payment.
 */
test.describe.configure({ mode: 'serial' });

test('the sign-in screen paints with the page, inert until the app takes it over, then signs the volunteer in', async ({
  browser,
}) => {
  // Without its scripts (or before they run), the page already shows the screen, and nothing can be typed into it.
  const scriptless = await browser.newContext({ javaScriptEnabled: false });
  const before = await scriptless.newPage();
  await before.goto('/admin/sign-in');
  await expect(before.getByRole('heading', { name: 'Connexion des bénévoles' })).toBeVisible();
  await expect(before.locator('form')).toHaveAttribute('inert', '');
  // A forgotten password's page is reached from the painted screen too, at its address under /admin.
  await expect(before.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/admin/password-reset');
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
  await signIn(page, PRODUCTION_STAFF, await nextSecondFactorCode(PRODUCTION_AUTHENTICATORS, PRODUCTION_STAFF.email));
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
  await signIn(first, PRODUCTION_STAFF, await nextSecondFactorCode(PRODUCTION_AUTHENTICATORS, PRODUCTION_STAFF.email));
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

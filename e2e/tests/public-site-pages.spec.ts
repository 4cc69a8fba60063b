import { expect, test } from '@playwright/test';
import { expectNoAxeViolation, hydrated } from '../support/page';
import { reopenRegistrations } from '../support/strapi-database';

/** What the public site's pages show, how it answers and errs, and axe on each page (order: public-site-contact.spec.ts). */
test.afterEach(() => reopenRegistrations());

test('the home page shows the quarter, the committee, the brocante and the latest news', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Comité de quartier des Trois Tilleuls/);
  await expect(page.getByRole('banner')).toContainText('Quartier des Trois Tilleuls');
  await expect(page.getByRole('banner')).toContainText('Comité de quartier des Trois Tilleuls');
  await expect(page.getByText('15,00 €')).toBeVisible();
  await expect(page.getByRole('link', { name: "Je m'inscris comme riverain" })).toBeVisible();
  await expect(page.getByRole('link', { name: "Je m'inscris comme visiteur" })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Comité de quartier des Trois Tilleuls`,
  );
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Actualités' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' })).toBeVisible();
  // The home's only JavaScript is its live figures' script (below); news pages have none.
  expect(await page.locator('script').count()).toBe(1);
});

test("the committee's pages show what editors published in Strapi", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toContainText('fait vivre l’avenue des Trois Tilleuls');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Page Facebook du comité' });
  await expect(footerLink).toHaveAttribute('href', 'https://www.facebook.com/comite.trois.tilleuls');
  // In Dutch on the Dutch pages, as the committee wrote it beside the French.
  await page.goto('/nl/');
  const dutchLink = page.getByRole('contentinfo').getByRole('link', { name: 'Facebookpagina van het comité' });
  await expect(dutchLink).toHaveAttribute('href', 'https://www.facebook.com/comite.trois.tilleuls');
  await expect(dutchLink).not.toHaveAttribute('lang', 'fr');

  await page.goto('/brocante/reglement/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Règlement de la brocante');
  await expect(page.getByRole('listitem').filter({ hasText: 'Installation entre 7 h et 9 h' })).toBeVisible();

  await page.goto('/confidentialite/');
  await expect(page.getByRole('heading', { name: 'Vos droits' })).toBeVisible();
  // The periods come from the retention rules, whatever editors write.
  await expect(page.getByRole('heading', { name: 'Combien de temps nous les gardons' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Les messages de contact sont effacés 12 mois après leur réception.');

  await page.goto('/contact/');
  await expect(page.getByRole('main')).toContainText('Une question, une idée pour le quartier ?');
  await expect(page.getByRole('link', { name: 'comite@trois-tilleuls.example' })).toHaveAttribute(
    'href',
    'mailto:comite@trois-tilleuls.example',
  );
  await expect(page.getByRole('link', { name: '+32 2 555 01 70' })).toHaveAttribute('href', 'tel:+3225550170');
});

test('a person reads a news post whose slug holds a slash', async ({ page }) => {
  await page.goto('/blog/');
  await page.getByRole('link', { name: 'La brocante de printemps revient dans le quartier' }).click();
  await expect(page).toHaveURL(/\/blog\/2027\/brocante-de-printemps\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La brocante de printemps revient dans le quartier');
  await expect(page.getByRole('heading', { name: 'Comment s’inscrire ?' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Une rue bordée de tilleuls, un matin de brocante' })).toBeVisible();
  expect(await page.locator('script').count()).toBe(0);
});

test('the error page is shown when the API is down', async ({ page }) => {
  await page.route('**/api/configuration', (route) => route.abort('connectionrefused'));
  await page.goto('/brocante/inscription/');
  await expect(page).toHaveURL(/\/error\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Un problème est survenu');
});

test('an unknown path answers the not-found page', async ({ page }) => {
  const response = await page.goto('/nulle-part');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
});

test('the admin and the API are reachable on the same origin', async ({ page, request }) => {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Connexion des bénévoles' })).toBeVisible();
  const configuration = await request.get('/api/configuration');
  expect(configuration.status()).toBe(200);
  expect((await configuration.json()).data.registrationPrice).toBe(15);
});

for (const path of [
  '/',
  '/blog/',
  '/blog/2027/brocante-de-printemps/',
  '/contact/',
  '/brocante/inscription-riverain/',
  '/brocante/inscription/',
  '/brocante/reglement/',
  '/brocante/plan/',
  '/confidentialite/',
  '/error/',
  '/nulle-part',
  '/nl/',
  '/nl/nieuws/',
  '/nl/nieuws/2027/brocante-de-printemps/',
  '/nl/contact/',
  '/nl/rommelmarkt/inschrijving-buurtbewoner/',
  '/nl/rommelmarkt/inschrijving/',
  '/nl/rommelmarkt/reglement/',
  '/nl/rommelmarkt/plan/',
  '/nl/privacy/',
  '/nl/error/',
  '/nl/nergens',
]) {
  test(`axe finds no WCAG 2.1 AA violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    if (/^\/(brocante\/inscription|nl\/rommelmarkt\/inschrijving)/.test(path) || /^\/(nl\/)?contact\/$/.test(path)) {
      await hydrated(page);
      await page.locator('form').waitFor();
    }
    await expectNoAxeViolation(page);
  });
}

test('the one-origin server answers an unreadable address with 400 and sends the proxy’s security headers', async ({
  request,
}) => {
  expect((await request.get('/%E0%A4%A')).status()).toBe(400);
  const site = (await request.get('/contact/')).headers();
  expect(site['content-security-policy']).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'");
  expect(site['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(site['referrer-policy']).toBe('no-referrer');
  const admin = (await request.get('/admin/sign-in')).headers();
  expect(admin['content-security-policy']).toContain("script-src 'self'");
  const api = (await request.get('/api/configuration')).headers();
  expect(api['content-security-policy']).toContain("default-src 'none'");
  expect(api['x-powered-by']).toBeUndefined();
});

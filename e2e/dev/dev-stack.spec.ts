import { expect, test } from '@playwright/test';
import { DEV_URLS } from '../support/dev-stack';
import { DEMO_STAFF, hydrated, signIn } from '../support/page';

/**
 * What a newcomer sees once `pnpm install && pnpm dev` answers (the stack itself is started on a clean
 * copy of the checkout by support/dev-stack.ts): the README's one origin, Strapi's panel and the mail catcher.
 */

test('the site, its API and the admin answer on one origin, with the demonstration data', async ({ page, request }) => {
  const configuration = await request.get('/api/configuration');
  expect(configuration.status()).toBe(200);
  expect((await configuration.json()).data).toMatchObject({ registrationPrice: expect.any(Number), count: expect.any(Number) });

  await page.goto('/');
  await expect(page).toHaveTitle(/Trois Tilleuls/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/admin/registrations');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await signIn(page, DEMO_STAFF);
  await expect(page.getByRole('heading', { name: 'Réservations' })).toBeVisible();
});

test('a contact message reaches the mail catcher, read on its web page', async ({ page, request }) => {
  const subject = `Pile de développement ${Date.now()}`;
  await page.goto('/contact/');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Votre nom' }).fill('Nouvelle Venue');
  await page.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('nouvelle.venue@example.be');
  await page.getByRole('textbox', { name: 'Sujet' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Bonjour, je découvre le projet.');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('heading', { name: 'Message envoyé' })).toBeVisible();

  await expect(async () => {
    expect(await (await request.get(`${DEV_URLS.mailCatcher}/email`)).text()).toContain(subject);
  }).toPass({ timeout: 30_000, intervals: [1_000] });
});

test("Strapi's panel answers on its own port, in French, from its sign-in to its menu and media library", async ({ page }) => {
  await page.goto(`${DEV_URLS.panel}/admin`);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Welcome to Strapi!')).toHaveCount(0);
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill('editeur@example.be');
  await page.getByRole('textbox', { name: /^Mot de passe/ }).fill('Brocante-2027');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const menu = page.getByRole('navigation').first();
  await expect(menu.getByRole('link', { name: /Gestionnaire de contenu/ })).toBeVisible({ timeout: 30_000 });
  await expect(menu.getByRole('link', { name: /Médiathèque/ })).toBeVisible();
  await expect(page.getByText(/Content Manager|Media Library/)).toHaveCount(0);
  await menu.getByRole('link', { name: /Médiathèque/ }).click();
  await expect(page).toHaveURL(/\/admin\/plugins\/upload/);
  const library = page.locator('#main-content');
  // The library's root folder, « Accueil », and the number of files in it.
  await expect(library.getByRole('heading', { level: 1 })).toHaveText(/^Accueil \(\d+ éléments?\)$/);
  await expect(library).not.toContainText(/\b(Upload|Search|Sort by|Filters|Folders|Assets)\b/);
});

import { expect, test } from '@playwright/test';

test('the home page shows the quarter, the committee and the brocante at a glance', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Comité de quartier des Trois Tilleuls/);
  await expect(page.getByRole('banner')).toContainText('Quartier des Trois Tilleuls');
  await expect(page.getByRole('banner')).toContainText('Comité de quartier des Trois Tilleuls');
  await expect(page.getByText("Prix d'un emplacement")).toBeVisible();
  await expect(page.getByText('15,00 €')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
});

test('a news post whose slug holds a slash is readable', async ({ page }) => {
  await page.goto('/blog/');
  await page.getByRole('link', { name: 'La brocante de printemps revient dans le quartier' }).click();
  await expect(page).toHaveURL(/\/blog\/2027\/brocante-de-printemps\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La brocante de printemps revient dans le quartier');
  await expect(page.getByRole('heading', { name: 'Comment s’inscrire ?' })).toBeVisible();
});

test('an unknown path answers the not-found page', async ({ page }) => {
  const response = await page.goto('/nulle-part');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
});

test('the admin and the API are reachable on the same origin', async ({ page, request }) => {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administration de la brocante');
  const configuration = await request.get('/api/configuration');
  expect(configuration.status()).toBe(200);
  expect((await configuration.json()).data.registrationPrice).toBe(15);
});

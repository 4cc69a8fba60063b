import { expect, test } from '@playwright/test';
import { expectNoAxeViolation, signIn } from '../support/page';

/** The demo's team (cms/src/bootstrap/demo-accounts.ts): a volunteer of each role. */
const password = 'Brocante-2027';
const DAY_HELPER = { email: 'accueil@example.be', password };
const REGISTRATIONS = { email: 'inscriptions@example.be', password };

test.describe('a day helper on a borrowed phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('opens on the check-in screen, sees no other screen, and is told why the registrations list is closed', async ({
    page,
  }) => {
    await page.goto('/admin/');
    await signIn(page, DAY_HELPER);
    await expect(page.getByRole('heading', { name: 'Accueil des exposants' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/check-in/);
    const menu = page.getByRole('navigation', { name: 'Administration' });
    await expect(menu.getByRole('link')).toHaveText(['Accueil du jour']);

    await page.goto('/admin/registrations');
    await expect(page.getByRole('heading', { name: 'Écran réservé' })).toBeVisible();
    await expect(
      page.getByText(
        "Votre rôle dans l'équipe (Accueil du jour) ne permet pas d'ouvrir cet écran : demandez-le à la coordination du comité.",
      ),
    ).toBeVisible();
    await expectNoAxeViolation(page);
    // What the screen does not show, the server does not give either.
    const refused = await page.evaluate(async () => (await fetch('/api/registrations')).status);
    expect([401, 403]).toContain(refused);
  });
});

test('a registrations volunteer sees the dashboard without the money, and the list without the bank’s buttons', async ({
  page,
}) => {
  await page.goto('/admin/');
  await signIn(page, REGISTRATIONS);
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Emplacements/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Argent' })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Administration' });
  await expect(menu.getByRole('link')).toHaveText([
    'Tableau de bord',
    'Réservations',
    'Emplacements',
    'Plan',
    'Message',
    'Accueil du jour',
  ]);
  await menu.getByRole('link', { name: 'Réservations' }).click();
  await expect(page.getByRole('button', { name: 'Exporter en CSV' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Importer un extrait de compte' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Remboursements' })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { formatDate, sameDayNextYear } from '@brocante/shared';
import { expectNoAxeViolation, signIn } from '../support/page';

/**
 * A volunteer prepares next year's brocante in January, as a committee does: the same rules a year
 * later, created in preparation (the public still sees this year's), then opened. The committee's
 * account is theirs to set, under the warning that every change is announced.
 */
test('a volunteer prepares next year’s edition and opens it; the public still sees the coming one', async ({ page, request }) => {
  const shown = (await (await request.get('/api/configuration')).json()).data;
  const nextDay = sameDayNextYear(shown.date);
  await page.goto('/admin/editions');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Éditions', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(formatDate(shown.date)) })).toContainText('Ouverte');
  await expectNoAxeViolation(page);

  await page.getByRole('button', { name: 'Préparer la prochaine édition' }).click();
  await expect(page.getByRole('button', { name: "Créer l'édition" })).toBeEnabled();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: "Créer l'édition" }).click();
  const nextRow = page.getByRole('row', { name: new RegExp(formatDate(nextDay)) });
  await expect(nextRow).toContainText('En préparation');
  expect((await (await request.get('/api/configuration')).json()).data.date).toBe(shown.date);

  await nextRow.getByRole('button', { name: /Ouvrir les inscriptions/ }).click();
  await expect(nextRow).toContainText('Ouverte');
  // Two open editions: the public sees the first one to come, with its own free pitches.
  expect((await (await request.get('/api/configuration')).json()).data.date).toBe(shown.date);

  await page.getByRole('link', { name: 'Compte du comité' }).click();
  await expect(page.getByRole('heading', { name: 'Compte du comité', level: 1 })).toBeVisible();
  await expect(page.getByText('Chaque changement est annoncé par e-mail à tous les bénévoles')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /IBAN/ })).toHaveValue(/BE21 0012 3456 7803/);
  await expect(page.getByRole('region', { name: 'Historique des changements' })).toContainText('Ouverte');
  await expectNoAxeViolation(page);
});

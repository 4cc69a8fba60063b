import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolation, signIn } from '../support/page';

async function register(request: APIRequestContext, index: number) {
  const response = await request.post('/api/registrations', {
    data: {
      data: {
        kind: 'visitor',
        firstName: `Hélène${index}`,
        lastName: 'Exposante',
        email: `helene${index}@example.be`,
        phone: '0470 12 34 56',
        street: 'Chaussée de Waterloo',
        houseNumber: String(index),
        postalCode: '1180',
        city: 'Uccle',
        comment: index === 0 ? 'Table; chaises et « parasol »' : '',
        acceptsRules: true,
        acceptsPrivacy: true,
      },
    },
  });
  expect(response.status()).toBe(201);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  for (let index = 0; index < 12; index += 1) await register(request, index);
});

test('staff sign in, search, filter, page, open a registration, mark it paid and move its pitch', async ({ page }) => {
  await page.goto('/admin/registrations?q=exposante');
  await expect(page).toHaveURL(/\/admin\/sign-in\?redirectTo=/);
  await expectNoAxeViolation(page);
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/registrations\?q=exposante$/);
  await expect(page.getByRole('heading', { name: 'Réservations' })).toBeVisible();
  await expect(page.getByText('Page 1/2 - 12 résultats')).toBeVisible();
  await expectNoAxeViolation(page);

  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Page 2/2 - 12 résultats')).toBeVisible();
  await expect(page.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('11');
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(page.getByText('Page 1/2 - 12 résultats')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Recherche' });
  await search.fill('Hélène7');
  await expect(page).toHaveURL(/q=H%C3%A9l%C3%A8ne7/);
  await expect(page.getByText('Page 1/1 - 1 résultats')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Page 1/2 - 12 résultats')).toBeVisible();

  await page.getByRole('link', { name: 'Exposante Hélène7' }).click();
  await expect(page.getByRole('heading', { name: 'Hélène7 Exposante' })).toBeVisible();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Marquer payée' }).click();
  await expect(page.locator('.detail-header .status')).toHaveText('Payée');
  await expect(page.getByRole('button', { name: 'Marquer payée' })).toHaveCount(0);

  const releasing = page.getByRole('button', { name: /^Libérer l'emplacement/ });
  await releasing.click();
  const pitch = page.getByRole('combobox', { name: 'Emplacement libre' });
  await pitch.selectOption({ index: 1 });
  const chosen = (await pitch.locator('option:checked').innerText()).split(',')[0]!;
  await page.getByRole('button', { name: 'Attribuer' }).click();
  await expect(page.getByRole('button', { name: `Libérer l'emplacement ${chosen}` })).toBeVisible();

  await page.getByRole('link', { name: 'Réservations', exact: true }).click();
  await page.getByRole('combobox', { name: 'Statut' }).selectOption('Payée');
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByRole('link', { name: 'Exposante Hélène7' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Exposante Hélène7' })).toContainText(chosen);
});

test('staff export the registrations as a CSV that Excel opens in a Belgian locale', async ({ page }) => {
  await page.goto('/admin/registrations?q=exposante');
  await signIn(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inscriptions-brocante-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines).toHaveLength(13);
  expect(lines[0]).toBe(
    `"Nom";"Prénom";"Type";"E-mail";"Téléphone";"Adresse";"Emplacement";"Nombre d'emplacements";"Montant";"Dont caution";"Communication structurée";"Statut";"Inscrit le";"Payé le";"Commentaire";"Langue"`,
  );
  const helene0 = lines.find((line) => line.includes('"Hélène0"'))!;
  expect(helene0).toContain('"Visiteur";"helene0@example.be"');
  expect(helene0).toContain('"15,00"');
  // Excel would read +++...+++ as a formula: the communication is the text formula ="...".
  expect(helene0).toMatch(/"=""\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+"""/);
  expect(helene0).toContain('"Table; chaises et « parasol »"');
});

test('staff print the exhibitors by pitch', async ({ page }) => {
  await page.goto('/admin/registrations');
  await signIn(page);
  await page.getByRole('link', { name: 'Liste des exposants' }).click();
  await expect(page.getByRole('heading', { name: /^Exposants par emplacement/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Exposante Hélène7' })).toContainText('Payée');
  await expectNoAxeViolation(page);
});

test('a duplicate pitch name is refused with the French message', async ({ page }) => {
  await page.goto('/admin/locations');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Emplacements' })).toBeVisible();
  await expect(page.getByText('Page 1/3 - 30 résultats')).toBeVisible();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Nouvel emplacement' }).click();
  await page.getByRole('textbox', { name: 'Nom' }).fill('a1');
  await page.getByRole('textbox', { name: /^Rue\b/ }).fill('Avenue des Trois Tilleuls');
  // Where it lies, for the plan.
  await page.getByRole('combobox', { name: 'Côté de la rue' }).selectOption({ label: 'côté pair' });
  await page.getByRole('textbox', { name: 'Ordre dans la rue' }).fill('11');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ce nom est déjà utilisé.');
  await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription(/Ce nom est déjà utilisé\./);
  await expectNoAxeViolation(page);

  await page.getByRole('textbox', { name: 'Nom' }).fill('P1');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('heading', { name: 'Nouvel emplacement' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Recherche' }).fill('P1');
  await expect(page.getByRole('row').filter({ hasText: 'P1' })).toContainText('Libre');
});

test('staff anonymise past editions after confirming', async ({ page }) => {
  await page.goto('/admin/registrations');
  await signIn(page);
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Anonymiser les éditions passées' }).click();
  // The seeded edition is the coming one: nothing to anonymise yet.
  await expect(page.getByRole('status').filter({ hasText: 'anonymisée' })).toHaveText('0 inscription(s) anonymisée(s).');
});

test('after signing out, the next call goes back to sign-in', async ({ page }) => {
  await page.goto('/admin/locations');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Emplacements' })).toBeVisible();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.goto('/admin/registrations');
  await expect(page).toHaveURL(/\/admin\/sign-in\?redirectTo=%2Fregistrations/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test('the admin shows its first screen, or that it is loading, before its scripts have arrived', async ({ context }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/admin/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back: each page is read as soon as it arrives.
  const inside = await context.newPage();
  await inside.goto('/admin/registrations', { waitUntil: 'commit' });
  await expect(inside.getByRole('status')).toHaveText('Chargement de l’administration…');
  // The sign-in screen comes prerendered with its page; nothing can be typed into it until the app takes it over.
  const signIn = await context.newPage();
  await signIn.goto('/admin/sign-in', { waitUntil: 'commit' });
  await expect(signIn.getByRole('heading', { name: 'Connexion des bénévoles' })).toBeVisible();
  await expect(signIn.locator('form')).toHaveAttribute('inert', '');
  release();
  await expect(signIn.locator('form')).not.toHaveAttribute('inert');
  await expect(signIn.getByRole('textbox', { name: 'Adresse e-mail' })).toBeEditable();
  await expect(inside).toHaveURL(/\/admin\/sign-in\?redirectTo=%2Fregistrations/);
  await expect(inside.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(inside.getByText('Chargement de l’administration…')).toHaveCount(0);
});

test('the admin goes to its error route when the configuration cannot be loaded', async ({ page }) => {
  await page.route('**/api/configuration', (route) => route.abort('connectionrefused'));
  await page.goto('/admin/registrations');
  await expect(page).toHaveURL(/\/admin\/error$/);
  await expect(page.getByRole('alert')).toHaveText("Il s'est produit une erreur lors du chargement des données.");
});

/** What sticks out of the page or of its own box: a table wider than its screen, a clipped card cell. */
async function overflowing(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`page ${document.documentElement.scrollWidth} px > ${window.innerWidth} px`);
    for (const scroller of document.querySelectorAll<HTMLElement>('.table-scroll')) {
      if (scroller.scrollWidth > scroller.clientWidth + 1)
        problems.push(`table ${scroller.scrollWidth} px > ${scroller.clientWidth} px`);
    }
    for (const cell of document.querySelectorAll<HTMLElement>('.data-table td, .data-table td *')) {
      if (cell.scrollWidth > cell.clientWidth + 1 && getComputedStyle(cell).overflowX !== 'visible')
        problems.push(`cell « ${cell.textContent} » clipped`);
      const box = cell.getBoundingClientRect();
      if (box.right > window.innerWidth + 1)
        problems.push(`« ${cell.textContent?.slice(0, 40)} » ends at ${Math.round(box.right)} px`);
    }
    return problems;
  });
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`staff screens fit a ${width} px screen without scrolling sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/admin/registrations');
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Réservations' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Exposante/ }).first()).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
    await page.goto('/admin/locations');
    await expect(page.getByRole('heading', { name: 'Emplacements' })).toBeVisible();
    await expect(page.getByText(/Page 1\//)).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
    await page.goto('/admin/registrations/refunds');
    await expect(page.getByRole('heading', { name: 'Remboursements', level: 1 })).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
    await page.goto('/admin/registrations/import');
    await page.getByLabel('Extrait de compte').setInputFiles({
      name: 'extrait.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Date;Montant;Communication;Nom\n02/04/2027;15,00;+++123/4567/89002+++;Une personne au nom très long pour voir\n',
        'utf8',
      ),
    });
    await expect(page.getByRole('heading', { name: 'Quelles colonnes ?' })).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Date' }).selectOption('Date');
    await page.getByRole('combobox', { name: 'Montant' }).selectOption('Montant');
    await page.getByRole('combobox', { name: 'Communication' }).selectOption('Communication');
    await page.getByRole('combobox', { name: "Donneur d'ordre (facultatif)" }).selectOption('Nom');
    await page.getByRole('button', { name: "Lire l'extrait" }).click();
    await expect(page.getByText(/^CSV \(colonnes choisies\) — 1 mouvement\./)).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
  });
}

test('the plan of the pitches shows each state, leads to the registration, and prints on A3', async ({ page }) => {
  await page.goto('/admin/plan');
  await signIn(page);
  await expect(page.getByRole('heading', { name: /^Plan des emplacements/ })).toBeVisible();
  const held = page.getByRole('link', { name: /: (en attente de paiement|payé|exposant arrivé) \(/ }).first();
  await expect(held).toBeVisible();
  const name = (await held.getAttribute('aria-label'))!.match(/\((.+)\)$/)![1]!;
  await expectNoAxeViolation(page);
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', document.querySelector('style')?.textContent ?? '');
  });
  await page.getByRole('button', { name: 'Imprimer en A3' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', /size: A3 landscape/);
  await held.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.split(' ').reverse().join(' '));
});

test('the dashboard is the first screen after signing in: pitches, money and registrations at a glance', async ({ page }) => {
  await page.goto('/admin/');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Emplacements \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Argent' })).toContainText('Reçu');
  await expect(page.getByText(/^Inscriptions par jour, du /)).toBeVisible();
  await expectNoAxeViolation(page);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolation, hydrated, staffHeaders } from '../support/page';
import { visitorRegistration } from '../support/registrations';

/**
 * What is sold where, on the day, on a phone: two exhibitors say what they sell, the site is built again with it, and a
 * visitor filters the plan by category while the API does not answer (the plan and its list are in the built page).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const PAGES = {
  fr: {
    path: '/brocante/plan/',
    list: 'Qui vend quoi, emplacement par emplacement',
    filter: 'Ce qui se vend',
    toys: 'jouets',
    pitch: 'Emplacement',
    table: 'Tous les emplacements, rue par rue',
  },
  nl: {
    path: '/nl/rommelmarkt/plan/',
    list: 'Wie verkoopt wat, standplaats per standplaats',
    filter: 'Wat er verkocht wordt',
    toys: 'speelgoed',
    pitch: 'Standplaats',
    table: 'Alle standplaatsen, straat per straat',
  },
} as const;

/** How many lines a cell's text takes on screen: the distinct tops of its text's boxes. */
const linesOf = (cell: Locator) =>
  cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
  });

/** The first cell of each row of the list: the pitches it shows. */
const listedPitches = (page: Page, list: string) =>
  page.getByRole('region', { name: list }).locator('tbody th').allTextContents();

test('a visitor filters the plan by « jouets » on a phone with the API stopped, in French and in Dutch', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  // Two pitches more, so that both exhibitors get one whatever the suites before them took.
  const staff = await staffHeaders(request);
  for (const number of ['2', '4']) {
    const pitch = { name: `M${String(stamp).slice(-6)}-${number}`, street: 'Rue des Marchands', number, meters: 3 };
    const created = await request.post('/api/locations', { headers: staff, data: { data: pitch } });
    expect(created.status()).toBe(201);
  }
  const pitches: Record<string, string> = {};
  for (const [who, saleCategories, houseNumber] of [
    ['Toys', ['toys', 'clothes'], '61'],
    ['Books', ['books'], '63'],
  ] as const) {
    const registered = await request.post('/api/registrations', {
      data: {
        data: {
          ...visitorRegistration({
            firstName: who,
            lastName: `Vendeur${stamp}`,
            email: `${who}.${stamp}@example.be`,
            houseNumber,
          }),
          saleCategories,
        },
      },
    });
    expect(registered.status()).toBe(201);
    pitches[who] = (await registered.json()).data.locations[0].name;
  }

  // Strapi asked for the site to be built again: the built plan page (its HTML, before any script) lists both pitches.
  await expect(async () => {
    const built = await (await request.get(PAGES.fr.path)).text();
    expect(built).toContain('sale-list');
    for (const name of [pitches.Toys, pitches.Books]) expect(built).toContain(`<th scope="row">${name}</th>`);
  }).toPass({ timeout: 120_000, intervals: [1000] });

  // The API stops answering: the page, its plan and its filter are the build's.
  let refused = 0;
  await page.route('**/api/**', (route) => {
    refused += 1;
    return route.abort();
  });
  for (const language of ['fr', 'nl'] as const) {
    const words = PAGES[language];
    await page.goto(words.path);
    await hydrated(page);
    const list = page.getByRole('region', { name: words.list });
    // Each category says how many pitches sell it, as the plan was built.
    await expect(list.getByRole('checkbox', { name: new RegExp(`^${words.toys}, \\d+ `) })).toBeVisible();
    await expect(list.locator('.sale-filter label', { hasText: words.toys })).toHaveText(new RegExp(`${words.toys} \\(\\d+\\)$`));
    // Both tables' « Emplacement » header on one line of the phone's screen, never cut mid-word.
    expect(await linesOf(list.getByRole('columnheader', { name: words.pitch, exact: true }))).toBe(1);
    await page.getByText(words.table).click();
    const table = page.locator('.plan-table');
    expect(await linesOf(table.getByRole('columnheader', { name: words.pitch, exact: true }))).toBe(1);
    await list.getByRole('group', { name: words.filter }).getByRole('checkbox', { name: words.toys }).check();
    await expect(list.getByRole('status')).toHaveText(/^\d+ /);
    const shown = await listedPitches(page, words.list);
    expect(shown).toContain(pitches.Toys);
    expect(shown).not.toContain(pitches.Books);
    // Every pitch shown sells toys; the plan is still drawn; no exhibitor's name, none asked for it.
    for (const row of await list.locator('tbody tr').all()) await expect(row.locator('td').last()).toContainText(words.toys);
    await expect(page.locator('.street-plan').first()).toBeVisible();
    // On the plan, the toys' pitch says so and the books' one is faded.
    await expect(page.getByRole('img', { name: new RegExp(`^${pitches.Toys},.* — .*${words.toys}`) })).not.toHaveClass(/faded/);
    await expect(page.getByRole('img', { name: new RegExp(`^${pitches.Books},`) })).toHaveClass(/faded/);
    await expect(page.getByRole('main')).not.toContainText(`Vendeur${stamp}`);
    // Nothing wider than the phone's screen but the plan's own drawing, which scrolls.
    expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectNoAxeViolation(page);
  }
  expect(refused).toBeGreaterThan(0);
});

test("on a phone, the form's optional step looks like something to open and says its title once", async ({ page }) => {
  await page.goto('/brocante/inscription/');
  await hydrated(page);
  const step = page.getByText('Ce que vous vendrez (facultatif)');
  await expect(step).toHaveCount(1);
  // A chevron drawn before its title, pointing down, then up once the step is open.
  const marker = () =>
    step.evaluate((summary) => {
      const before = getComputedStyle(summary, '::before');
      return { content: before.content, width: parseFloat(before.width), transform: before.transform };
    });
  const closed = await marker();
  expect(closed.content).not.toBe('none');
  expect(closed.width).toBeGreaterThan(4);
  await step.click();
  const sold = page.getByRole('group', { name: 'Ce que vous vendrez (facultatif)' });
  await expect(sold.getByRole('checkbox', { name: 'jouets' })).toBeVisible();
  expect((await marker()).transform).not.toBe(closed.transform);
  await expect(page.getByText(/Ce que vous vendrez/)).toHaveCount(1);
  await expectNoAxeViolation(page);
});

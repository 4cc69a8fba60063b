import { expect, test } from '@playwright/test';
import { DEV_URLS } from '../support/dev-stack';
import { fillRegistration, hydrated } from '../support/page';

/**
 * With `pnpm dev`, Strapi asks the dev server to take in what changed (a registration that takes a pitch with what it
 * sells, an editor who publishes): the next page shows it, and a page open under someone's hands is never reloaded.
 */
test("a registration's receipt stays on screen while the dev site takes in new content", async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  // The first page a browser opens after the dev server started reloads once (Vite keeps its startup's message for it).
  await page.goto('/');
  await page.waitForTimeout(2_000);
  await page.goto('/brocante/inscription/');
  await hydrated(page);
  await fillRegistration(page, {
    firstName: 'Reçue',
    lastName: `Gardée${stamp}`,
    email: `recue.${stamp}@example.be`,
    phone: '0470 11 22 33',
    street: 'Chaussée de la Hulpe',
    houseNumber: '12',
    postalCode: '1170',
    city: 'Watermael-Boitsfort',
  });
  // What they sell: a pitch taken with categories asks the site's rebuild, as the plan shows them.
  await page.getByText('Ce que vous vendrez (facultatif)').click();
  await page.getByRole('checkbox', { name: 'jouets' }).check();
  await page.getByRole('button', { name: "Je m'inscris" }).click();
  await expect(page.getByRole('heading', { name: 'Inscription enregistrée' })).toBeVisible();
  // Marks this very document: a reload of the page would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-receipt-read', 'yes'));

  // Meanwhile an editor publishes a post: Strapi asks the dev server, which takes it in.
  const login = await request.post(`${DEV_URLS.panel}/admin/login`, {
    data: { email: 'editeur@example.be', password: 'Brocante-2027' },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const posts = `${DEV_URLS.panel}/content-manager/collection-types/api::post.post`;
  const slug = `2027/pendant-un-recu-${stamp}`;
  const created = await request.post(posts, {
    headers,
    data: { title: 'Publié pendant une inscription', slug, excerpt: 'En direct.', body: 'Bonjour.' },
  });
  expect(created.status()).toBe(201);
  const { documentId } = (await created.json()).data;
  expect((await request.post(`${posts}/${documentId}/actions/publish`, { headers, data: {} })).status()).toBe(200);
  await expect(async () => {
    expect((await request.get(`/blog/${slug}/`)).status()).toBe(200);
  }).toPass({ timeout: 30_000, intervals: [500] });
  // The dev server told its open pages what it took in before it served the post: a reload would be under way.
  await page.waitForTimeout(3_000);

  await expect(page.locator('html')).toHaveAttribute('data-receipt-read', 'yes');
  await expect(page.getByRole('heading', { name: 'Inscription enregistrée' })).toBeVisible();
  await expect(page.locator('.transfer')).toContainText('BE21 0012 3456 7803');
  await expect(page.locator('.reference')).toHaveText(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
  await expect(page.getByRole('img', { name: /Code QR de virement/ })).toBeVisible();

  // The next page shows the new post.
  await page.goto('/blog/');
  await expect(page.getByRole('link', { name: 'Publié pendant une inscription' })).toBeVisible();
});

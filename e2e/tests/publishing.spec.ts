import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_STRAPI_URL } from '../support/stack';

async function signInAsEditor(request: APIRequestContext) {
  const login = await request.post(`${E2E_STRAPI_URL}/admin/login`, {
    data: { email: 'editeur@example.be', password: 'Brocante-2027' },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

/** An editor publishes in Strapi's panel API; the webhook rebuilds the static site. */
test('a published post reaches the built site', async ({ page, request }) => {
  test.setTimeout(120_000);
  const headers = await signInAsEditor(request);
  const slug = `2027/publication-${Date.now()}`;
  const created = await request.post(`${E2E_STRAPI_URL}/content-manager/collection-types/api::post.post`, {
    headers,
    data: {
      title: 'Les exposants de la brocante',
      slug,
      excerpt: 'Qui vend quoi dans nos rues.',
      body: 'La liste des exposants sera publiée la veille.',
    },
  });
  expect(created.status()).toBe(201);
  const documentId = (await created.json()).data.documentId;

  const publishedAt = Date.now();
  const published = await request.post(
    `${E2E_STRAPI_URL}/content-manager/collection-types/api::post.post/${documentId}/actions/publish`,
    { headers, data: {} },
  );
  expect(published.status()).toBe(200);

  await expect(async () => {
    const response = await page.goto(`/blog/${slug}/`);
    expect(response?.status()).toBe(200);
  }).toPass({ timeout: 90_000, intervals: [500] });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les exposants de la brocante');
  console.log(`Publication → site construit : ${((Date.now() - publishedAt) / 1000).toFixed(1)} s`);
});

test("the committee's rules, rewritten and published by an editor, reach the built site", async ({ page, request }) => {
  test.setTimeout(120_000);
  const headers = await signInAsEditor(request);
  const rules = `${E2E_STRAPI_URL}/content-manager/single-types/api::rules-page.rules-page`;
  const current = (await (await request.get(rules, { headers })).json()).data;
  const rule = `Les stands ferment à ${10 + (Date.now() % 8)} h ${Date.now() % 60} précises.`;
  const body = `${current.body}7. ${rule}\n`;
  expect((await request.put(rules, { headers, data: { ...current, body } })).status()).toBe(200);
  expect((await request.post(`${rules}/actions/publish`, { headers, data: { ...current, body } })).status()).toBe(200);

  await expect(async () => {
    await page.goto('/brocante/reglement/');
    await expect(page.getByRole('listitem').filter({ hasText: rule })).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 90_000, intervals: [1000] });
  await expect(page.getByRole('article').getByRole('listitem')).toHaveCount(7);
});

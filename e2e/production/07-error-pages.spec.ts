import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { hydrated } from '../support/page';
import { watchPolicy } from '../support/policy-violations';
import {
  FIRST_STRAPI_PID,
  PRODUCTION_PANEL_ORIGIN,
  PRODUCTION_PANEL_PASSWORD,
  PRODUCTION_SECOND_STRAPI_URL,
  PRODUCTION_STRAPI_URL,
  PRODUCTION_UPGRADE_FLAG,
  PRODUCTION_URL,
  SECOND_STRAPI_PID,
} from '../support/production-stack';

/**
 * nginx's own errors (deploy/nginx/error-pages.conf), last (order: 01-site.spec.ts): this file stops the Strapi that
 * 05-two-processes.spec.ts left (and the second, when run alone). A person reads a page of the site in French and in
 * Dutch, with the error's status; the site's and the admin's scripts read the API's JSON, in the language they ask for.
 */
test.describe.configure({ mode: 'serial' });

const UNAVAILABLE = { fr: 'Momentanément indisponible', nl: 'Tijdelijk niet beschikbaar' };

/** A browser of its own, recording what the pages' policy refuses (the error pages' styles are written into them). */
async function openBrowser(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, ...options });
  const violations = await watchPolicy(context);
  return { page: await context.newPage(), violations, close: () => context.close() };
}

/** The site's header as its home shows it: the quarter, the committee, and its colour. */
async function siteHeader(page: Page) {
  await page.goto('/');
  const header = page.locator('header.site-header > .bar > a');
  return {
    text: (await header.textContent()) ?? '',
    colour: await page.locator('header.site-header').evaluate((element) => getComputedStyle(element).backgroundColor),
  };
}

/** One of nginx's error pages, as a person sees it: its status, the site's header, both titles, a link home in each language. */
async function expectErrorPage(
  page: Page,
  response: Response | null,
  status: number,
  titles: { fr: string; nl: string },
  home: Awaited<ReturnType<typeof siteHeader>>,
) {
  expect(response?.status()).toBe(status);
  await expect(page.locator('section[lang="fr-BE"] h1')).toHaveText(titles.fr);
  await expect(page.locator('section[lang="nl-BE"] h1')).toHaveText(titles.nl);
  await expect(page.locator('header.site-header > .bar > a')).toHaveText(home.text);
  await expect(page.locator('header.site-header')).toHaveCSS('background-color', home.colour);
  await expect(page.getByRole('link', { name: "Aller à l'accueil du site" })).toHaveAttribute('href', `${PRODUCTION_URL}/`);
  await expect(page.getByRole('link', { name: 'Naar de startpagina van de site' })).toHaveAttribute(
    'href',
    `${PRODUCTION_URL}/nl/`,
  );
}

test('a form too large, an unreadable address, the panel without its password: a page of the site in French and Dutch', async ({
  browser,
  request,
}) => {
  const { page, violations, close } = await openBrowser(browser);
  const home = await siteHeader(page);
  expect(home.text).toContain('Comité');

  // A form sent with more than the site takes (8 MB).
  await page.goto('/contact/');
  const tooLarge = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.evaluate(() => {
    const form = Object.assign(document.createElement('form'), { method: 'post', action: '/contact/' });
    form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'piece', value: 'x'.repeat(9_000_000) }));
    document.body.append(form);
    form.submit();
  });
  await page.waitForLoadState();
  await expectErrorPage(page, await tooLarge, 413, { fr: 'Envoi trop volumineux', nl: 'Te grote zending' }, home);
  await expect(page.getByText('Le contenu envoyé est trop volumineux. Envoyez un fichier plus petit.')).toBeVisible();

  // An address nginx cannot read.
  await expectErrorPage(page, await page.goto('/%E0%A4%A'), 400, { fr: 'Demande illisible', nl: 'Onleesbaar verzoek' }, home);

  expect(violations).toEqual([]);
  await close();

  // The admin's and the site's scripts get JSON, in the language they ask for: the same message.
  const body = 'x'.repeat(9_000_000);
  const refused = await request.post('/api/registrations', { data: body, headers: { 'accept-language': 'nl' } });
  expect(refused.status()).toBe(413);
  expect(refused.headers()['content-type']).toBe('application/json');
  expect(await refused.json()).toEqual({
    data: null,
    error: {
      name: 'PayloadTooLargeError',
      message: 'De verzonden inhoud is te groot. Verstuur een kleiner bestand.',
      details: {},
    },
  });
  // The panel, when the committee's password is not given: the browser still asks for it, and shows this page if
  // the person gives up.
  const closed = await request.get(`${PRODUCTION_PANEL_ORIGIN}/admin`);
  expect(closed.status()).toBe(401);
  expect(closed.headers()['www-authenticate']).toMatch(/^Basic realm=/);
  expect(await closed.text()).toMatch(/<h1>Accès réservé<\/h1>.*<h1>Toegang voorbehouden<\/h1>/s);
  // Never served as pages of their own.
  expect((await request.get('/erreur-serveur/indisponible/')).status()).toBe(404);
});

test("an upgrade's window: the API answers 503 in French and Dutch with when to send again, and a message sent then arrives by itself", async ({
  browser,
  request,
}) => {
  writeFileSync(PRODUCTION_UPGRADE_FLAG, '');
  try {
    for (const [language, message] of [
      ['fr', 'Le site du comité se met à jour et sera de retour dans un instant.'],
      ['nl-BE,nl;q=0.9', 'De site van het comité wordt bijgewerkt en is zo terug.'],
    ] as const) {
      const answer = await request.post('/api/contact-messages', { headers: { 'accept-language': language }, data: {} });
      expect(answer.status()).toBe(503);
      expect(answer.headers()['retry-after']).toBe('5');
      expect(answer.headers()['content-type']).toBe('application/json');
      const { error } = (await answer.json()) as { error: { name: string; message: string } };
      expect(error.name).toBe('ServiceUnavailableError');
      expect(error.message).toContain(message);
    }
    rmSync(PRODUCTION_UPGRADE_FLAG);
    // A person fills the contact form, and sends it as the server starts upgrading: the form waits, what they typed
    // kept, and sends again when nginx said to; the upgrade ends meanwhile, and the message arrives.
    const { page, violations, close } = await openBrowser(browser);
    await page.goto('/contact/');
    await hydrated(page);
    await page.getByRole('textbox', { name: 'Votre nom' }).fill('Jeanne Pendant');
    await page.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('jeanne.pendant@example.be');
    await page.getByRole('textbox', { name: 'Sujet' }).fill('Pendant la mise à jour');
    await page.getByRole('textbox', { name: 'Message' }).fill('Envoyé pendant la mise à jour du serveur.');
    writeFileSync(PRODUCTION_UPGRADE_FLAG, '');
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact-messages'));
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    expect((await sent).status()).toBe(503);
    rmSync(PRODUCTION_UPGRADE_FLAG);
    await expect(page.getByRole('heading', { name: 'Message envoyé' })).toBeVisible({ timeout: 15_000 });
    expect(violations).toEqual([]);
    await close();
  } finally {
    rmSync(PRODUCTION_UPGRADE_FLAG, { force: true });
  }
});

test('Strapi stopped: a document, the panel and the API say so in French and Dutch, with 502', async ({ browser, request }) => {
  // Every Strapi stopped, as an operator stops them (05-two-processes.spec.ts already killed the second).
  for (const pidFile of [FIRST_STRAPI_PID, SECOND_STRAPI_PID]) {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGTERM');
    } catch {
      // Already stopped.
    }
  }
  for (const url of [PRODUCTION_STRAPI_URL, PRODUCTION_SECOND_STRAPI_URL])
    await expect(async () => expect(fetch(`${url}/_health`)).rejects.toThrow()).toPass({ timeout: 30_000 });

  const { page, violations, close } = await openBrowser(browser, {
    httpCredentials: { username: PRODUCTION_PANEL_PASSWORD.user, password: PRODUCTION_PANEL_PASSWORD.password },
  });
  const home = await siteHeader(page);
  // A document of the media library, linked from a news item.
  await expectErrorPage(page, await page.goto('/uploads/reglement.pdf'), 502, UNAVAILABLE, home);
  await expect(
    page.getByText("Le serveur du comité ne répond pas pour l'instant. Réessayez dans quelques minutes."),
  ).toBeVisible();
  await expect(
    page.getByText('De server van het comité antwoordt momenteel niet. Probeer het over enkele minuten opnieuw.'),
  ).toBeVisible();
  // The editors' panel.
  await expectErrorPage(page, await page.goto(`${PRODUCTION_PANEL_ORIGIN}/admin`), 502, UNAVAILABLE, home);
  expect(violations).toEqual([]);
  await close();

  for (const [language, message] of [
    ['fr', "Le serveur du comité ne répond pas pour l'instant. Réessayez dans quelques minutes."],
    ['nl-BE,nl;q=0.9,fr;q=0.8', 'De server van het comité antwoordt momenteel niet. Probeer het over enkele minuten opnieuw.'],
  ] as const) {
    const answer = await request.get('/api/configuration', { headers: { 'accept-language': language } });
    expect(answer.status()).toBe(502);
    expect(answer.headers()['content-type']).toBe('application/json');
    expect(await answer.json()).toEqual({ data: null, error: { name: 'ServiceUnavailableError', message, details: {} } });
  }
});

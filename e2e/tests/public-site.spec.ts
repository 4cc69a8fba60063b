import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { epcQrPayload, parseStructuredCommunication } from '@brocante/shared';
import { expectNoAxeViolation, fillRegistration, hydrated } from '../support/page';
import { setRegistrationDeadlines, strapiDatabase } from '../support/strapi-database';
import { pageWeight, REGISTRATION_JS_BUDGET } from '../../scripts/page-weight.mjs';

const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000);

async function decodeQr(page: Page): Promise<string | null> {
  const png = PNG.sync.read(await page.getByRole('img', { name: /Code QR de virement/ }).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

test.afterEach(() => setRegistrationDeadlines({ neighbor: IN_A_MONTH, visitor: IN_A_MONTH }));

test('the home page shows the quarter, the committee, the brocante and the latest news', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Comité de quartier des Trois Tilleuls/);
  await expect(page.getByRole('banner')).toContainText('Quartier des Trois Tilleuls');
  await expect(page.getByRole('banner')).toContainText('Comité de quartier des Trois Tilleuls');
  await expect(page.getByText('15,00 €')).toBeVisible();
  await expect(page.getByRole('link', { name: "Je m'inscris comme riverain" })).toBeVisible();
  await expect(page.getByRole('link', { name: "Je m'inscris comme visiteur" })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Comité de quartier des Trois Tilleuls`,
  );
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Actualités' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' })).toBeVisible();
  // The home's only JavaScript is its live figures' script (below); news pages have none.
  expect(await page.locator('script').count()).toBe(1);
});

test("the committee's pages show what editors published in Strapi", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toContainText('fait vivre l’avenue des Trois Tilleuls');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Page Facebook du comité' });
  await expect(footerLink).toHaveAttribute('href', 'https://www.facebook.com/comite.trois.tilleuls');

  await page.goto('/brocante/reglement/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Règlement de la brocante');
  await expect(page.getByRole('listitem').filter({ hasText: 'Installation entre 7 h et 9 h' })).toBeVisible();

  await page.goto('/confidentialite/');
  await expect(page.getByRole('heading', { name: 'Vos droits' })).toBeVisible();
  // The periods come from the retention rules, whatever editors write.
  await expect(page.getByRole('heading', { name: 'Combien de temps nous les gardons' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Les messages de contact sont effacés 12 mois après leur réception.');

  await page.goto('/contact/');
  await expect(page.getByRole('main')).toContainText('Une question, une idée pour le quartier ?');
  await expect(page.getByRole('link', { name: 'comite@trois-tilleuls.example' })).toHaveAttribute(
    'href',
    'mailto:comite@trois-tilleuls.example',
  );
  await expect(page.getByRole('link', { name: '+32 2 555 01 70' })).toHaveAttribute('href', 'tel:+3225550170');
});

test('a person reads a news post whose slug holds a slash', async ({ page }) => {
  await page.goto('/blog/');
  await page.getByRole('link', { name: 'La brocante de printemps revient dans le quartier' }).click();
  await expect(page).toHaveURL(/\/blog\/2027\/brocante-de-printemps\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La brocante de printemps revient dans le quartier');
  await expect(page.getByRole('heading', { name: 'Comment s’inscrire ?' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Une rue bordée de tilleuls, un matin de brocante' })).toBeVisible();
  expect(await page.locator('script').count()).toBe(0);
});

test('a person sends a contact message with the keyboard alone, and Strapi has it', async ({ page }) => {
  await page.goto('/contact/');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Votre nom' }).focus();
  await page.keyboard.type('Jeanne Lambert');
  await page.keyboard.press('Tab');
  await page.keyboard.type('jeanne.lambert@example.be');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Bancs du parc');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Bonjour, un banc du parc est cassé depuis la tempête.');
  // The button turns active once the form is complete: a busy machine renders it a moment after the last key.
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Message envoyé' })).toBeVisible();

  const db = strapiDatabase();
  const stored = db
    .prepare('SELECT name, subject, message FROM contact_messages WHERE email = ?')
    .get('jeanne.lambert@example.be');
  db.close();
  expect(stored).toEqual({
    name: 'Jeanne Lambert',
    subject: 'Bancs du parc',
    message: 'Bonjour, un banc du parc est cassé depuis la tempête.',
  });
});

test('an invalid field says why in red beneath it and keeps the button disabled', async ({ page }) => {
  await page.goto('/contact/');
  await hydrated(page);
  const email = page.getByRole('textbox', { name: 'Votre adresse e-mail' });
  await email.fill('jeanne@');
  await email.blur();
  await expect(email).toHaveAccessibleDescription('Adresse e-mail invalide.');
  await expect(page.getByText('Adresse e-mail invalide.')).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeDisabled();
});

const fillNeighborRegistration = (page: Page, email: string) =>
  fillRegistration(page, {
    firstName: 'Marie',
    lastName: 'Dupont',
    email,
    phone: '0470 12 34 56',
    street: 'Rue de la Sapinière',
    houseNumber: '3',
  });

test('a neighbor registers, sees the payment instructions and a QR code their bank reads', async ({ page }) => {
  await page.goto('/brocante/inscription-riverain/');
  await hydrated(page);
  await expect(page.getByText(/Inscriptions ouvertes jusqu'au/)).toBeVisible();
  await fillNeighborRegistration(page, 'marie.dupont@example.be');
  await page.getByRole('button', { name: "Je m'inscris" }).click();

  await expect(page.getByRole('heading', { name: 'Inscription enregistrée' })).toBeVisible();
  await expect(page.getByText('Votre emplacement : S2, Rue de la Sapinière (devant le n° 3).')).toBeVisible();
  const transfer = page.locator('.transfer');
  await expect(transfer).toContainText('15,00 €');
  await expect(transfer).toContainText('Comité de quartier des Trois Tilleuls ASBL');
  await expect(transfer).toContainText('BE21 0012 3456 7803');
  await expect(transfer).toContainText('GEBABEBB');
  const reference = await page.locator('.reference').innerText();
  expect(reference).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
  const digits = parseStructuredCommunication(reference);
  expect(digits).not.toBeNull();
  expect(Number(BigInt(digits!.slice(0, 10)) % 97n) || 97).toBe(Number(digits!.slice(10)));

  expect(await decodeQr(page)).toBe(
    epcQrPayload({
      beneficiary: 'Comité de quartier des Trois Tilleuls ASBL',
      iban: 'BE21001234567803',
      bic: 'GEBABEBB',
      amount: 15,
      structuredCommunication: digits!,
    }),
  );

  const db = strapiDatabase();
  const stored = db
    .prepare(
      `SELECT r.status, r.amount, r.payment_reference AS reference, l.name AS pitch
       FROM registrations r JOIN registrations_locations_lnk k ON k.registration_id = r.id JOIN locations l ON l.id = k.location_id
       WHERE r.email = ?`,
    )
    .get('marie.dupont@example.be');
  db.close();
  expect(stored).toEqual({ status: 'pending', amount: 15, reference: digits, pitch: 'S2' });
});

test('each registration page ships at most its budget of JavaScript, gzipped, before anyone touches it', async ({ page }) => {
  for (const path of [
    '/brocante/inscription-riverain/',
    '/brocante/inscription/',
    '/nl/rommelmarkt/inschrijving-buurtbewoner/',
  ]) {
    const { js } = await pageWeight(page, path);
    console.log(`${path} : ${js} o de JavaScript gz (budget ${REGISTRATION_JS_BUDGET})`);
    expect(js).toBeGreaterThan(60_000);
    expect(js).toBeLessThanOrEqual(REGISTRATION_JS_BUDGET);
  }
});

test('a neighbor is told the route is closed after its deadline, and the server refuses a late form', async ({ page }) => {
  await page.goto('/brocante/inscription-riverain/');
  await hydrated(page);
  await fillNeighborRegistration(page, 'en.retard@example.be');
  // The deadline passes while the form is open: the server refuses, in French.
  setRegistrationDeadlines({ neighbor: new Date(Date.now() - 60_000) });
  await page.getByRole('button', { name: "Je m'inscris" }).click();
  await expect(page.getByRole('alert')).toContainText('Les inscriptions des riverains sont clôturées.');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inscriptions clôturées' })).toBeVisible();
  await expect(page.getByText(/Les inscriptions des riverains sont clôturées depuis le/)).toBeVisible();
  await expect(page.getByRole('link', { name: "l'inscription des visiteurs" })).toBeVisible();
  await expect(page.getByRole('button', { name: "Je m'inscris" })).toHaveCount(0);
});

test('the public plan shows every pitch free or taken, street by street, and no one’s name', async ({ page }) => {
  await page.goto('/brocante/plan/');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Plan des emplacements' })).toBeVisible();
  const ramier = page.getByRole('group', { name: /^Rue du Ramier — 10 emplacements/ });
  await expect(ramier).toBeVisible();
  await expect(ramier.getByRole('img', { name: /^R1, devant le n° 1, côté impair, 3 m : (libre|pris)$/ })).toBeVisible();
  await page.getByText('Tous les emplacements, rue par rue').click();
  await expect(page.getByRole('table')).toContainText('Avenue des Trois Tilleuls');
  expect(await page.content()).not.toMatch(/Dupont|Exposante/);
});

test('the error page is shown when the API is down', async ({ page }) => {
  await page.route('**/api/configuration', (route) => route.abort('connectionrefused'));
  await page.goto('/brocante/inscription/');
  await expect(page).toHaveURL(/\/error\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Un problème est survenu');
});

test('an unknown path answers the not-found page', async ({ page }) => {
  const response = await page.goto('/nulle-part');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
});

test('the admin and the API are reachable on the same origin', async ({ page, request }) => {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Connexion des bénévoles' })).toBeVisible();
  const configuration = await request.get('/api/configuration');
  expect(configuration.status()).toBe(200);
  expect((await configuration.json()).data.registrationPrice).toBe(15);
});

for (const path of [
  '/',
  '/blog/',
  '/blog/2027/brocante-de-printemps/',
  '/contact/',
  '/brocante/inscription-riverain/',
  '/brocante/inscription/',
  '/brocante/reglement/',
  '/brocante/plan/',
  '/confidentialite/',
  '/error/',
  '/nulle-part',
  '/nl/',
  '/nl/nieuws/',
  '/nl/nieuws/2027/brocante-de-printemps/',
  '/nl/contact/',
  '/nl/rommelmarkt/inschrijving-buurtbewoner/',
  '/nl/rommelmarkt/inschrijving/',
  '/nl/rommelmarkt/reglement/',
  '/nl/rommelmarkt/plan/',
  '/nl/privacy/',
  '/nl/error/',
  '/nl/nergens',
]) {
  test(`axe finds no WCAG 2.1 AA violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    if (/^\/(brocante\/inscription|nl\/rommelmarkt\/inschrijving)/.test(path) || /^\/(nl\/)?contact\/$/.test(path)) {
      await hydrated(page);
      await page.locator('form').waitFor();
    }
    await expectNoAxeViolation(page);
  });
}

test('axe finds no violation on the payment instructions', async ({ page }) => {
  await page.goto('/brocante/inscription/');
  await hydrated(page);
  await fillRegistration(page, {
    firstName: 'Paul',
    lastName: 'Martin',
    email: 'paul.martin@example.be',
    phone: '+32 2 123 45 67',
    street: 'Chaussée de la Hulpe',
    houseNumber: '10',
    postalCode: '1170',
    city: 'Watermael-Boitsfort',
  });
  await page.getByRole('button', { name: "Je m'inscris" }).click();
  await expect(page.getByRole('heading', { name: 'Inscription enregistrée' })).toBeVisible();
  await expectNoAxeViolation(page);
});

test('the one-origin server answers an unreadable address with 400 and sends the proxy’s security headers', async ({
  request,
}) => {
  expect((await request.get('/%E0%A4%A')).status()).toBe(400);
  const site = (await request.get('/contact/')).headers();
  expect(site['content-security-policy']).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'");
  expect(site['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(site['referrer-policy']).toBe('no-referrer');
  const admin = (await request.get('/admin/sign-in')).headers();
  expect(admin['content-security-policy']).toContain("script-src 'self'");
  const api = (await request.get('/api/configuration')).headers();
  expect(api['content-security-policy']).toContain("default-src 'none'");
  expect(api['x-powered-by']).toBeUndefined();
});

test('the home shows the live free pitches and routes over the built ones, and is right without JavaScript', async ({
  browser,
  request,
}) => {
  const built = Number((await (await request.get('/')).text()).match(/data-live-count[^>]*>(\d+)</)![1]);
  const registered = await request.post('/api/registrations', {
    data: {
      data: {
        kind: 'visitor',
        firstName: 'Live',
        lastName: 'Chiffres',
        email: 'live@example.be',
        phone: '0470 12 34 56',
        street: 'Rue Haute',
        houseNumber: '1',
        postalCode: '1000',
        city: 'Bruxelles',
        acceptsRules: true,
        acceptsPrivacy: true,
      },
    },
  });
  expect(registered.status()).toBe(201);
  const live = (await (await request.get('/api/configuration')).json()).data.count;
  expect(live).toBeLessThan(built);
  setRegistrationDeadlines({ visitor: new Date(Date.now() - 60_000) });

  const page = await browser.newPage();
  await page.goto('/');
  await expect(page.locator('[data-live-count]')).toHaveText(String(live));
  await expect(page.getByText('Les inscriptions des visiteurs sont clôturées.')).toBeVisible();
  await expect(page.getByRole('link', { name: "Je m'inscris comme visiteur" })).toBeHidden();
  await expect(page.getByRole('link', { name: "Je m'inscris comme riverain" })).toBeVisible();
  // The script: one, small, no framework.
  const sources = await page
    .locator('script[src]')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  const code = [...(await Promise.all(sources.map(async (source) => (await request.get(source)).text()))), ...inline].join('');
  const gzipped = gzipSync(code).length;
  console.log(`Script des chiffres en direct : ${gzipped} o gz`);
  expect(gzipped).toBeLessThanOrEqual(1024);
  expect(code).not.toMatch(/react/i);

  // Without JavaScript, the page says what it said when it was built.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.goto('/');
  await expect(still.locator('[data-live-count]')).toHaveText(String(built));
  await expect(still.getByRole('link', { name: "Je m'inscris comme visiteur" })).toBeVisible();
  await context.close();
});

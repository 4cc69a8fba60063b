import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { epcQrPayload, parseStructuredCommunication } from '@brocante/shared';
import { expectNoAxeViolation, fillRegistration, hydrated } from '../support/page';
import { reopenRegistrations, setRegistrationDeadlines, strapiDatabase } from '../support/strapi-database';
import { pageWeight, REGISTRATION_JS_BUDGET } from '../../scripts/page-weight.mjs';

/**
 * Registering on the public site, and the routes closing (order: public-site-contact.spec.ts). The tests keep
 * their order: the neighbor takes pitch S2 before any visitor here registers, and the plan is read once she has.
 */
test.afterEach(() => reopenRegistrations());

async function decodeQr(page: Page): Promise<string | null> {
  const png = PNG.sync.read(await page.getByRole('img', { name: /Code QR de virement/ }).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

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

import { expect, test, type Locator, type Page } from '@playwright/test';
import { emailTo, privateLinkOf } from '../support/mail';
import { expectNoAxeViolation, fillRegistration, hydrated, REGISTRATION_LABELS } from '../support/page';

/**
 * The Dutch site, as a Dutch-speaking neighbor uses it. The texts are written here as the pages and e-mails say them
 * (site/src/i18n/nl.ts, cms/src/emails/words/nl.ts): e2e imports no other app, and a test reads what a person reads.
 */
const NL = {
  receivedSubject: 'Rommelmarkt: inschrijving ontvangen',
  cancelledSubject: 'Rommelmarkt: inschrijving geannuleerd',
  transferQrFile: 'overschrijving-rommelmarkt.png',
  transferQrAlt: 'QR-code voor de overschrijving, te scannen met uw bankapp',
};

/** What the layout says in French (site/src/i18n/frame/fr.ts, layout), none of which a Dutch page may show. */
const FRENCH_LAYOUT = ['Accueil', 'Actualités', 'Aller au contenu', 'Vie privée', 'Navigation principale', 'Nederlands'];

/** Words of the French forms and registrant's page, none of which their Dutch pages may show. */
const FRENCH_FORMS = [
  'Prénom',
  'Adresse e-mail',
  'Téléphone',
  'emplacement',
  'Inscriptions ouvertes',
  "Je m'inscris",
  'Communication structurée',
  'Annuler mon inscription',
  'inscription',
  'Montant',
];

/** The layout of a Dutch page speaks Dutch only: its header, navigation, skip link and footer. */
async function expectDutchLayout(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  const navigation = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
  for (const name of ['Home', 'Nieuws', 'Rommelmarkt', 'Contact']) {
    await expect(navigation.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true })).toBeVisible();
  await expect(page.locator('a.skip')).toHaveText('Naar de inhoud');
  for (const part of [page.getByRole('banner'), page.locator('a.skip'), page.getByRole('contentinfo')]) {
    await expectNoneOf(part, FRENCH_LAYOUT);
  }
}

/** An e-mail's text with the no-break spaces of nl-BE amounts and dates as plain spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** None of `words` in what `part` shows (whole words, as a person reads them). */
async function expectNoneOf(part: Locator, words: string[]) {
  const text = await part.innerText();
  const found = words.filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'iu').test(text));
  expect(found, `French words shown on a Dutch page: ${found.join(', ')}`).toEqual([]);
}

test("a Dutch neighbor's whole path: home, registration, e-mail with its QR, private page, cancellation", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `jan.peeters.${Date.now()}@example.be`;

  // The Dutch home, and the site's own link to the neighbors' registration.
  await page.goto('/nl/');
  await expectDutchLayout(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('De rommelmarkt van de wijk');
  await expect(page.getByText('€ 15,00').first()).toBeVisible();
  await page.getByRole('link', { name: 'Ik schrijf me in als buurtbewoner' }).click();
  await expect(page).toHaveURL(/\/nl\/rommelmarkt\/inschrijving-buurtbewoner\/$/);
  await hydrated(page);
  await page.locator('form').waitFor();

  await expectDutchLayout(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inschrijving van de buurtbewoners voor de rommelmarkt');
  await expect(page.getByText(/Inschrijvingen open tot/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Uw gegevens' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Straat' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Gemeente' })).toHaveAttribute('readonly');
  await expectNoneOf(page.getByRole('main'), FRENCH_FORMS);
  await expectNoAxeViolation(page);

  // A mistyped address is refused in Dutch, and the button waits.
  const address = page.getByRole('textbox', { name: 'E-mailadres' });
  await address.fill('jan.peeters@');
  await address.blur();
  await expect(page.getByText('Ongeldig e-mailadres.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ik schrijf me in' })).toBeDisabled();

  await fillRegistration(
    page,
    { firstName: 'Jan', lastName: 'Peeters', email, phone: '0470 98 76 54', street: 'Rue du Ramier', houseNumber: '5' },
    REGISTRATION_LABELS.nl,
  );
  await expect(page.getByText('Ongeldig e-mailadres.')).toHaveCount(0);
  // The registration goes in Dutch: its e-mails and private page will be.
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/registrations') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Ik schrijf me in' }).click();
  const request = await sent;
  expect(request.postDataJSON().data.language).toBe('nl');
  expect(await request.headerValue('accept-language')).toBe('nl');

  // The receipt, in Dutch: amounts as nl-BE writes them, the structured communication by its Belgian Dutch name.
  await expect(page.getByRole('heading', { name: 'Inschrijving geregistreerd' })).toBeVisible();
  await expect(page.getByText(/^Uw standplaats: /)).toContainText('Voor u gereserveerd zodra uw betaling binnen is.');
  const transfer = page.locator('.transfer');
  await expect(transfer).toContainText('€ 15,00');
  await expect(transfer).toContainText('Gestructureerde mededeling');
  await expect(page.getByRole('img', { name: /QR-code voor de overschrijving/ })).toBeVisible();
  const reference = await page.locator('.reference').innerText();
  expect(reference).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
  await expectNoneOf(page.getByRole('main'), FRENCH_FORMS);

  // Her e-mail: in Dutch, with the transfer's QR code, and a link to the Dutch private page.
  const received = await emailTo(email, NL.receivedSubject);
  const receivedText = spaced(received.text);
  expect(receivedText).toContain('Beste Jan,');
  expect(receivedText).toContain('We hebben uw inschrijving voor de rommelmarkt van');
  expect(receivedText).toContain(reference);
  expect(receivedText).toContain('€ 15,00');
  expect(receivedText).not.toMatch(/Bonjour|emplacement|Brocante|communication/i);
  // The QR code is an inline image of the HTML part, described in Dutch.
  expect(received.attachments).toContainEqual(
    expect.objectContaining({ fileName: NL.transferQrFile, contentType: 'image/png', contentId: 'qr-virement' }),
  );
  expect(received.html).toContain(`<img src="cid:qr-virement" width="240" height="240" alt="${NL.transferQrAlt}">`);
  const link = privateLinkOf(received, 'nl');
  expect(link).toMatch(/\/nl\/rommelmarkt\/mijn-reservatie\/#/);

  // The private page, in Dutch; its language switch keeps the key.
  await page.goto(link);
  await hydrated(page);
  await expectDutchLayout(page);
  await expect(page.getByRole('heading', { name: 'Wacht op betaling' })).toBeVisible();
  await expect(page.getByText(reference, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Français' })).toHaveAttribute(
    'href',
    new RegExp(`/brocante/ma-reservation/${new URL(link).hash}$`),
  );
  await expectNoneOf(page.getByRole('main'), FRENCH_FORMS);
  await expectNoAxeViolation(page);

  // She cancels, confirms, and is told in Dutch, on the page and by e-mail.
  await page.getByRole('button', { name: 'Mijn inschrijving annuleren' }).click();
  await expect(page.getByText('Dit kan niet ongedaan gemaakt worden.')).toBeVisible();
  await page.getByRole('button', { name: 'Ja, mijn inschrijving annuleren' }).click();
  await expect(page.getByRole('heading', { name: 'Geannuleerd' })).toBeVisible();
  await expect(page.getByRole('status').first()).toHaveText(
    'Uw inschrijving is geannuleerd; u krijgt een bevestiging per e-mail.',
  );
  await expectNoneOf(page.getByRole('main'), FRENCH_FORMS);

  const cancelled = spaced((await emailTo(email, NL.cancelledSubject)).text);
  expect(cancelled).toContain('Beste Jan,');
  expect(cancelled).toContain(`U hebt uw inschrijving voor de rommelmarkt (mededeling ${reference}) geannuleerd`);
  expect(cancelled).toContain('Hebt u niet zelf geannuleerd? Antwoord dan op dit bericht.');
  expect(cancelled).not.toMatch(/Bonjour|emplacement|Brocante|communication/i);
});

test('the language switcher keeps the page, both ways, and both languages give their alternates', async ({ page }) => {
  await page.goto('/brocante/plan/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  const alternates = {
    'fr-BE': /\/brocante\/plan\/$/,
    'nl-BE': /\/nl\/rommelmarkt\/plan\/$/,
    'x-default': /\/brocante\/plan\/$/,
  };
  for (const [hreflang, href] of Object.entries(alternates)) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute('href', href);
  }

  const toDutch = page.getByRole('navigation').getByRole('link', { name: 'Nederlands' });
  await expect(toDutch).toHaveAttribute('lang', 'nl-BE');
  await toDutch.click();
  await expect(page).toHaveURL(/\/nl\/rommelmarkt\/plan\/$/);
  await expectDutchLayout(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan van de standplaatsen');
  await hydrated(page);
  await expect(page.getByRole('group', { name: /^Rue du Ramier — 10 standplaatsen/ })).toBeVisible();
  await expectNoneOf(page.getByRole('main'), ['emplacement', 'emplacements', 'libre', 'pris', 'côté', 'devant']);
  for (const [hreflang, href] of Object.entries(alternates)) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute('href', href);
  }

  const toFrench = page.getByRole('navigation').getByRole('link', { name: 'Français' });
  await expect(toFrench).toHaveAttribute('lang', 'fr-BE');
  await toFrench.click();
  await expect(page).toHaveURL(/\/brocante\/plan\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan des emplacements');
});

test('an unknown address under /nl/ answers the Dutch not-found page', async ({ page }) => {
  const response = await page.goto('/nl/nergens');
  expect(response?.status()).toBe(404);
  // A built page: read at once, no waiting.
  expect(await page.locator('html').getAttribute('lang')).toBe('nl-BE');
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Pagina niet gevonden');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the Dutch registration form fits the screen and its button is reached by scrolling', async ({ page }) => {
    await page.goto('/nl/rommelmarkt/inschrijving-buurtbewoner/');
    await hydrated(page);
    await page.locator('form').waitFor();
    const submit = page.getByRole('button', { name: 'Ik schrijf me in' });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Voornaam' })).toBeEditable();
    const width = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
    expect(width.scroll).toBeLessThanOrEqual(width.inner);
  });
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { brusselsDay, brusselsInstant } from '@brocante/shared';
import { emailTo } from '../support/mail';
import { expectNoAxeViolation, signIn, staffHeaders } from '../support/page';
import { visitorRegistration } from '../support/registrations';
import { morningEdition } from '../support/strapi-database';

/**
 * The empty pitches of the morning (docs/check-in.md), on a phone in the street: at 08:05, arrivals over at 08:00, the
 * network gone, a volunteer releases a no-show's pitch and registers a walk-in who pays in cash there; both reach the
 * server once when the network returns, the no-show is told in Dutch, the walk-in gets their pass in Dutch, and the
 * dashboard counts the cash apart.
 */
const DAY = brusselsDay(new Date(Date.now() - 6 * 86_400_000));

/** A Dutch-speaking visitor, registered and paid, who will not come. */
async function paidNoShow(request: APIRequestContext) {
  const email = `no-show.${Date.now()}@example.be`;
  const person = { firstName: 'Wout', lastName: 'Maes', email, houseNumber: '7', street: 'Rue des Veilleurs' };
  expect(
    (await request.post('/api/registrations', { data: { data: { ...visitorRegistration(person), language: 'nl' } } })).status(),
  ).toBe(201);
  const staff = await staffHeaders(request);
  const [registration] = (await (await request.get(`/api/registrations?q=${email}`, { headers: staff })).json()).data;
  expect(
    (
      await request.post(`/api/registrations/${registration.documentId}/steps`, {
        headers: staff,
        data: { data: { event: 'pay' } },
      })
    ).status(),
  ).toBe(200);
  return { email, documentId: registration.documentId as string };
}

test('offline at 08:05, a volunteer releases a no-show’s pitch and registers a walk-in paying cash, sent once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const noShow = await paidNoShow(request);
  const morning = morningEdition(DAY, '08:00', [noShow.email]);
  const phone = await browser.newContext({
    locale: 'fr-BE',
    timezoneId: 'Europe/Brussels',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await phone.clock.install({ time: brusselsInstant(DAY, '08:05') });
    const page = await phone.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`/admin/check-in?edition=${DAY}`);
    await signIn(page);
    const releasable = page.getByRole('region', { name: 'Libérables : aucune arrivée à 08:00' });
    const noShowRow = releasable.getByRole('listitem').filter({ hasText: 'Maes Wout' });
    await expect(noShowRow).toBeVisible();
    const pitch = (await noShowRow.textContent())!.split(' — ')[0]!.trim();

    await phone.setOffline(true);
    await noShowRow.getByRole('button', { name: `Libérer ${pitch}` }).click();
    await expect(page.getByText('Maes Wout')).toHaveCount(0);
    const free = page.getByRole('region', { name: /Libres, à donner sur place/ });
    await free.getByRole('button', { name: `Donner ${pitch}`, exact: true }).click();
    const walkIn = page.getByRole('form', { name: `Exposant de passage sur ${pitch}` });
    // What the volunteer reads and taps on the phone, offline, passes axe's WCAG 2.1 AA checks.
    await expect(walkIn).toBeVisible();
    await expectNoAxeViolation(page);
    await walkIn.getByRole('textbox', { name: /Prénom/ }).fill('Ana');
    await walkIn.getByRole('textbox', { name: /^Nom/ }).fill('Lopes');
    const email = `ana.lopes.${Date.now()}@example.be`;
    await walkIn.getByRole('textbox', { name: /E-mail/ }).fill(email);
    await walkIn.getByRole('combobox', { name: /Langue/ }).selectOption('Nederlands');
    await walkIn.getByRole('combobox', { name: /Paiement reçu/ }).selectOption('En espèces');
    await expect(walkIn.getByText(/À recevoir : 15,00\s€/)).toBeVisible();
    await walkIn.getByRole('button', { name: 'Inscrire et encaisser' }).click();
    await page.getByRole('searchbox', { name: 'Chercher un exposant' }).fill('Lopes');
    await expect(page.getByRole('listitem').filter({ hasText: 'Lopes Ana' })).toContainText('Arrivée à 08:05');
    await expect(page.getByRole('status').filter({ hasText: 'à envoyer' })).toContainText(
      "1 emplacement libéré et 1 inscription sur place à envoyer, en attente sur ce téléphone jusqu'au retour du réseau.",
    );
    // Nothing reached the server yet.
    const staff = await staffHeaders(request);
    const listed = async () => (await (await request.get(`/api/check-in?edition=${DAY}`, { headers: staff })).json()).data;
    expect((await listed()).exhibitors.map((one: { name: string }) => one.name)).toContain('Maes Wout');

    await phone.setOffline(false);
    await expect(page.getByText('Tout est envoyé.')).toBeVisible({ timeout: 30_000 });
    const after = await listed();
    expect(after.exhibitors.filter((one: { name: string }) => ['Maes Wout', 'Lopes Ana'].includes(one.name))).toEqual([
      expect.objectContaining({
        name: 'Lopes Ana',
        pitches: [pitch],
        status: 'paid',
        // Arrived when tapped, at 08:05 on the phone's clock, not when the network came back.
        arrivedAt: expect.stringMatching(new RegExp(`^${brusselsInstant(DAY, '08:05').toISOString().slice(0, 16)}`)),
      }),
    ]);
    expect((await emailTo(noShow.email, 'Rommelmarkt: inschrijving geannuleerd')).text).toContain('ter plaatse opnieuw verhuurd');
    await emailTo(email, 'Rommelmarkt: betaling ontvangen');

    // The dashboard of that day counts the cash apart.
    await page.goto(`/admin/?edition=${DAY}`);
    const money = page.getByRole('region', { name: 'Argent' });
    await expect(money.getByText("Dont en espèces à l'accueil").locator('xpath=following-sibling::*[1]')).toHaveText(
      /^15,00\s€$/,
    );
  } finally {
    await phone.close();
    morning.close();
  }
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { API_MESSAGES, LIFECYCLE_EVENT_LABELS } from '@brocante/shared';
import { expectNoAxeViolation, PHONE, signIn, staffHeaders } from '../support/page';
import { visitorRegistration } from '../support/registrations';
import { E2E_BASE_URL } from '../support/stack';

/**
 * A day helper pairs their own phone from the QR code on the coordinator's screen (issue 49, item 3): the code is
 * read from the screenshot as a phone's camera reads it; the phone checks in with no network, is refused the
 * registrations' list, and is revoked by the coordinator, who then sees what it sent after.
 */

/** A visitor registered and paid, as the volunteers would have them on the morning. */
async function paidExhibitor(request: APIRequestContext, firstName: string, lastName: string) {
  const email = `exposant.${Date.now()}@example.be`;
  const registered = await request.post('/api/registrations', {
    data: { data: visitorRegistration({ firstName, lastName, email, houseNumber: '7', street: 'Rue des Veilleurs' }) },
  });
  expect(registered.status()).toBe(201);
  const headers = await staffHeaders(request);
  const [registration] = (await (await request.get(`/api/registrations?q=${encodeURIComponent(email)}`, { headers })).json())
    .data;
  const paid = await request.post(`/api/registrations/${registration.documentId}/steps`, {
    headers,
    data: { data: { event: 'pay' } },
  });
  expect(paid.status()).toBe(200);
  return `${lastName} ${firstName}`;
}

test('a helper pairs a phone from the coordinator’s QR code, checks in offline, and is revoked', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const exhibitor = await paidExhibitor(request, 'Inès', 'Moreau');

  // The coordinator shows a code on the check-in screen.
  await page.goto('/admin/check-in');
  await signIn(page);
  await page.getByRole('button', { name: 'Associer un téléphone' }).click();
  const qr = page.getByRole('img', { name: "Code QR d'association d'un téléphone" });
  await expect(qr).toBeVisible();
  await expectNoAxeViolation(page);
  const png = PNG.sync.read(await qr.screenshot());
  const link = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
  expect(link).toMatch(new RegExp(`^${E2E_BASE_URL}/admin/pair#[A-Za-z0-9_-]{43}$`));

  // The helper's phone opens the link its camera read, and gives a first name.
  const phone = await browser.newContext({
    baseURL: E2E_BASE_URL,
    ...PHONE,
  });
  const helper = await phone.newPage();
  await helper.goto(link);
  await expect(helper.getByRole('heading', { name: "Aider à l'accueil de la brocante" })).toBeVisible();
  await expectNoAxeViolation(helper);
  await helper.getByRole('textbox', { name: /Votre prénom/ }).fill('Julie');
  await helper.getByRole('button', { name: "Ouvrir l'accueil" }).click();
  await expect(helper.getByRole('heading', { name: 'Accueil des exposants' })).toBeVisible();
  await expect(helper.getByRole('navigation', { name: 'Administration' }).getByRole('link')).toHaveText(['Accueil du jour']);
  await expect(page.getByRole('button', { name: 'Associer un autre téléphone' })).toBeVisible({ timeout: 10_000 });
  await helper.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // With no network, the arrival waits on the phone; it leaves when the network returns.
  await phone.setOffline(true);
  await helper.getByRole('searchbox', { name: 'Chercher un exposant' }).fill(exhibitor);
  const card = helper.getByRole('listitem').filter({ hasText: exhibitor });
  await card.getByRole('button', { name: `Arrivée de ${exhibitor}` }).click();
  await expect(helper.getByText(/1 arrivée à envoyer/)).toBeVisible();
  await phone.setOffline(false);
  await expect(helper.getByText('Tout est envoyé.')).toBeVisible({ timeout: 30_000 });

  // The registrations' list is not the helper's, whatever address the phone opens.
  await helper.goto('/admin/registrations');
  await expect(helper.getByRole('heading', { name: 'Écran réservé' })).toBeVisible();

  // The coordinator sees the phone by its helper's first name, and revokes it.
  await page.reload();
  const julie = page.getByRole('region', { name: "Téléphones de l'accueil" }).getByRole('listitem').filter({ hasText: 'Julie' });
  await expect(julie).toContainText(/dernier envoi à \d\d:\d\d/);
  page.once('dialog', (dialog) => void dialog.accept());
  await julie.getByRole('button', { name: 'Retirer le téléphone de Julie' }).click();
  await expect(julie).toContainText(/Retiré à \d\d:\d\d/);

  // The phone's next tap is refused, said on the phone, and shown to the coordinator.
  await helper.goto('/admin/check-in');
  await helper.getByRole('searchbox', { name: 'Chercher un exposant' }).fill(exhibitor);
  await card.getByRole('button', { name: `${LIFECYCLE_EVENT_LABELS['undo-arrival'].label} de ${exhibitor}` }).click();
  // Said where the tap waits, once.
  await expect(helper.getByText(API_MESSAGES.phoneRevoked)).toBeVisible({ timeout: 20_000 });
  await expect(helper.getByText(/1 arrivée à envoyer/)).toBeVisible();
  await page.reload();
  await expect(julie).toContainText('1 geste refusé après son retrait : à vérifier');
  await phone.close();
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linkIn } from '../support/mail';
import { expectNoAxeViolation, fillRegistration, hydrated, signIn } from '../support/page';
import { visitorRegistration } from '../support/registrations';

function visitor(email: string, houseNumber: string) {
  return visitorRegistration({ firstName: 'Plein', lastName: 'Quartier', email, houseNumber, street: 'Chaussée de La Hulpe' });
}

/** Every pitch still free taken, so that the next person waits. */
async function fillEveryPitch(request: APIRequestContext, stamp: number) {
  const { count } = (await (await request.get('/api/configuration')).json()).data as { count: number };
  for (let index = 0; index < count; index += 1) {
    const response = await request.post('/api/registrations', {
      data: { data: visitor(`plein.${stamp}.${index}@example.be`, `${stamp % 1000}-${index}`) },
    });
    expect(response.status()).toBe(201);
  }
}

async function openPrivateLink(page: Page, link: string) {
  await page.goto(link);
  await page.reload();
  await hydrated(page);
}

test('from the e-mail to a cancellation that gives the pitch to the waiting list', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const lea = `lea.${stamp}@example.be`;
  const tom = `tom.${stamp}@example.be`;

  await page.goto('/brocante/inscription/');
  await hydrated(page);
  await fillRegistration(page, {
    firstName: 'Léa',
    lastName: 'Martin',
    email: lea,
    phone: '0471 22 33 44',
    street: 'Avenue Delleur',
    houseNumber: '12',
    postalCode: '1170',
    city: 'Watermael-Boitsfort',
  });
  await page.getByRole('button', { name: "Je m'inscris" }).click();
  const pitch = await page.locator('.receipt p strong').first().innerText();

  await fillEveryPitch(request, stamp);
  const waiting = await request.post('/api/registrations', {
    data: { data: { ...visitor(tom, `${stamp % 100_000}`), firstName: 'Tom' } },
  });
  expect((await waiting.json()).data.status).toBe('waitlist');

  // Léa opens the link of her e-mail: her page, as the site shows it.
  const leaLink = await linkIn(lea, 'Brocante : inscription reçue');
  await openPrivateLink(page, leaLink);
  await expect(page.getByRole('heading', { name: 'En attente de paiement' })).toBeVisible();
  await expect(page.getByText(pitch, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /Code QR de virement/ })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolation(page);

  await page.getByRole('button', { name: 'Annuler mon inscription' }).click();
  await page.getByRole('button', { name: 'Oui, annuler mon inscription' }).click();
  await expect(page.getByRole('heading', { name: 'Annulée' })).toBeVisible();
  await expect(page.getByRole('status').first()).toHaveText('Votre inscription est annulée ; un e-mail vous le confirme.');

  // Tom, first in line, gets Léa's pitch and is told: his link shows it.
  const tomLink = await linkIn(tom, "Brocante : un emplacement s'est libéré pour vous");
  await openPrivateLink(page, tomLink);
  await expect(page.getByRole('heading', { name: 'En attente de paiement' })).toBeVisible();
  await expect(page.getByText(pitch, { exact: true })).toBeVisible();

  // A link one character off is an unknown page, which offers to send the link again.
  await openPrivateLink(page, `${leaLink.slice(0, -1)}${leaLink.endsWith('A') ? 'B' : 'A'}`);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: "L'adresse e-mail de l'inscription" })).toBeVisible();

  // The volunteer reads what happened to Léa's registration, and who did it.
  await page.goto(`/admin/registrations?q=${encodeURIComponent(lea)}`);
  await signIn(page);
  await page.getByRole('link', { name: 'Martin Léa' }).click();
  const history = page.getByRole('region', { name: 'Historique' });
  await expect(history).toContainText('Inscription reçue — par la personne inscrite');
  await expect(history).toContainText('Inscription annulée — par la personne inscrite');
  await expect(history).toContainText('E-mail envoyé : « Brocante : inscription annulée »');
});

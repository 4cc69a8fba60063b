import { expect, test } from '@playwright/test';
import { expectNoAxeViolation, signIn, staffHeaders } from '../support/page';
import { visitorRegistration } from '../support/registrations';

/** The day of the brocante, on a phone: arrivals kept while the network is cut, sent when it returns. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a volunteer checks an exhibitor in on a phone while the network is cut, and the arrival reaches the server when it returns', async ({
  page,
  request,
}) => {
  const email = `check.in.${Date.now()}@example.be`;
  const registered = await request.post('/api/registrations', {
    data: {
      data: visitorRegistration({ firstName: 'Nora', lastName: 'Lambert', email, phone: '0476 55 44 33', houseNumber: '40' }),
    },
  });
  expect(registered.status()).toBe(201);
  const staff = await staffHeaders(request);
  const [registration] = (
    await (await request.get(`/api/registrations?q=${encodeURIComponent(email)}`, { headers: staff })).json()
  ).data;
  expect(
    (
      await request.post(`/api/registrations/${registration.documentId}/steps`, {
        headers: staff,
        data: { data: { event: 'pay' } },
      })
    ).status(),
  ).toBe(200);

  await page.goto('/admin/check-in');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Accueil des exposants' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Chercher un exposant' }).fill('lambert nora');
  const card = page.getByRole('listitem').filter({ hasText: 'Lambert Nora' });
  await expect(card).toHaveCount(1);
  await expectNoAxeViolation(page);

  await page.context().setOffline(true);
  await card.getByRole('button', { name: 'Arrivée de Lambert Nora' }).click();
  await expect(card).toContainText(/Arrivée à \d\d:\d\d/);
  await expect(page.getByText(/^Hors ligne depuis \d\d:\d\d\. 1 arrivée à envoyer, en attente sur ce téléphone/)).toBeVisible();
  // Nothing left the phone.
  const checkedIn = async () =>
    (
      (await (await request.get('/api/check-in', { headers: staff })).json()).data.exhibitors as {
        documentId: string;
        arrivedAt: string | null;
      }[]
    ).find((exhibitor) => exhibitor.documentId === registration.documentId)?.arrivedAt;
  expect(await checkedIn()).toBeNull();

  await page.context().setOffline(false);
  await expect(page.getByText('Tout est envoyé.')).toBeVisible({ timeout: 20_000 });
  expect(await checkedIn()).toEqual(expect.any(String));
  await expect(card).toContainText(/Arrivée à \d\d:\d\d/);
});

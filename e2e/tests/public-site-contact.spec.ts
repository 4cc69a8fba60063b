import { expect, test } from '@playwright/test';
import { hydrated } from '../support/page';
import { reopenRegistrations, strapiDatabase } from '../support/strapi-database';

/**
 * The public site's contact form. The public site's files run in name order: public-site-contact.spec.ts,
 * public-site-pages.spec.ts, then public-site-registration.spec.ts, whose tests register and move the
 * deadlines, in the order they always had; after each test the registrations are open for a month again.
 */
test.afterEach(() => reopenRegistrations());

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

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { RegistrationInput } from '@brocante/shared';

/** Islands answer only once hydrated: wait before typing. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((island) => !island.hasAttribute('ssr')));
}

/** axe finds no WCAG 2.1 A or AA violation on what the page shows now. */
export async function expectNoAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

/** Who registers: a visitor gives their own postal code and commune; a neighbour's are the quarter's, fixed by the form. */
export type Registrant = Pick<RegistrationInput, 'firstName' | 'lastName' | 'email' | 'phone' | 'street' | 'houseNumber'> &
  Partial<Pick<RegistrationInput, 'postalCode' | 'city'>>;

/** Fills the registration island as a person does (a neighbour picks a quarter street) and accepts the rules. */
export async function fillRegistration(page: Page, person: Registrant) {
  await page.getByRole('textbox', { name: 'Prénom' }).fill(person.firstName);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(person.lastName);
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Téléphone' }).fill(person.phone);
  if (person.postalCode) {
    await page.getByRole('textbox', { name: 'Rue' }).fill(person.street);
    await page.getByRole('textbox', { name: 'Numéro' }).fill(person.houseNumber);
    await page.getByRole('textbox', { name: 'Code postal' }).fill(person.postalCode);
    await page.getByRole('textbox', { name: 'Commune' }).fill(person.city ?? '');
  } else {
    await page.getByRole('combobox', { name: 'Rue' }).selectOption(person.street);
    await page.getByRole('textbox', { name: 'Numéro' }).fill(person.houseNumber);
  }
  await page.getByRole('checkbox', { name: /J'accepte le/ }).check();
  await page.getByRole('checkbox', { name: /J'ai lu la/ }).check();
}

/** The demo volunteer of development (cms/src/bootstrap/demo-seed.ts). */
export const DEMO_STAFF = { email: 'benevole@example.be', password: 'Brocante-2027' };

/** Signs a volunteer in on the admin's sign-in screen, where a protected page sent them. */
export async function signIn(page: Page, account: { email: string; password: string } = DEMO_STAFF) {
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(account.email);
  await page.getByLabel(/^Mot de passe/).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Language, RegistrationInput } from '@brocante/shared';

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

/** Who registers: a visitor gives their own postal code and commune; a neighbor's are the quarter's, fixed by the form. */
export type Registrant = Pick<RegistrationInput, 'firstName' | 'lastName' | 'email' | 'phone' | 'street' | 'houseNumber'> &
  Partial<Pick<RegistrationInput, 'postalCode' | 'city'>>;

/** The registration form's labels in one language, as its page shows them (site/src/i18n/registration/fr.ts and nl.ts, registrationForm). */
export interface RegistrationLabels {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  /** The two checkboxes, by the start of their text (a link follows in it). */
  acceptsRules: RegExp;
  acceptsPrivacy: RegExp;
}

export const REGISTRATION_LABELS: Record<Language, RegistrationLabels> = {
  fr: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    street: 'Rue',
    houseNumber: 'Numéro',
    postalCode: 'Code postal',
    city: 'Commune',
    acceptsRules: /J'accepte le/,
    acceptsPrivacy: /J'ai lu la/,
  },
  nl: {
    firstName: 'Voornaam',
    lastName: 'Familienaam',
    email: 'E-mailadres',
    phone: 'Telefoon',
    street: 'Straat',
    houseNumber: 'Huisnummer',
    postalCode: 'Postcode',
    city: 'Gemeente',
    acceptsRules: /Ik aanvaard het/,
    acceptsPrivacy: /Ik heb de .* gelezen/,
  },
};

/**
 * Fills the registration island as a person does (a neighbor picks a quarter street) and accepts the rules, finding
 * the fields by their labels in the page's language (French unless told).
 */
export async function fillRegistration(page: Page, person: Registrant, labels: RegistrationLabels = REGISTRATION_LABELS.fr) {
  await page.getByRole('textbox', { name: labels.firstName }).fill(person.firstName);
  await page.getByRole('textbox', { name: labels.lastName, exact: true }).fill(person.lastName);
  await page.getByRole('textbox', { name: labels.email }).fill(person.email);
  await page.getByRole('textbox', { name: labels.phone }).fill(person.phone);
  if (person.postalCode) {
    await page.getByRole('textbox', { name: labels.street }).fill(person.street);
    await page.getByRole('textbox', { name: labels.houseNumber }).fill(person.houseNumber);
    await page.getByRole('textbox', { name: labels.postalCode }).fill(person.postalCode);
    await page.getByRole('textbox', { name: labels.city }).fill(person.city ?? '');
  } else {
    await page.getByRole('combobox', { name: labels.street }).selectOption(person.street);
    await page.getByRole('textbox', { name: labels.houseNumber }).fill(person.houseNumber);
  }
  await page.getByRole('checkbox', { name: labels.acceptsRules }).check();
  await page.getByRole('checkbox', { name: labels.acceptsPrivacy }).check();
}

/** A volunteer's phone in the street, in Brussels: the check-in's screen size, touch and the browser's language. */
export const PHONE = {
  locale: 'fr-BE',
  timezoneId: 'Europe/Brussels',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;

/** The demo volunteer of development (cms/src/bootstrap/demo-seed.ts). */
export const DEMO_STAFF = { email: 'benevole@example.be', password: 'Brocante-2027' };

/** Signs a volunteer in on the admin's sign-in screen, where a protected page sent them. */
/** A volunteer's authorization header (the demo's coordinator by default), for a test that prepares by the API what they would do. */
export async function staffHeaders(request: APIRequestContext, account: { email: string; password: string } = DEMO_STAFF) {
  const signedIn = await request.post('/api/auth/local', { data: { identifier: account.email, password: account.password } });
  expect(signedIn.status()).toBe(200);
  return { authorization: `Bearer ${((await signedIn.json()) as { jwt: string }).jwt}` };
}

export async function signIn(page: Page, account: { email: string; password: string } = DEMO_STAFF, code?: string | null) {
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(account.email);
  await page.getByLabel(/^Mot de passe/).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  if (!code) return;
  // An account with a second factor: the form asks for the app's code after the password.
  await page.getByRole('textbox', { name: /Code de l'application/ }).fill(code);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

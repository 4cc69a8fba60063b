import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { URI, type TOTP } from 'otpauth';
import { API_MESSAGES } from '@brocante/shared';
import { PNG } from 'pngjs';
import { emailTo } from '../support/mail';
import { expectNoAxeViolation, signIn, staffHeaders } from '../support/page';
import { E2E_BASE_URL } from '../support/stack';

/** The demo's team (cms/src/bootstrap/demo-accounts.ts): a volunteer of each role. */
const password = 'Brocante-2027';
const DAY_HELPER = { email: 'accueil@example.be', password };
const REGISTRATIONS = { email: 'inscriptions@example.be', password };

test.describe('a day helper on a borrowed phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('opens on the check-in screen, sees no other screen, and is told why the registrations list is closed', async ({
    page,
  }) => {
    await page.goto('/admin/');
    await signIn(page, DAY_HELPER);
    await expect(page.getByRole('heading', { name: 'Accueil des exposants' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/check-in/);
    const menu = page.getByRole('navigation', { name: 'Administration' });
    await expect(menu.getByRole('link')).toHaveText(['Accueil du jour']);

    await page.goto('/admin/registrations');
    await expect(page.getByRole('heading', { name: 'Écran réservé' })).toBeVisible();
    await expect(
      page.getByText(
        "Votre rôle dans l'équipe (Accueil du jour) ne permet pas d'ouvrir cet écran : demandez-le à la coordination du comité.",
      ),
    ).toBeVisible();
    await expectNoAxeViolation(page);
    // What the screen does not show, the server does not give either.
    const refused = await page.evaluate(async () => (await fetch('/api/registrations')).status);
    expect([401, 403]).toContain(refused);
  });
});

test('a registrations volunteer sees the dashboard without the money, and the list without the bank’s buttons', async ({
  page,
}) => {
  await page.goto('/admin/');
  await signIn(page, REGISTRATIONS);
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Emplacements/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Argent' })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Administration' });
  await expect(menu.getByRole('link')).toHaveText([
    'Tableau de bord',
    'Réservations',
    'Emplacements',
    'Plan',
    'Message',
    'Accueil du jour',
  ]);
  await menu.getByRole('link', { name: 'Réservations' }).click();
  await expect(page.getByRole('button', { name: 'Exporter en CSV' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Importer un extrait de compte' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Remboursements' })).toHaveCount(0);
});

test('a coordinator invites a treasurer, who joins from the e-mail, enrols a second factor and imports a bank statement', async ({
  page,
  browser,
}) => {
  const address = `tresoriere.${Date.now()}@example.be`;
  await page.goto('/admin/team');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Équipe', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: "Inviter dans l'équipe" });
  await form.getByRole('textbox', { name: /Adresse e-mail/ }).fill(address);
  await form.getByRole('combobox', { name: /^Rôle/ }).selectOption({ label: 'Trésorerie' });
  await form.getByRole('button', { name: 'Inviter' }).click();
  await expect(page.getByText(`Invitation envoyée à ${address}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invitations en attente' })).toContainText(address);
  await expectNoAxeViolation(page);

  const email = await emailTo(address, 'Brocante : invitation dans l’équipe du comité');
  const link = email.text.match(new RegExp(`${E2E_BASE_URL}/admin/join#[A-Za-z0-9_-]{43}`))?.[0];
  expect(link, 'the invitation link').toBeDefined();

  // The committee asks a second factor of the roles that move its money (the demo's team is not asked it): the
  // coordinator, who has none, is sent to « Mon compte » at once, where they could switch the rule off again.
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('region', { name: 'Double authentification exigée' }).getByRole('button', { name: 'L’exiger' }).click();
  await expect(page).toHaveURL(/\/admin\/account/);
  await expect(page.getByText(API_MESSAGES.secondFactorOwed)).toBeVisible();
  try {
    // The treasurer, on their own computer.
    const own = await browser.newContext({ locale: 'fr-BE' });
    const treasurer = await own.newPage();
    await treasurer.goto(link!);
    await expect(treasurer.getByRole('heading', { name: /^Rejoindre l'équipe de / })).toBeVisible();
    await expect(treasurer.getByText(`Vous êtes invité·e avec l'adresse ${address}, au rôle « Trésorerie ».`)).toBeVisible();
    await treasurer.getByRole('textbox', { name: /Votre nom/ }).fill('Sophie Maes');
    await treasurer.getByLabel(/^Votre mot de passe/).fill('Trésorière-du-Parvis-2027');
    await treasurer.getByRole('button', { name: 'Rejoindre l’équipe' }).click();
    await expect(treasurer.getByText('Votre compte est prêt.')).toBeVisible();
    await expectNoAxeViolation(treasurer);
    await treasurer.getByRole('link', { name: 'Se connecter' }).click();
    await signIn(treasurer, { email: address, password: 'Trésorière-du-Parvis-2027' });
    // Asked a second factor: « Mon compte », and no screen of the role until it is enrolled.
    await expect(treasurer).toHaveURL(/\/admin\/account/);
    await expect(treasurer.getByText(API_MESSAGES.secondFactorOwed)).toBeVisible();
    const menu = treasurer.getByRole('navigation', { name: 'Administration' });
    await expect(menu.getByRole('link')).toHaveCount(0);
    await expectNoAxeViolation(treasurer);

    // The treasurer enrols a second factor: the QR code read as the authenticator app's camera reads it.
    await treasurer.getByRole('button', { name: 'Mettre en place la double authentification' }).click();
    const qr = treasurer.getByRole('img', { name: "Code QR pour l'application d'authentification" });
    const png = PNG.sync.read(await qr.screenshot());
    const uri = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const app = URI.parse(uri) as TOTP;
    await treasurer.getByRole('textbox', { name: /Code de l'application/ }).fill(app.generate());
    await treasurer.getByRole('button', { name: 'Activer' }).click();
    await expect(treasurer.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem')).toHaveCount(10);
    await expect(menu.getByRole('link')).toHaveText(['Tableau de bord', 'Réservations', 'Compte du comité']);
    await expectNoAxeViolation(treasurer);
    // From now on, the password alone opens nothing: the app's next code does.
    await treasurer.getByRole('button', { name: 'Se déconnecter' }).click();
    await signIn(treasurer, { email: address, password: 'Trésorière-du-Parvis-2027' });
    await expect(treasurer.getByText(/Votre compte est protégé par une double authentification/)).toBeVisible();
    await treasurer
      .getByRole('textbox', { name: /Code de l'application/ })
      .fill(app.generate({ timestamp: Date.now() + 30_000 }));
    await treasurer.getByRole('button', { name: 'Se connecter' }).click();
    await expect(treasurer.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();

    await treasurer.goto('/admin/registrations/import');
    await treasurer.getByLabel('Extrait de compte').setInputFiles({
      name: 'extrait-bnp.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          "Numéro de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus",
          '2027-0901;05/04/2027;05/04/2027;-12,50;EUR;BE21001234567803;Paiement par carte;;BOULANGERIE;Croissants;PAIEMENT;Accepté;',
        ].join('\r\n'),
        'utf8',
      ),
    });
    await treasurer.getByRole('button', { name: "Importer l'extrait" }).click();
    await expect(treasurer.getByRole('row').filter({ hasText: 'BOULANGERIE' })).toContainText('Pas un versement reçu');

    // The link has served: opened again, it says so.
    await treasurer.goto(link!);
    await expect(treasurer.getByText(/Ce lien d'invitation n'est plus valable/)).toBeVisible();
    await own.close();

    // The coordinator, whose phone takes no app, switches the rule off on « Mon compte »: their screens come back.
    page.once('dialog', (dialog) => dialog.accept());
    await page
      .getByRole('region', { name: 'Double authentification exigée' })
      .getByRole('button', { name: 'Ne plus l’exiger' })
      .click();
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Équipe' }).click();
  } finally {
    // Whatever happened above, the demo's team is not asked a second factor for the files after this one.
    const coordinator = await staffHeaders(page.request);
    await page.request.put('/api/team-settings', {
      data: { data: { secondFactorRequired: false } },
      headers: coordinator,
    });
  }

  // The coordinator sees the treasurer in the team, by the name they gave.
  await expect(page.getByRole('row').filter({ hasText: address })).toContainText('Sophie Maes');
});

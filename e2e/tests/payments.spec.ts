import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatEuro } from '@brocante/shared';
import { expectNoAxeViolation, fillRegistration, hydrated, signIn } from '../support/page';
import { E2E_MAIL_WEB_URL } from '../support/stack';
import { moveToPastEdition, setPricing } from '../support/strapi-database';

interface CaughtEmail {
  subject: string;
  to: { address: string }[];
  text: string;
}

/** A BNP Paribas Fortis CSV export with the payment of one registration. */
function bnpStatement(structuredCommunication: string, amount: string, sequence = '2027-0101') {
  return [
    "Numéro de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus",
    `${sequence};05/04/2027;05/04/2027;${amount};EUR;BE21001234567803;Virement en euros;BE71 0961 2345 6769;LUC JANSSENS;${structuredCommunication};VIREMENT EN EUROS;Accepté;`,
    '2027-0102;05/04/2027;05/04/2027;-12,50;EUR;BE21001234567803;Paiement par carte;;BOULANGERIE;Croissants;PAIEMENT;Accepté;',
  ].join('\r\n');
}

/** A visitor of Watermael-Boitsfort registers on the site (for `pitches` pitches); the structured communication they are given. */
async function registerOnSite(
  page: Page,
  person: { firstName: string; lastName: string; email: string; houseNumber: string },
  pitches = 1,
) {
  await page.goto('/brocante/inscription/');
  await hydrated(page);
  await fillRegistration(page, {
    ...person,
    phone: '0475 11 22 33',
    street: 'Avenue Delleur',
    postalCode: '1170',
    city: 'Watermael-Boitsfort',
  });
  if (pitches > 1) await page.getByRole('combobox', { name: "Nombre d'emplacements" }).selectOption(String(pitches));
  await page.getByRole('button', { name: "Je m'inscris" }).click();
  return page.locator('.reference').innerText();
}

/**
 * A volunteer signs in, chooses a BNP Paribas Fortis statement paying `reference` (15 € unless said),
 * reads what it will do (nothing recorded yet), and imports it.
 */
async function importPayment(page: Page, reference: string, sequence?: string, amount = '15,00') {
  await page.goto('/admin/registrations/import');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Importer un extrait de compte' })).toBeVisible();
  await page.getByLabel('Extrait de compte').setInputFiles({
    name: 'extrait-bnp.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(bnpStatement(reference, amount, sequence), 'utf8'),
  });
  const preview = page.getByRole('region', { name: "Ce que l'import fera" });
  await expect(preview).toContainText("Rien n'est encore enregistré");
  await page.getByRole('button', { name: "Importer l'extrait" }).click();
  await expect(preview).toHaveCount(0);
}

test('a person registers, staff import the bank statement, the registration is paid and the person is told', async ({ page }) => {
  const email = `luc.janssens.${Date.now()}@example.be`;
  const reference = await registerOnSite(page, { firstName: 'Luc', lastName: 'Janssens', email, houseNumber: '8' });
  await importPayment(page, reference);

  await expect(page.getByRole('status')).toContainText('CSV BNP Paribas Fortis — 2 mouvements.');
  const paymentRow = page.getByRole('row').filter({ hasText: 'LUC JANSSENS' });
  await expect(paymentRow).toContainText('Marquée payée');
  await expect(page.getByRole('row').filter({ hasText: 'BOULANGERIE' })).toContainText('Pas un versement reçu');

  // The same file again would change nothing, and says so before anything is done.
  await page.getByLabel('Extrait de compte').setInputFiles({
    name: 'extrait-bnp.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(bnpStatement(reference, '15,00'), 'utf8'),
  });
  await expect(page.getByRole('row').filter({ hasText: 'LUC JANSSENS' })).toContainText('Déjà importée');

  await expectNoAxeViolation(page);

  await page.goto(`/admin/registrations?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Janssens Luc' }).click();
  await expect(page.locator('.detail-header .status')).toHaveText('Payée');

  await expect(async () => {
    const emails = (await (await fetch(`${E2E_MAIL_WEB_URL}/email`)).json()) as CaughtEmail[];
    const payment = emails.find(
      (message) => message.to.some((to) => to.address === email) && message.subject === 'Brocante : paiement reçu',
    );
    expect(payment?.text).toContain(`(communication ${reference})`);
  }).toPass({ timeout: 15_000 });
});

test('a paid registration cancelled is refunded: the volunteer downloads the SEPA file and marks it done', async ({ page }) => {
  const email = `anna.claes.${Date.now()}@example.be`;
  const reference = await registerOnSite(page, { firstName: 'Anna', lastName: 'Claes', email, houseNumber: '21' });
  await importPayment(page, reference, '2027-0201');
  await expect(page.getByRole('row').filter({ hasText: 'LUC JANSSENS' })).toContainText('Marquée payée');

  await page.goto(`/admin/registrations?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Claes Anna' }).click();
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: "Annuler l'inscription" }).click();
  await expect(page.getByText(/Remboursement à faire : 15,00/)).toBeVisible();

  await page.goto('/admin/registrations/refunds');
  const row = page.getByRole('listitem').filter({ hasText: 'Claes Anna' });
  await expect(row).toContainText('BE71 0961 2345 6769');
  await row.getByRole('checkbox').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Télécharger le fichier de virements \(1 remboursement/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^remboursements-\d{4}-\d{2}-\d{2}\.xml$/);
  const xml = readFileSync(await file.path(), 'utf8');
  expect(xml).toContain('<Cdtr><Nm>LUC JANSSENS</Nm></Cdtr><CdtrAcct><Id><IBAN>BE71096123456769</IBAN>');
  expect(xml).toMatch(new RegExp(`<Ustrd>Remboursement brocante \\d{4} - ${reference.replace(/\D/g, '')}</Ustrd>`));

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Marquer comme remboursés' }).click();
  await expect(page.getByRole('region', { name: 'Déjà remboursés' })).toContainText('Claes Anna');
  await expectNoAxeViolation(page);
});

test('with a deposit and two pitches a person may ask for, the amount follows to the bank, and the deposit comes back after the day', async ({
  page,
}) => {
  setPricing({ pitchesPerRegistration: 2, deposit: 5 });
  try {
    const email = `eva.wouters.${Date.now()}@example.be`;
    await page.goto('/brocante/inscription/');
    await hydrated(page);
    await expect(page.getByText(/plus une caution de/)).toContainText(
      '15,00 € par emplacement, plus une caution de 5,00 € par inscription',
    );
    const reference = await registerOnSite(page, { firstName: 'Eva', lastName: 'Wouters', email, houseNumber: '31' }, 2);
    await expect(page.getByText(/Vos emplacements :/)).toBeVisible();
    await expect(page.getByText('2 emplacements × 15,00 € + caution 5,00 € = 35,00 €')).toBeVisible();
    await expect(page.locator('.transfer')).toContainText('35,00 €');

    await importPayment(page, reference, '2027-0301', '35,00');
    await expect(page.getByRole('row').filter({ hasText: 'LUC JANSSENS' })).toContainText('Marquée payée');
    await expect(async () => {
      const emails = (await (await fetch(`${E2E_MAIL_WEB_URL}/email`)).json()) as CaughtEmail[];
      const received = emails.find(
        (message) => message.to.some((to) => to.address === email) && message.subject === 'Brocante : inscription reçue',
      );
      expect(received?.text).toContain(
        `Montant : 2 emplacements × ${formatEuro(15)} + caution ${formatEuro(5)} = ${formatEuro(35)}.`,
      );
    }).toPass({ timeout: 15_000 });

    // The brocante is over (its edition closed): the volunteer chooses it and returns the deposit, which joins its refunds.
    moveToPastEdition(email, '2026-05-01');
    await page.goto('/admin/registrations/refunds');
    await page.getByRole('combobox', { name: 'Édition' }).selectOption({ label: 'vendredi 1 mai 2026 — Clôturée' });
    const deposit = page.getByRole('region', { name: 'Cautions' }).getByRole('listitem').filter({ hasText: 'Wouters Eva' });
    await deposit.getByRole('button', { name: 'Rendre la caution' }).click();
    await expect(page.getByRole('region', { name: 'Cautions' })).toHaveCount(0);
    const refund = page.getByRole('listitem').filter({ hasText: 'Wouters Eva' });
    await expect(refund).toContainText('5,00 € (caution)');
    await expect(refund).toContainText('BE71 0961 2345 6769');
    await expectNoAxeViolation(page);
  } finally {
    setPricing({ pitchesPerRegistration: 1, deposit: null });
  }
});

test('a statement with an exact line, a mistyped communication, a short payment, a family’s transfer and a bank notice: read first, then every line settled from the screen', async ({
  page,
}) => {
  const stamp = Date.now();
  const exact = await registerOnSite(page, {
    firstName: 'Nora',
    lastName: 'Vandersmissen',
    email: `nora.${stamp}@example.be`,
    houseNumber: '41',
  });
  const mistyped = await registerOnSite(page, {
    firstName: 'Omar',
    lastName: 'Brichaux',
    email: `omar.${stamp}@example.be`,
    houseNumber: '43',
  });
  const short = await registerOnSite(page, {
    firstName: 'Pia',
    lastName: 'Dewulf',
    email: `pia.${stamp}@example.be`,
    houseNumber: '45',
  });
  // A family name of this run only (letters: a name has no digits).
  const family = `Claessens${String(stamp % 100000).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  for (const [index, firstName] of ['Lou', 'Max'].entries())
    await registerOnSite(page, {
      firstName,
      lastName: family,
      email: `${firstName}.${stamp}@example.be`,
      houseNumber: `${47 + index}`,
    });
  // Omar types his reference with a digit missing, Pia pays 10 € of 15, the family pays both in one
  // transfer without a reference; ING slips a notice among the movements.
  const digits = mistyped.replace(/\D/g, '');
  const typo = `${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(8)}`;
  const ing = [
    'Numéro de compte;Nom du compte;Compte partie adverse;Numéro de mouvement;Date comptable;Date valeur;Montant;Devise;Libellés;Détails du mouvement;Message',
    `BE21 0012 3456 7803;COMITE;BE71 0961 2345 6769;${stamp}/1;05/04/2027;05/04/2027;15,00;EUR;NORA VANDERSMISSEN;Virement européen de NORA VANDERSMISSEN;${exact}`,
    `BE21 0012 3456 7803;COMITE;363-0123456-78;${stamp}/2;05/04/2027;05/04/2027;15,00;EUR;O BRICHAUX;Virement européen de O BRICHAUX IBAN BE68 5390 0754 7034;brocante ${typo}`,
    `BE21 0012 3456 7803;COMITE;BE62 5100 0754 7061;${stamp}/3;05/04/2027;05/04/2027;10,00;EUR;PIA DEWULF;Virement européen de PIA DEWULF;${short}`,
    `BE21 0012 3456 7803;COMITE;BE43 0689 9999 9501;${stamp}/4;05/04/2027;05/04/2027;30,00;EUR;FAMILLE ${family.toUpperCase()};Virement européen;brocante pour nous deux`,
    'BE21 0012 3456 7803;COMITE;;;;;;;Avis;Vos tarifs changent au 1er mai;',
  ].join('\r\n');

  await page.goto('/admin/registrations/import');
  await signIn(page);
  await page
    .getByLabel('Extrait de compte')
    .setInputFiles({ name: 'ing.csv', mimeType: 'text/csv', buffer: Buffer.from(ing, 'utf8') });
  const preview = page.getByRole('region', { name: "Ce que l'import fera" });
  await expect(preview.getByRole('status')).toContainText(
    "CSV ING — 4 mouvements. Marquée payée : 1 · Référence inconnue : 2 · Payée en partie : 1 · Avis de la banque : 1. Rien n'est encore enregistré ; 2 e-mails de paiement reçu partiront à l'import.",
  );
  await expect(preview.getByRole('row').filter({ hasText: 'Vos tarifs changent' })).toContainText('Avis de la banque');
  const suggested = preview.getByRole('list', { name: 'Inscriptions possibles pour la ligne 3' });
  await expect(suggested).toContainText('Brichaux Omar');
  await expect(suggested).toContainText('même nom : Brichaux');
  await expect(suggested).toContainText(`communication proche : ${digits.slice(0, 7)}${digits.slice(8)}`);
  await expectNoAxeViolation(page);

  await page.getByRole('button', { name: "Importer l'extrait" }).click();
  await expect(page.getByRole('row').filter({ hasText: 'NORA VANDERSMISSEN' })).toContainText('Marquée payée');
  await expect(page.getByRole('row').filter({ hasText: 'PIA DEWULF' })).toContainText('Payée en partie');
  await page.getByRole('button', { name: 'Confirmer : la ligne 3 paie Brichaux Omar' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'O BRICHAUX' })).toContainText('Attribuée à la main');
  // The family's 30 €: 15 € to each of its two registrations.
  const familyRow = page.getByRole('row').filter({ hasText: `FAMILLE ${family.toUpperCase()}` });
  await familyRow.getByText('Répartir entre plusieurs inscriptions').click();
  const split = familyRow.getByRole('form', { name: 'Répartir la ligne 5' });
  for (const [index, firstName] of ['Lou', 'Max'].entries()) {
    await split
      .getByRole('combobox', { name: `Inscription ${index + 1}` })
      .selectOption({ label: `${family} ${firstName} — ${formatEuro(15)}` });
    await split.getByRole('textbox', { name: `Montant ${index + 1} (€)` }).fill('15');
  }
  await expect(split.getByRole('status')).toHaveText('Tout le montant est réparti.');
  await split.getByRole('button', { name: 'Répartir' }).click();
  await expect(familyRow).toContainText(`Répartie : ${family} Lou, ${family} Max`);
  await expectNoAxeViolation(page);

  await page.goto(`/admin/registrations?q=${encodeURIComponent(`omar.${stamp}@example.be`)}`);
  await expect(page.getByRole('row').filter({ hasText: 'Brichaux' })).toContainText('Payée');
  await page.goto(`/admin/registrations?q=${encodeURIComponent(family)}`);
  await expect(page.getByRole('row').filter({ hasText: family })).toHaveCount(2);
  for (const row of await page.getByRole('row').filter({ hasText: family }).all()) await expect(row).toContainText('Payée');
  // Pia still owes 5 €: her registration waits for the rest.
  await page.goto(`/admin/registrations?q=${encodeURIComponent(`pia.${stamp}@example.be`)}`);
  await expect(page.getByRole('row').filter({ hasText: 'Dewulf' })).toContainText('En attente');
});

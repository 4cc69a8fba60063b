import { expect, test, type Locator } from '@playwright/test';
import { formatStructuredCommunication } from '@brocante/shared';
import { signIn } from '../support/page';
import { visitorRegistration } from '../support/registrations';
import { E2E_MAIL_WEB_URL } from '../support/stack';
import { copiesOfRegistration, emailsToSend, paidRegistrations } from '../support/strapi-database';

const LINES = 10_000;
/** The visitors who pay in the statement besides Nora: a braderie's worth. */
const PAYERS = 1000;

/**
 * A year of the committee's account in one BNP Paribas Fortis export: Nora's transfer and those of the other visitors
 * first, then card payments (debits, shown and not recorded) and transfers that name Nora again (already paid), in turn.
 */
function yearStatement(nora: string, others: string[]) {
  const header =
    "Numéro de séquence;Date d'exécution;Date valeur;Montant;Devise du compte;Numéro de compte;Type de transaction;Contrepartie;Nom de la contrepartie;Communication;Détails;Statut;Motif du refus";
  const transfer = (index: number, communication: string) =>
    `2027-${String(index).padStart(6, '0')};05/04/2027;05/04/2027;15,00;EUR;BE21001234567803;Virement en euros;BE71 0961 2345 6769;VISITEUR ${index};${formatStructuredCommunication(communication)};VIREMENT EN EUROS;Accepté;`;
  const line = (index: number) =>
    index === 0
      ? transfer(index, nora)
      : index <= others.length
        ? transfer(index, others[index - 1]!)
        : index % 2 === 1
          ? transfer(index, nora)
          : `2027-${String(index).padStart(6, '0')};05/04/2027;05/04/2027;-2,50;EUR;BE21001234567803;Paiement par carte;;BOULANGERIE;Pain ${index};PAIEMENT;Accepté;`;
  return [header, ...Array.from({ length: LINES }, (_, index) => line(index))].join('\r\n');
}

test('a statement of 10,000 lines is imported on the server, its progress followed after the screen is closed and opened again', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `nora.claes.${Date.now()}@example.be`;
  const registered = await request.post('/api/registrations', {
    data: { data: visitorRegistration({ firstName: 'Nora', lastName: 'Claes', email, houseNumber: '77' }) },
  });
  expect(registered.status()).toBe(201);
  const { structuredCommunication } = (await registered.json()).data.transfer as { structuredCommunication: string };
  const others = copiesOfRegistration(email, PAYERS, 4_200_000_000);

  await page.goto('/admin/registrations/import');
  await signIn(page);
  await page.getByLabel('Extrait de compte').setInputFiles({
    name: 'annee-2027.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(yearStatement(structuredCommunication, others), 'utf8'),
  });
  // What it would do, in one sentence (the region holds the 10,000 lines besides).
  const summary = (region: Locator) => region.getByText(/^CSV BNP Paribas Fortis — /);
  const preview = page.getByRole('region', { name: "Ce que l'import fera" });
  await expect(summary(preview)).toHaveText(
    "CSV BNP Paribas Fortis — 10000 mouvements. Marquée payée : 1001 · Déjà payée : 4500 · Pas un versement reçu : 4499. Rien n'est encore enregistré ; 1001 e-mails de paiement reçu partiront à l'import.",
    { timeout: 60_000 },
  );
  const started = Date.now();
  await page.getByRole('button', { name: "Importer l'extrait" }).click();

  const running = page.getByRole('region', { name: 'Import en cours : annee-2027.csv' });
  await expect(running.getByRole('progressbar')).toHaveAttribute('max', String(LINES), { timeout: 30_000 });
  await expect(running).toContainText('importées (commencé à');
  const before = Number(await running.getByRole('progressbar').getAttribute('value'));
  // The volunteer closes the page, and comes back to it: the import went on on the server, and the screen shows it
  // again, where it is now (or, ended meanwhile, what it did).
  await page.goto('/admin/registrations');
  await page.goto('/admin/registrations/import');
  const again = page.getByRole('region', { name: /^(Import en cours : annee-2027\.csv|Relevé annee-2027\.csv importé à)/ });
  await expect(again).toBeVisible();
  const progress = again.getByRole('progressbar');
  if (await progress.count()) expect(Number(await progress.getAttribute('value'))).toBeGreaterThanOrEqual(before);

  const ended = page.getByRole('region', { name: /^Relevé annee-2027\.csv importé à \d\d:\d\d, par / });
  await expect(summary(ended)).toHaveText(
    'CSV BNP Paribas Fortis — 10000 mouvements. Marquée payée : 1001 · Déjà payée : 4500 · Pas un versement reçu : 4499. 1001 e-mails de paiement reçu envoyés.',
    { timeout: 180_000 },
  );
  console.log(
    `10 000 lignes importées en ${((Date.now() - started) / 1000).toFixed(1)} s (SQLite, 150 ms de pause entre deux lots de 100, aperçu à part)`,
  );

  // Each visitor paid once.
  expect(paidRegistrations(email)).toBe(PAYERS + 1);
});

// The thousand e-mails leave, then the SMTP catcher forgets them, whatever the test found: the suites after this one
// read it whole.
test.afterAll(async () => {
  await expect.poll(emailsToSend, { timeout: 120_000 }).toBe(0);
  await fetch(`${E2E_MAIL_WEB_URL}/email/all`, { method: 'DELETE' });
});

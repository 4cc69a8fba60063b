import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfPages, pdfText } from '../../scripts/pdf-text.mjs';
import { signIn } from '../support/page';

/** What the PDF a download saved says. */
async function saved(download: import('@playwright/test').Download) {
  const pdf = await readFile((await download.path())!);
  return { pdf, text: pdfText(pdf) };
}

test("a volunteer downloads the commune's file from the dashboard, in French then in Dutch, and reads its plan", async ({
  page,
}) => {
  await page.goto('/admin/');
  await signIn(page);
  const card = page.getByRole('region', { name: 'Dossier pour la commune' });
  await expect(card.getByText(/À déposer au plus tard le .+, 10 jours ouvrables avant la brocante/)).toBeVisible();
  await expect(card.getByText(/^Encore \d+ jours? ouvrables?\.$/)).toBeVisible();

  const french = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Télécharger le dossier en français' }).click();
  const download = await french;
  expect(download.suggestedFilename()).toMatch(/^dossier-commune-\d{4}-\d{2}-\d{2}\.pdf$/);
  const { pdf, text } = await saved(download);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(text).toContain('Dossier pour la commune');
  expect(text).toMatch(/Installation des exposants de \d{2}:\d{2} à \d{2}:\d{2}/);
  // Each of the quarter's streets has its plan at 1:200, every pitch named on it.
  const plan = (await (await page.request.get('/api/pitch-map')).json()).data as { name: string; street: string }[];
  const streets = [...new Set(plan.map((pitch) => pitch.street))];
  for (const street of streets) expect(text).toContain(`Plan d'implantation — ${street}`);
  for (const { name } of plan) expect(text.split('\n')).toContain(name);
  expect(pdfPages(pdf)).toBe(1 + streets.length);

  const dutch = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Télécharger le dossier en néerlandais' }).click();
  const inDutch = await saved(await dutch);
  expect(inDutch.text).toContain('Dossier voor de gemeente');
  for (const street of streets) expect(inDutch.text).toContain(`Inplantingsplan — ${street}`);
});

test("a volunteer files the organiser's insurance certificate, and the commune's file says it is joined, its page after the plans", async ({
  page,
}) => {
  await page.goto('/admin/');
  await signIn(page);
  const card = page.getByRole('region', { name: 'Dossier pour la commune' });
  await expect(card.getByText("Aucune attestation n'est déposée : le dossier dira qu'elle est à joindre.")).toBeVisible();
  const download = async () => {
    const french = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Télécharger le dossier en français' }).click();
    return saved(await french);
  };
  const before = await download();
  expect(before.text).toContain("Attestation d'assurance en responsabilité civile : à joindre");

  // A one-page PDF of the PDF Association (cms/tests/fixtures/README.md).
  await card
    .getByLabel("Déposer l'attestation")
    .setInputFiles(new URL('../../cms/tests/fixtures/simple-pdf-2.0.pdf', import.meta.url).pathname);
  await expect(card.getByText(/^Jointe au dossier : simple-pdf-2\.0\.pdf \(5 Ko\), déposée le/)).toBeVisible();
  const joined = await download();
  expect(joined.text).toContain("Attestation d'assurance en responsabilité civile : jointe (simple-pdf-2.0.pdf)");
  expect(pdfPages(joined.pdf)).toBe(pdfPages(before.pdf) + 1);

  page.once('dialog', (dialog) => dialog.accept());
  await card.getByRole('button', { name: 'Retirer' }).click();
  await expect(card.getByText("Aucune attestation n'est déposée : le dossier dira qu'elle est à joindre.")).toBeVisible();
});

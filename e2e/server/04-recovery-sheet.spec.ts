import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { COMMITTEE_EMAIL, DOMAIN, PANEL_DOMAIN, firstServer, serverState } from '../support/server-install';
import { test } from '../support/second-server';

// From here on, beside the first server's last files (this one, the removal, the warnings and their waits), the restore
// drill's new server boots and installs (e2e/support/second-server.ts).
test.beforeAll(({ secondServer }) => void secondServer.install());

/**
 * The committee's recovery sheet (deploy/brocante recovery-sheet): what two members keep on paper so that the site
 * survives the loss of its server. The restore drill (07-restore.spec.ts) types its key on a new server.
 */
test('the recovery sheet, at the end of the install and again for root only: the site, the backups and where their copy goes, the key in letters and as a QR code that scans to it, the restore in three commands', async ({
  page,
}) => {
  const run = firstServer();
  const key = run('grep ^AGE-SECRET-KEY- /etc/brocante/brocante/cle-des-sauvegardes.txt').stdout.trim();
  expect(key).toMatch(/^AGE-SECRET-KEY-1[0-9A-Z]{58}$/);
  const { install, dir } = serverState();
  expect(install.output).toContain(`Feuille de secours de `);
  expect(install.output).toContain('Imprimez la feuille de secours');

  const printed = run('cd /root/brocante && ./deploy/brocante recovery-sheet');
  expect(printed.status, printed.stderr).toBe(0);
  for (const line of [
    `Site : https://${DOMAIN}`,
    `Panneau des éditeurs : https://${PANEL_DOMAIN}/admin`,
    `Installation : brocante, adresse du comité ${COMMITTEE_EMAIL}`,
    'Sauvegardes : chaque nuit dans /var/backups/brocante sur le serveur',
    key,
    `2. deploy/brocante install --domain ${DOMAIN} --email ${COMMITTEE_EMAIL}`,
    `Copie hors du serveur : chaque nuit par e-mail à ${COMMITTEE_EMAIL}, en pièce jointe ; plus grosse que 10 Mo,`,
    '3. deploy/brocante restore --key - brocante-….tar.age   (la pièce jointe du dernier e-mail « sauvegarde du … »',
  ])
    expect(printed.stdout).toContain(line);
  expect(printed.stdout).toContain('Feuille à imprimer : /root/feuille-de-secours-brocante.html');
  expect(run('stat -c %a:%U /root/feuille-de-secours-brocante.html').stdout.trim()).toBe('600:root');

  // The page to print: its QR code, as a phone scans it, is the key.
  await page.setContent(readFileSync(path.join(dir, 'root', 'feuille-de-secours-brocante.html'), 'utf8'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Feuille de secours de /);
  const png = PNG.sync.read(await page.getByRole('img', { name: 'Code QR de la clé des sauvegardes' }).screenshot());
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(key);

  // Another account than root is told why not, and gets no key.
  run('rm -rf /tmp/outil && cp -r /root/brocante/deploy /tmp/outil && chmod -R a+rX /tmp/outil');
  const refused = run('runuser -u nobody -- /tmp/outil/brocante recovery-sheet');
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toContain('la feuille de secours porte la clé des sauvegardes : root seulement');
  expect(refused.stdout).not.toContain('AGE-SECRET-KEY');
});

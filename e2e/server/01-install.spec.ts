import { expect } from '@playwright/test';
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { completeTheQuarter, setUpFirstEdition } from '../../scripts/first-edition.mjs';
import {
  DOMAIN,
  INSTALL_ENV,
  PANEL_DOMAIN,
  PS_DURING_INSTALL,
  STAFF_PASSWORD,
  firstServer,
  fromOutside,
  installCommand,
  onFirst,
  panelSession,
  photoForm,
  portOpens,
  servedCertificate,
  serverState,
  site,
  visitorRegistration,
  volunteer,
} from '../support/server-install';
import { MAIL_PORTS, SMTP_ACCOUNT, caughtEmails, mailArrivals } from '../support/server-mail';
import { test } from '../support/second-server';

/** The committee's server from bare Debian: the install, and what a volunteer then meets (e2e/support/server-setup.ts installs it). */
test('one command on a bare Debian server puts the site online over HTTPS, with a certificate from the ACME server', async () => {
  const { install, address } = serverState();
  expect(install.output).toContain('Le site est en ligne : https://brocante.trois-tilleuls.be');
  expect(install.status, install.output).toBe(0);
  // Its own check from outside, every line of it.
  for (const checked of [site('/'), site('/admin/'), site('/api/health'), `http://${DOMAIN}/`, `https://${PANEL_DOMAIN}/admin/`])
    expect(install.output).toContain(`✓ ${checked}`);
  expect(install.output).not.toContain('✗');
  // The certificate the ACME server issued, for the site and the panel, trusted by whoever trusts the ACME root.
  for (const name of [DOMAIN, PANEL_DOMAIN]) {
    const served = await servedCertificate(address, name);
    expect(served.authorized).toBe(true);
    expect(served.issuer).toMatch(/Pebble/);
  }
  // The home page, in French, before any edition.
  const home = await onFirst('GET', '/');
  expect(home.status).toBe(200);
  expect(home.text).toContain('<html lang="fr-BE">');
  expect(home.headers['strict-transport-security']).toBeDefined();
  // The panel asks for the committee's password before anything of Strapi.
  const panel = await fromOutside(address, serverState().authority, 'GET', `https://${PANEL_DOMAIN}/admin/`);
  expect(panel.status).toBe(401);
  // The first steps: where the committee completes its name, its streets and its pages; the answers file to remove.
  expect(install.output).toContain(
    `Le comité complète son nom, ses rues et ses pages dans le panneau https://${PANEL_DOMAIN}/admin`,
  );
  expect(install.output).toContain('Content Manager, « Le comité : quartier, accueil, contact, pied de page »');
  expect(install.output).toContain('Effacez le fichier de réponses, il contient un mot de passe : shred -u /root/reponses.txt');
});

test('no password nor secret on a command line while the server installs: ps shows every user the command lines', () => {
  const seen = readFileSync(path.join(serverState().dir, PS_DURING_INSTALL.slice(1)), 'utf8')
    .split('\n')
    .filter(Boolean);
  // The accounts' commands were seen running (the first volunteer's password and the secrets once went on theirs).
  expect(seen.some((line) => line.includes('scripts/create-staff.js'))).toBe(true);
  const secrets = firstServer()(
    "grep -E '^(APP_KEYS|API_TOKEN_SALT|ADMIN_JWT_SECRET|TRANSFER_TOKEN_SALT|JWT_SECRET|ENCRYPTION_KEY)=' /etc/brocante/brocante.env | cut -d= -f2-",
  )
    .stdout.split('\n')
    .filter(Boolean);
  expect(secrets).toHaveLength(6);
  const shown = [STAFF_PASSWORD, SMTP_ACCOUNT.password, 'comite:', ...secrets];
  expect(seen.filter((line) => shown.some((secret) => line.includes(secret)))).toEqual([]);
});

test('run again, the install changes nothing: same secrets, same services, only its check', async () => {
  const run = firstServer();
  const before = run(
    'sha256sum /etc/brocante/brocante.env /etc/nginx/brocante/brocante.conf; systemctl show -p MainPID --value brocante-strapi',
  ).stdout;
  const again = run(installCommand(), { env: INSTALL_ENV });
  expect(again.status, again.stdout + again.stderr).toBe(0);
  expect(again.stdout.split('\n').filter((line) => line.startsWith('→'))).toEqual(["→ vérification depuis l'extérieur"]);
  expect(
    run(
      'sha256sum /etc/brocante/brocante.env /etc/nginx/brocante/brocante.conf; systemctl show -p MainPID --value brocante-strapi',
    ).stdout,
  ).toBe(before);
  // The secrets never printed.
  const secret = run("sed -n 's/^JWT_SECRET=//p' /etc/brocante/brocante.env").stdout.trim();
  expect(secret.length).toBeGreaterThanOrEqual(40);
  expect(serverState().install.output).not.toContain(secret);
  expect(again.stdout).not.toContain(secret);
});

test('the committee completes its quarter in the panel, as the first steps say, and the site names its commune', async () => {
  test.setTimeout(120_000);
  // Before: the install's committee alone, no demo quarter, and no street to register from.
  expect((await onFirst('GET', '/')).text).not.toContain('Watermael-Boitsfort');
  const panel = await panelSession();
  await completeTheQuarter(async (method, route, body) => {
    const answer = await panel(method, route, { body });
    expect(answer.status, `${method} ${route} : ${answer.text}`).toBeLessThan(300);
    return JSON.parse(answer.text);
  });
  await expect(async () => expect((await onFirst('GET', '/')).text).toMatch(/<title>[^<]*Watermael-Boitsfort/)).toPass({
    timeout: 90_000,
    intervals: [1_000],
  });
});

test('a visitor registers on the server, and the confirmation leaves through the committee’s mail server', async () => {
  const staff = await volunteer(onFirst);
  const date = await setUpFirstEdition(staff);
  // No pitch drawn yet: the volunteer, asked, opens it all the same (its registrations wait for a pitch).
  await staff('PUT', `/api/editions/${date}/state`, { state: 'open', withoutPitches: true });
  const registered = await onFirst('POST', '/api/registrations', {
    body: visitorRegistration({
      firstName: 'Lucie',
      lastName: 'Serveur',
      email: 'lucie.serveur@trois-tilleuls.be',
      houseNumber: '9',
    }),
  });
  expect(registered.status, registered.text).toBe(201);
  await expect(async () => {
    const emails = await caughtEmails();
    expect(emails.some((email) => email.to.some((to) => to.address === 'lucie.serveur@trois-tilleuls.be'))).toBe(true);
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  // By the port the answers gave (587), over STARTTLS as the install took for it, the password after TLS.
  expect(mailArrivals()).toContainEqual({
    port: MAIL_PORTS.starttls,
    tls: true,
    user: SMTP_ACCOUNT.user,
    to: ['lucie.serveur@trois-tilleuls.be'],
  });
  expect(firstServer()("grep -E '^SMTP_(SECURE|REQUIRE_TLS)=' /etc/brocante/brocante.env").stdout).toBe(
    'SMTP_SECURE=false\nSMTP_REQUIRE_TLS=true\n',
  );
});

test('an editor publishes a post in the panel, behind the committee’s password, and the site on the server shows it', async () => {
  test.setTimeout(120_000);
  const panel = await panelSession();
  const slug = `2027/sur-le-serveur-${Date.now()}`;
  const posts = '/content-manager/collection-types/api::post.post';
  const created = await panel('POST', posts, {
    body: { title: 'Publié sur le serveur', slug, excerpt: 'Le site se reconstruit.', body: 'Bonjour.' },
  });
  expect(created.status, created.text).toBe(201);
  const published = await panel('POST', `${posts}/${JSON.parse(created.text).data.documentId}/actions/publish`, { body: {} });
  expect(published.status, published.text).toBe(200);
  // A photo in the media library, among the files every backup carries (07-restore.spec.ts restores it elsewhere).
  const photo = photoForm('parvis-en-fete.png');
  const uploaded = await panel('POST', '/upload', {
    body: photo.body,
    headers: { 'content-type': photo.contentType },
  });
  expect(uploaded.status, uploaded.text).toBe(201);
  const served = await onFirst('GET', JSON.parse(uploaded.text)[0].url);
  expect(served.status).toBe(200);
  const started = Date.now();
  await expect(async () => expect((await onFirst('GET', `/blog/${slug}/`)).text).toContain('Publié sur le serveur')).toPass({
    timeout: 90_000,
    intervals: [1_000],
  });
  console.log(`Publication → site du serveur : ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test('Strapi killed as a crash would: systemd starts it again and the site answers', async () => {
  test.setTimeout(120_000);
  const run = firstServer();
  const pid = run('systemctl show -p MainPID --value brocante-strapi').stdout.trim();
  run('systemctl kill -s KILL brocante-strapi');
  await expect(async () => {
    expect(run('systemctl show -p MainPID --value brocante-strapi').stdout.trim()).not.toBe(pid);
    expect((await onFirst('GET', '/api/health')).status).toBe(200);
  }).toPass({ timeout: 90_000, intervals: [1_000] });
  expect(Number(run('systemctl show -p NRestarts --value brocante-strapi').stdout)).toBeGreaterThanOrEqual(1);
});

test('the certificate renews by certbot, and nginx serves the new one', async () => {
  const run = firstServer();
  const before = await servedCertificate(serverState().address, DOMAIN);
  // What certbot's timer runs twice a day, forced (a certificate is renewed 30 days before it expires).
  const renewed = run('certbot renew --force-renewal --no-random-sleep-on-renew --quiet', { env: INSTALL_ENV });
  expect(renewed.status, renewed.stderr).toBe(0);
  // nginx reloads on the hook's signal: its new workers serve the new certificate.
  await expect(async () => {
    const after = await servedCertificate(serverState().address, DOMAIN);
    expect(after.authorized).toBe(true);
    expect(after.serial).not.toBe(before.serial);
    // Strapi reads the new date from the copy the hook left it (the health's certificate check).
    const copy = new X509Certificate(run('cat /var/lib/brocante/certificat.pem').stdout);
    expect(copy.serialNumber.toUpperCase()).toBe(after.serial.toUpperCase());
  }).toPass({ timeout: 20_000 });
});

test('the firewall lets in HTTP and HTTPS (and SSH), nothing else a program opens', async () => {
  const run = firstServer();
  run('setsid python3 -m http.server 8080 --bind 0.0.0.0 >/dev/null 2>&1 < /dev/null &');
  await expect(async () =>
    expect(run('curl -s -o /dev/null -w "%{http_code}" http://127.0.0.1:8080/').stdout).toBe('200'),
  ).toPass({
    timeout: 10_000,
  });
  const { address } = serverState();
  expect(portOpens(address, 443)).toBe(true);
  expect(portOpens(address, 80)).toBe(true);
  expect(portOpens(address, 8080)).toBe(false);
  run('pkill -f "http.server 8080"');
  // Its rules in a table of their own; the rule the server had before the install is still there.
  expect(run('nft list tables').stdout).toContain('table inet brocante');
  expect(run('nft list table inet hebergeur').stdout).toMatch(/tcp dport 2222 counter packets \d+ bytes \d+ accept/);
});

test('status tells the operator the services, the last backup and its copy off the server, the disk, the certificate and the e-mails', async () => {
  const said = firstServer()('cd /root/brocante && ./deploy/brocante status');
  expect(said.status, said.stderr).toBe(0);
  expect(said.stdout).toContain('brocante-strapi.service : active');
  expect(said.stdout).toContain('santé : bonne');
  expect(said.stdout).toMatch(/dernière sauvegarde : \/var\/backups\/brocante\/brocante-\d{8}-\d{6}\.tar\.age \(il y a 0 h/);
  expect(said.stdout).toMatch(/copie hors du serveur : e-mail, la dernière le \d{4}-\d{2}-\d{2}T/);
  expect(said.stdout).toMatch(/certificat : valable jusqu'au \d{4}-\d{2}-\d{2}/);
  expect(said.stdout).toMatch(/e-mails : \d+ en attente/);
});

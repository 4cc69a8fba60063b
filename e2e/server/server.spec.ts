import { expect, test } from '@playwright/test';
import { createHash, X509Certificate } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { connect } from 'node:tls';
import { bootServer } from '../../scripts/debian-server.mjs';
import { setUpFirstEdition } from '../../scripts/first-edition.mjs';
import {
  COMMITTEE_EMAIL,
  DOMAIN,
  INSTALL_ENV,
  MAIL_PORTS,
  PANEL_DOMAIN,
  SERVER_WORK,
  STAFF_PASSWORD,
  firstServer,
  fromOutside,
  installCommand,
  portOpens,
  prepareServer,
  serverState,
} from '../support/server-install';

const site = (route: string) => `https://${DOMAIN}${route}`;
const onFirst = (method: string, route: string, options?: Parameters<typeof fromOutside>[4]) =>
  fromOutside(serverState().address, serverState().authority, method, site(route), options);

/** The certificate a visitor's browser is shown at `address` for `name`, checked against pebble's root. */
function servedCertificate(address: string, name: string): Promise<{ authorized: boolean; serial: string; issuer: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: address, port: 443, servername: name, ca: serverState().authority }, () => {
      const certificate = socket.getPeerCertificate();
      resolve({ authorized: socket.authorized, serial: certificate.serialNumber, issuer: String(certificate.issuer.CN ?? '') });
      socket.end();
    });
    socket.on('error', reject);
  });
}

/** A volunteer's session on a server, by the API the admin app calls. */
async function volunteer(call: typeof onFirst) {
  const signedIn = await call('POST', '/api/auth/local', { body: { identifier: COMMITTEE_EMAIL, password: STAFF_PASSWORD } });
  expect(signedIn.status, signedIn.text).toBe(200);
  const { jwt } = JSON.parse(signedIn.text) as { jwt: string };
  return async (method: string, route: string, data?: unknown) => {
    const answer = await call(method, route, {
      body: data === undefined ? undefined : { data },
      headers: { authorization: `Bearer ${jwt}` },
    });
    if (answer.status >= 300) throw new Error(`${method} ${route} : ${answer.status} ${answer.text}`);
    return answer.text ? JSON.parse(answer.text) : null;
  };
}

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

test('a visitor registers on the server, and the confirmation leaves through the committee’s mail server', async () => {
  const staff = await volunteer(onFirst);
  const date = await setUpFirstEdition(staff);
  await staff('PUT', `/api/editions/${date}/state`, { state: 'open' });
  const registered = await onFirst('POST', '/api/registrations', {
    body: {
      data: {
        kind: 'visitor',
        firstName: 'Lucie',
        lastName: 'Serveur',
        email: 'lucie.serveur@trois-tilleuls.be',
        phone: '0470 12 34 56',
        street: 'Rue du Ramier',
        houseNumber: '9',
        postalCode: '1170',
        city: 'Watermael-Boitsfort',
        comment: '',
        acceptsRules: true,
        acceptsPrivacy: true,
        pitchCount: 1,
      },
    },
  });
  expect(registered.status, registered.text).toBe(201);
  await expect(async () => {
    const emails = (await (await fetch(`http://127.0.0.1:${MAIL_PORTS.web}/email`)).json()) as { to: { address: string }[] }[];
    expect(emails.some((email) => email.to.some((to) => to.address === 'lucie.serveur@trois-tilleuls.be'))).toBe(true);
  }).toPass({ timeout: 90_000, intervals: [2_000] });
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
});

test('status tells the operator the services, the last backup, the disk, the certificate and the e-mails', async () => {
  const said = firstServer()('cd /root/brocante && ./deploy/brocante status');
  expect(said.status, said.stderr).toBe(0);
  expect(said.stdout).toContain('brocante-strapi.service : active');
  expect(said.stdout).toMatch(/dernière sauvegarde : \/var\/backups\/brocante\/brocante-\d{8}-\d{6}\.tar\.age \(il y a 0 h/);
  expect(said.stdout).toMatch(/certificat : valable jusqu'au \d{4}-\d{2}-\d{2}/);
  expect(said.stdout).toMatch(/e-mails : \d+ en attente/);
});

test('an upgrade keeps every registration; one whose migration fails gives the previous version and its data back', async () => {
  test.setTimeout(900_000);
  const run = firstServer();
  const registrations = () =>
    run(`runuser -u postgres -- psql -XAtq brocante -c "SELECT email FROM registrations ORDER BY id"`).stdout;
  const before = registrations();
  expect(before).toContain('lucie.serveur@trois-tilleuls.be');
  const current = () => run('readlink /opt/brocante/current').stdout.trim();
  const installed = current();
  // The next version, as `git pull` brings it into the volunteer's clone.
  const next = `${path.basename(installed)}-suivante`;
  run(`cp -a /root/brocante /root/brocante-suivante && echo ${next} > /root/brocante-suivante/VERSION`);
  const upgraded = run('cd /root/brocante-suivante && ./deploy/brocante upgrade');
  console.log(upgraded.stdout);
  expect(upgraded.status, upgraded.stdout + upgraded.stderr).toBe(0);
  expect(upgraded.stdout).toMatch(new RegExp(`Mise à jour faite : version ${next} \\(\\d+ s`));
  expect(current()).toBe(`/opt/brocante/releases/${next}`);
  expect(registrations()).toBe(before);
  expect((await onFirst('GET', '/api/health')).status).toBe(200);

  // A version whose migration empties a table and then fails: Strapi cannot start on it.
  const broken = `${path.basename(installed)}-cassee`;
  run(`cp -a /root/brocante /root/brocante-cassee && echo ${broken} > /root/brocante-cassee/VERSION`);
  writeFileSync(
    path.join(serverState().dir, 'root', 'brocante-cassee', 'cms', 'database', 'migrations', '2099.01.01T00.00.00.en-echec.js'),
    "module.exports = { async up(knex) { await knex('registrations').del(); throw new Error('migration en échec'); } };\n",
  );
  const failed = run('cd /root/brocante-cassee && ./deploy/brocante upgrade');
  console.log(failed.stdout, failed.stderr);
  expect(failed.status).not.toBe(0);
  expect(failed.stderr).toMatch(/mise à jour annulée : la version .*-suivante et sa base sont revenues en \d+ s/);
  expect(current()).toBe(`/opt/brocante/releases/${next}`);
  expect(registrations()).toBe(before);
  expect((await onFirst('GET', '/')).status).toBe(200);
  // The server says so: its health (a monitoring service, the dashboard, the volunteers' e-mail) until an upgrade succeeds.
  const health = await onFirst('GET', '/api/health');
  expect(health.status).toBe(503);
  expect(JSON.parse(health.text).data.checks).toEqual({
    database: 'ok',
    emails: 'ok',
    disk: 'ok',
    backup: 'ok',
    certificate: 'ok',
    upgrade: 'rolled-back',
  });
  expect(run('cat /var/lib/brocante/mise-a-jour-annulee').stdout).toContain(`version=${broken}`);
});

test('a registration survives backup, the loss of the server and a restore onto a second fresh server', async () => {
  test.setTimeout(900_000);
  const first = firstServer();
  // The nightly backup, run by hand as root.
  const saved = first('cd /root/brocante && ./deploy/brocante backup');
  expect(saved.status, saved.stderr).toBe(0);
  const file = saved.stdout.match(/Sauvegarde : (\S+\.tar\.age)/)?.[1] ?? '';
  expect(file).not.toBe('');
  const backup = first(`base64 -w0 ${file}`).stdout;
  const key = first('cat /etc/brocante/brocante/cle-des-sauvegardes.txt').stdout;
  const checksum = (text: string) => createHash('sha256').update(text).digest('hex');
  const registrationsOn = (run: typeof first) =>
    run(`runuser -u postgres -- psql -XAtq brocante -c "SELECT email FROM registrations ORDER BY id"`).stdout.trim();
  const registrations = registrationsOn(first);
  expect(registrations).toContain('lucie.serveur@trois-tilleuls.be');

  // The first server is lost. A second, bare, takes its name (the committee moves its DNS).
  const { authority, acmeDirectory } = serverState();
  const second = await bootServer({
    name: 'brocante-b',
    net: 2,
    dir: path.join(SERVER_WORK, 'b'),
    hosts: [`10.77.2.2 ${DOMAIN} ${PANEL_DOMAIN}`],
  });
  try {
    await fetch('http://127.0.0.1:8055/add-a', {
      method: 'POST',
      body: JSON.stringify({ host: `${DOMAIN}.`, addresses: [second.address] }),
    });
    await fetch('http://127.0.0.1:8055/add-a', {
      method: 'POST',
      body: JSON.stringify({ host: `${PANEL_DOMAIN}.`, addresses: [second.address] }),
    });
    prepareServer(second.dir, second.run, { gateway: second.gateway, authority, acmeDirectory });
    // --dry-run says what it would do, and does none of it.
    const dry = second.run(installCommand('--dry-run'), { env: INSTALL_ENV });
    expect(dry.status, dry.stdout + dry.stderr).toBe(0);
    expect(dry.stdout).toContain('→ paquets Debian : postgresql nginx certbot');
    expect(dry.stdout).toContain("Essai terminé : rien n'a été changé.");
    expect(second.run('command -v nginx || echo absent').stdout.trim()).toBe('absent');

    const installed = second.run(installCommand(), { env: INSTALL_ENV });
    expect(installed.status, installed.stdout + installed.stderr).toBe(0);
    writeBackup(second.dir, backup, key);
    const restored = second.run('cd /root/brocante && ./deploy/brocante restore --key /root/cle.txt /root/sauvegarde.tar.age');
    expect(restored.status, restored.stdout + restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restaurée : \d+ tables et \d+ fichiers, identiques à la sauvegarde\./);
    expect(checksum(registrationsOn(second.run))).toBe(checksum(registrations));
    // The volunteer signs in on the new server with the old password, and finds the registration.
    const onSecond = (method: string, route: string, options?: Parameters<typeof fromOutside>[4]) =>
      fromOutside(second.address, authority, method, site(route), options);
    await expect(async () => expect((await onSecond('GET', '/api/health')).status).toBe(200)).toPass({ timeout: 60_000 });
    const staff = await volunteer(onSecond);
    const listed = JSON.stringify(await staff('GET', '/api/registrations?pageSize=100'));
    expect(listed).toContain('lucie.serveur@trois-tilleuls.be');
  } finally {
    await second.stop();
  }
});

/** What the committee brings to the new server: the backup file and the key it kept off the old one. */
function writeBackup(dir: string, backup: string, key: string) {
  writeFileSync(path.join(dir, 'root', 'sauvegarde.tar.age'), Buffer.from(backup, 'base64'));
  writeFileSync(path.join(dir, 'root', 'cle.txt'), key, { mode: 0o600 });
}

import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatDate } from '@brocante/shared';
import { bootServer } from '../../scripts/debian-server.mjs';
import {
  DOMAIN,
  INSTALL_ENV,
  PANEL_DOMAIN,
  SERVER_WORK,
  firstServer,
  fromOutside,
  installCommand,
  onFirst,
  prepareServer,
  serverState,
  site,
  volunteer,
} from '../support/server-install';
import { bringArchive, releaseArchive } from '../support/server-releases';

/** The server's life after the install: a season's data, upgrades, and a restore onto a new server (after install.spec.ts). */
test('a season’s worth: ten thousand registrations and their e-mails back up in seconds (figures printed)', async () => {
  test.setTimeout(300_000);
  const run = firstServer();
  // Lucie's registration and her e-mails, copied 9,999 times with their own names, addresses and references.
  const filled = run(`runuser -u postgres -- psql -X -v ON_ERROR_STOP=1 -q brocante <<'SQL'
DO $$
DECLARE registration_columns text; message_columns text;
BEGIN
  CREATE TEMP TABLE copies AS SELECT r.*, n AS numero FROM registrations r, generate_series(1, 9999) n
    WHERE r.email = 'lucie.serveur@trois-tilleuls.be';
  UPDATE copies SET email = 'exposant' || numero || '@quartier-exemple.be', last_name = 'Exposant ' || numero,
    house_number = (numero % 300 + 1)::text, document_id = substr(md5(random()::text), 1, 24),
    access_key_hash = md5(random()::text) || md5(random()::text),
    payment_reference = '+++' || substr((1000000000 + numero)::text, 1, 3) || '/' || substr((1000000000 + numero)::text, 4, 4)
      || '/' || substr((1000000000 + numero)::text, 8, 3)
      || lpad(coalesce(nullif((1000000000 + numero) % 97, 0), 97)::text, 2, '0') || '+++';
  SELECT string_agg(quote_ident(column_name), ', ') INTO registration_columns FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = 'registrations' AND column_name <> 'id';
  EXECUTE format('INSERT INTO registrations (%s) SELECT %s FROM copies', registration_columns, registration_columns);
  CREATE TEMP TABLE messages AS SELECT m.*, n AS numero FROM email_messages m, generate_series(1, 9999) n
    WHERE m."to" = 'lucie.serveur@trois-tilleuls.be';
  UPDATE messages SET "to" = 'exposant' || numero || '@quartier-exemple.be', topic = topic || ':' || numero,
    document_id = substr(md5(random()::text), 1, 24), registration_id = NULL;
  SELECT string_agg(quote_ident(column_name), ', ') INTO message_columns FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = 'email_messages' AND column_name <> 'id';
  EXECUTE format('INSERT INTO email_messages (%s) SELECT %s FROM messages', message_columns, message_columns);
END $$;
SQL`);
  expect(filled.status, filled.stderr).toBe(0);
  expect(run(`runuser -u postgres -- psql -XAtq brocante -c "SELECT count(*) FROM registrations"`).stdout.trim()).toBe('10000');
  const started = Date.now();
  const saved = run('cd /root/brocante && ./deploy/brocante backup');
  const seconds = (Date.now() - started) / 1000;
  expect(saved.status, saved.stderr).toBe(0);
  const file = saved.stdout.match(/Sauvegarde : (\S+\.tar\.age)/)?.[1] ?? '';
  const bytes = Number(run(`stat -c %s ${file}`).stdout);
  const database = Number(run(`runuser -u postgres -- psql -XAtq brocante -c "SELECT pg_database_size('brocante')"`).stdout);
  console.log(
    `Sauvegarde de 10 000 inscriptions et de leurs e-mails : ${seconds.toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} Mo chiffrés (base : ${(database / 1e6).toFixed(0)} Mo)`,
  );
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
  // The next version's release archive, as a small server takes it (built elsewhere, checked by its SHA-256); an
  // archive whose bytes do not match its SHA-256 is refused first, and nothing changes.
  const next = `${path.basename(installed)}-suivante`;
  const archive = releaseArchive(next);
  bringArchive(archive);
  run(
    `cp /root/${archive} /root/alteree-${archive} && echo >> /root/alteree-${archive} && cp /root/${archive}.sha256 /root/alteree-${archive}.sha256`,
  );
  const tampered = run(`cd /root/brocante && ./deploy/brocante upgrade --release /root/alteree-${archive}`);
  expect(tampered.status).not.toBe(0);
  expect(tampered.stderr).toContain("ne correspond pas à son empreinte : rien n'est installé.");
  expect(current()).toBe(installed);
  // The volunteers' one role as versions before the team's roles left it: « Staff », which could do everything.
  const sql = (query: string) => run(`runuser -u postgres -- psql -XAtq brocante -c "${query}"`).stdout.trim();
  expect(sql("UPDATE up_roles SET type = 'staff', name = 'Staff' WHERE type = 'coordination' RETURNING type")).toBe('staff');
  const upgraded = run(`cd /root/brocante && ./deploy/brocante upgrade --release /root/${archive}`);
  console.log(upgraded.stdout);
  expect(upgraded.status, upgraded.stdout + upgraded.stderr).toBe(0);
  expect(upgraded.stdout).toMatch(new RegExp(`Mise à jour faite : version ${next} \\(\\d+ s`));
  // Checked on the panel's domain the install saved, not cms.DOMAIN.
  expect(upgraded.stdout).toContain(`✓ https://${PANEL_DOMAIN}/admin/`);
  expect(current()).toBe(`/opt/brocante/releases/${next}`);
  expect(registrations()).toBe(before);
  expect((await onFirst('GET', '/api/health')).status).toBe(200);
  // The volunteer of the install is a coordinator now, and does what they did: the committee's account, say.
  expect(sql("SELECT count(*) FROM up_roles WHERE type = 'staff'")).toBe('0');
  const coordinator = await volunteer(onFirst);
  expect((await coordinator('GET', '/api/team/me')).data.role).toBe('coordination');
  expect((await coordinator('GET', '/api/committee-account')).data).toBeTruthy();

  // A version whose migration empties a table and then fails: Strapi cannot start on it.
  const broken = `${path.basename(installed)}-cassee`;
  const brokenArchive = releaseArchive(broken, (tree) =>
    writeFileSync(
      path.join(tree, 'cms', 'database', 'migrations', '2099.01.01T00.00.00.en-echec.js'),
      "module.exports = { async up(knex) { await knex('registrations').del(); throw new Error('migration en échec'); } };\n",
    ),
  );
  bringArchive(brokenArchive);
  const failed = run(`cd /root/brocante && ./deploy/brocante upgrade --release /root/${brokenArchive}`);
  console.log(failed.stdout, failed.stderr);
  expect(failed.status).not.toBe(0);
  expect(failed.stderr).toMatch(/mise à jour annulée : la version .*-suivante et sa base sont revenues en \d+ s/);
  expect(current()).toBe(`/opt/brocante/releases/${next}`);
  expect(registrations()).toBe(before);
  expect((await onFirst('GET', '/')).status).toBe(200);
  // status shows the operator Strapi's error, as its journal holds it.
  expect(run('cd /root/brocante && ./deploy/brocante status').stdout).toMatch(
    /dernières erreurs :\n( {4}.*\n)*? {4}.*migration en échec/,
  );
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
    // The version that came back serves the site built before the upgrade, from the data that came back with it.
    site: 'ok',
  });
  expect(run('cat /var/lib/brocante/mise-a-jour-annulee').stdout).toContain(`version=${broken}`);
  // A version that starts but whose check fails (its health says the database does not answer): the upgrade goes
  // back as well, rather than stopping half-way on the new version.
  const failing = `${path.basename(installed)}-base-muette`;
  const failingArchive = releaseArchive(failing, (tree) => {
    const healthCode = path.join(tree, 'cms', 'dist', 'src', 'lib', 'server-health.js');
    const code = readFileSync(healthCode, 'utf8');
    const silenced = code.replace(
      'databaseAnswers: await databaseAnswers(strapi),',
      'databaseAnswers: (await databaseAnswers(strapi)) && !now,',
    );
    expect(silenced).not.toBe(code);
    writeFileSync(healthCode, silenced);
  });
  bringArchive(failingArchive);
  const unchecked = run(`cd /root/brocante && ./deploy/brocante upgrade --release /root/${failingArchive}`);
  console.log(unchecked.stdout, unchecked.stderr);
  expect(unchecked.status).not.toBe(0);
  expect(unchecked.stdout).toContain(
    `✗ https://${DOMAIN}/api/health (attendu : 200)\n    la base de données ne répond pas : systemctl status postgresql`,
  );
  expect(unchecked.stderr).toMatch(/mise à jour annulée : la version .*-suivante et sa base sont revenues en \d+ s/);
  expect(current()).toBe(`/opt/brocante/releases/${next}`);
  expect(registrations()).toBe(before);
  expect(run('cat /var/lib/brocante/mise-a-jour-annulee').stdout).toContain(`version=${failing}`);
  // And the operator's status says it in words, with where to look.
  expect(run('cd /root/brocante && ./deploy/brocante status').stdout).toContain(
    "santé : à voir\n    la dernière mise à jour a été annulée, la version d'avant tourne : journalctl -u brocante-strapi",
  );
});

test('a registration survives backup, the loss of the server and a restore onto a second fresh server, with the key typed from the recovery sheet', async () => {
  test.setTimeout(900_000);
  const first = firstServer();
  // The nightly backup, run by hand as root.
  const saved = first('cd /root/brocante && ./deploy/brocante backup');
  expect(saved.status, saved.stderr).toBe(0);
  const file = saved.stdout.match(/Sauvegarde : (\S+\.tar\.age)/)?.[1] ?? '';
  expect(file).not.toBe('');
  const backup = first(`base64 -w0 ${file}`).stdout;
  // The key as the committee holds it: on its recovery sheet, typed by hand on the new server (in small letters, by
  // groups of four, as one reads it off the paper).
  const key =
    first('cd /root/brocante && ./deploy/brocante recovery-sheet').stdout.match(/AGE-SECRET-KEY-1[0-9A-Z]{58}/)?.[0] ?? '';
  expect(key).not.toBe('');
  const typed = key.toLowerCase().replace(/(.{4})/g, '$1 ');
  const checksum = (text: string) => createHash('sha256').update(text).digest('hex');
  const registrationsOn = (run: typeof first) =>
    run(`runuser -u postgres -- psql -XAtq brocante -c "SELECT email FROM registrations ORDER BY id"`).stdout.trim();
  const registrations = registrationsOn(first);
  expect(registrations).toContain('lucie.serveur@trois-tilleuls.be');

  // The first server is lost. A second, bare and small (1 GiB of memory, no swap), takes its name (the committee
  // moves its DNS); it installs the release archive built on a machine with the memory, checked by its SHA-256.
  const { authority, acmeDirectory } = serverState();
  const second = await bootServer({
    name: 'brocante-b',
    net: 2,
    dir: path.join(SERVER_WORK, 'b'),
    hosts: [`10.77.2.2 ${DOMAIN} ${PANEL_DOMAIN}`],
    memory: 1024 ** 3,
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

    const archive = releaseArchive();
    bringArchive(archive, second.dir);
    const installing = Date.now();
    const installed = second.run(installCommand(`--release /root/${archive}`), { env: INSTALL_ENV });
    expect(installed.status, installed.stdout + installed.stderr).toBe(0);
    expect(installed.stdout).toContain(`depuis ${archive} : dépendances de production`);
    const memory = second.memoryUse();
    const mebibytes = (bytes = 0) => Math.round(bytes / 2 ** 20);
    console.log(
      `Installation de l'archive sur un serveur de 1 Gio : ${Math.round((Date.now() - installing) / 1000)} s ; mémoire au plus haut ${mebibytes(memory?.peakBytes)} Mio (cache des fichiers compris), celle des processus ensuite ${mebibytes(memory?.processBytes)} Mio, ${memory?.outOfMemoryKills} processus tué`,
    );
    expect(memory?.outOfMemoryKills).toBe(0);
    writeBackup(second.dir, backup, `${typed.slice(0, -9)}\n`);
    // A key mistyped (a group left out) is refused before anything changes.
    const mistyped = second.run(
      'cd /root/brocante && ./deploy/brocante restore --key - /root/sauvegarde.tar.age < /root/cle.txt',
    );
    expect(mistyped.status).not.toBe(0);
    expect(mistyped.stderr).toContain("ce n'est pas une clé des sauvegardes");
    expect(second.run('systemctl is-active brocante-strapi').stdout.trim()).toBe('active');
    writeBackup(second.dir, backup, `${typed}\n`);
    const restoring = Date.now();
    const restored = second.run(
      'cd /root/brocante && ./deploy/brocante restore --key - /root/sauvegarde.tar.age < /root/cle.txt',
    );
    console.log(`Restauration sur le serveur neuf : ${((Date.now() - restoring) / 1000).toFixed(1)} s`);
    expect(restored.status, restored.stdout + restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restaurée : \d+ tables et [1-9]\d* fichiers?, identiques à la sauvegarde\./);
    expect(checksum(registrationsOn(second.run))).toBe(checksum(registrations));
    // The site rebuilt from the restored data before the restore said it was done: the announced edition and the
    // editor's post, at once, with no editor publishing anything.
    const onSecondSite = (route: string) => fromOutside(second.address, authority, 'GET', site(route));
    const date = first('runuser -u postgres -- psql -XAtq brocante -c "SELECT date FROM editions"').stdout.trim();
    const home = (await onSecondSite('/')).text;
    expect(home).not.toContain('Aucune brocante n');
    expect(home).toContain(formatDate(date, 'fr'));
    const slug = first(
      `runuser -u postgres -- psql -XAtq brocante -c "SELECT slug FROM posts WHERE title = 'Publié sur le serveur' AND published_at IS NOT NULL"`,
    ).stdout.trim();
    expect(slug).not.toBe('');
    const post = await onSecondSite(`/blog/${slug}/`);
    expect(post.status).toBe(200);
    expect(post.text).toContain('Publié sur le serveur');
    // The editor's photo, served again by the new server, the same bytes.
    const photo = first(
      'runuser -u postgres -- psql -XAtq brocante -c "SELECT url FROM files WHERE name = \'parvis-en-fete.png\'"',
    );
    expect(photo.stdout.trim()).toMatch(/^\/uploads\/parvis_en_fete_\w+\.png$/);
    // The volunteer signs in on the new server with the old password, and finds the registration.
    const onSecond = (method: string, route: string, options?: Parameters<typeof fromOutside>[4]) =>
      fromOutside(second.address, authority, method, site(route), options);
    await expect(async () => expect((await onSecond('GET', '/api/health')).status).toBe(200)).toPass({ timeout: 60_000 });
    const served = await onSecond('GET', photo.stdout.trim());
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const stored = `sha256sum /var/lib/brocante${photo.stdout.trim()} | cut -d' ' -f1`;
    expect(second.run(stored).stdout).toBe(first(stored).stdout);
    const staff = await volunteer(onSecond);
    const listed = JSON.stringify(await staff('GET', '/api/registrations?q=lucie.serveur'));
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

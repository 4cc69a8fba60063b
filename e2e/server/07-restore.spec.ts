import { expect } from '@playwright/test';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatDate } from '@brocante/shared';
import { COMMITTEE_EMAIL, firstServer, fromOutside, serverState, site, volunteer } from '../support/server-install';
import { backupAttachment } from '../support/server-mail';
import { bringArchive, releaseArchive } from '../support/server-releases';
import { test } from '../support/second-server';

/**
 * The first server lost (after 03-lifecycle.spec.ts, and after the first server's warnings of 06-warnings.spec.ts): its
 * committee restores onto a new one from what it holds. The suite's last file: the new server, installed beside the
 * first server's last files (e2e/support/second-server.ts), takes tonight's backup, then the next version.
 */
test('a registration survives the loss of the server: restored onto a second fresh server from the e-mailed backup and the key typed from the recovery sheet; the next version then takes over beside it in 1 GiB', async ({
  secondServer,
}) => {
  test.setTimeout(900_000);
  const first = firstServer();
  // The night's backup, as its timer runs it, leaves the server by e-mail: the committee keeps the attachment.
  const nightly = first('systemctl start brocante-backup.service && journalctl -u brocante-backup -n 20 --no-pager -o cat');
  expect(nightly.status, nightly.stderr).toBe(0);
  // The journal's last copy: tonight's (the install's first backup left one too).
  const file =
    [...nightly.stdout.matchAll(/Copie hors du serveur : (brocante-\d{8}-\d{6}\.tar\.age), par e-mail/g)].pop()?.[1] ?? '';
  expect(file).not.toBe('');
  const backup = (await backupAttachment(file, COMMITTEE_EMAIL)).toString('base64');
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

  // The first server is lost. The new one, bare and small, takes its name, the release archive installed on it beside
  // the first server's last files (e2e/support/second-server.ts).
  const { server: second, dryRun, archive, installed } = await secondServer.install();
  const { authority } = serverState();
  // --dry-run says what it would do, and does none of it.
  expect(dryRun.status, dryRun.stdout + dryRun.stderr).toBe(0);
  expect(dryRun.stdout).toContain('→ paquets Debian : postgresql nginx certbot');
  expect(dryRun.stdout).toContain("Essai terminé : rien n'a été changé.");
  expect(dryRun.nginx).toBe('absent');
  expect(installed.status, installed.stdout + installed.stderr).toBe(0);
  expect(installed.stdout).toContain(`depuis ${archive} : dépendances de production`);
  const mebibytes = (bytes = 0) => Math.round(bytes / 2 ** 20);
  console.log(
    `Installation de l'archive sur un serveur de 1 Gio : ${installed.seconds} s ; mémoire au plus haut ${mebibytes(installed.memory?.peakBytes)} Mio (cache des fichiers compris), celle des processus ensuite ${mebibytes(installed.memory?.processBytes)} Mio, ${installed.memory?.outOfMemoryKills} processus tué`,
  );
  expect(installed.memory?.outOfMemoryKills).toBe(0);
  writeBackup(second.dir, backup, `${typed.slice(0, -9)}\n`);
  // A key mistyped (a group left out) is refused before anything changes.
  const mistyped = second.run('cd /root/brocante && ./deploy/brocante restore --key - /root/sauvegarde.tar.age < /root/cle.txt');
  expect(mistyped.status).not.toBe(0);
  expect(mistyped.stderr).toContain("ce n'est pas une clé des sauvegardes");
  expect(second.run('systemctl is-active brocante-strapi').stdout.trim()).toBe('active');
  // An attachment cut short (a mailbox's limit, a download that stopped) is refused before anything changes.
  const attachment = Buffer.from(backup, 'base64');
  writeBackup(second.dir, attachment.subarray(0, attachment.length / 2).toString('base64'), `${typed}\n`);
  const cut = second.run('cd /root/brocante && ./deploy/brocante restore --key - /root/sauvegarde.tar.age < /root/cle.txt');
  expect(cut.status).not.toBe(0);
  expect(cut.stderr).toContain(
    "sauvegarde.tar.age ne s'ouvre pas avec cette clé, ou elle est abîmée (coupée, changée) : rien n'a changé.",
  );
  expect(second.run('systemctl is-active brocante-strapi').stdout.trim()).toBe('active');
  writeBackup(second.dir, backup, `${typed}\n`);
  const restoring = Date.now();
  const restored = second.run('cd /root/brocante && ./deploy/brocante restore --key - /root/sauvegarde.tar.age < /root/cle.txt');
  console.log(
    `Restauration sur le serveur neuf : ${((Date.now() - restoring) / 1000).toFixed(1)} s ; ${second.memoryUse()?.outOfMemoryKills} processus tué depuis le démarrage`,
  );
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

  // The next version on this small server: it starts beside the running one and takes over (deploy/lib/upgrade.sh),
  // two Strapis in 1 GiB for that minute. The processes' memory read four times a second meanwhile.
  const next = `${path.basename(second.run('readlink /opt/brocante/current').stdout.trim())}-suivante`;
  const nextArchive = releaseArchive(next);
  bringArchive(nextArchive, second.dir);
  let peak = 0;
  const sampling = setInterval(() => (peak = Math.max(peak, second.memoryUse()?.processBytes ?? 0)), 250);
  const upgraded = await second.runAsync(`cd /root/brocante && ./deploy/brocante upgrade --release /root/${nextArchive}`);
  clearInterval(sampling);
  expect(upgraded.status, upgraded.stdout + upgraded.stderr).toBe(0);
  expect(upgraded.stdout).toMatch(new RegExp(`Mise à jour faite : version ${next} \\(\\d+ s, sans interruption`));
  expect(second.memoryUse()?.outOfMemoryKills).toBe(0);
  console.log(`Mise à jour à côté sur le serveur de 1 Gio : mémoire des processus au plus ${mebibytes(peak)} Mio`);
  await expect(async () => expect((await onSecond('GET', '/api/health')).status).toBe(200)).toPass({ timeout: 30_000 });
});

/** What the committee brings to the new server: the backup file and the key it kept off the old one. */
function writeBackup(dir: string, backup: string, key: string) {
  writeFileSync(path.join(dir, 'root', 'sauvegarde.tar.age'), Buffer.from(backup, 'base64'));
  writeFileSync(path.join(dir, 'root', 'cle.txt'), key, { mode: 0o600 });
}

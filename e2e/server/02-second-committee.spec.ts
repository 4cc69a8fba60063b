import { expect } from '@playwright/test';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  DOMAIN,
  INSTALL_ENV,
  firstServer,
  fromOutside,
  installCommand,
  onFirst,
  servedCertificate,
  serverState,
} from '../support/server-install';
import { MAIL_PORTS, SMTP_ACCOUNT, mailArrivals } from '../support/server-mail';
import { RESTIC_PORT } from '../support/restic-server';
import { ROOT } from '../support/stack';
import { test } from '../support/second-server';

/**
 * A second committee on the first server (after 01-install.spec.ts; 05-remove.spec.ts removes it): its own everything,
 * and its nightly copy off the server in the restic repository it has (e2e/support/restic-server.ts), not by e-mail.
 */
const RESTIC_PASSWORD = 'Depot-Restic-Nord-2027';

test('a second committee on the same server: its own domain, certificate, database, user, services and backups, copied to its restic repository', async () => {
  test.setTimeout(600_000);
  const run = firstServer();
  const { address, authority, gateway } = serverState();
  const north = 'brocante.quartier-nord.be';
  run(`echo "${address} ${north} cms.${north}" >> /etc/hosts`);
  run(
    `sed -e 's/^DOMAIN=.*/DOMAIN=${north}/' -e 's/^EMAIL=.*/EMAIL=comite@quartier-nord.be/' ` +
      `-e 's/^COMMITTEE_NAME=.*/COMMITTEE_NAME=Comité du Quartier Nord/' -e '/^PANEL_DOMAIN=/d' -e 's/^SMTP_PORT=.*/SMTP_PORT=${MAIL_PORTS.tls}/' /root/reponses.txt > /root/reponses-nord.txt && echo PORT=1338 >> /root/reponses-nord.txt` +
      ` && printf 'RESTIC_REPOSITORY=rest:http://${gateway}:${RESTIC_PORT}/quartier-nord/\\nRESTIC_PASSWORD=${RESTIC_PASSWORD}\\n' >> /root/reponses-nord.txt`,
  );
  const installed = run(installCommand('--instance quartier-nord').replace('reponses.txt', 'reponses-nord.txt'), {
    env: INSTALL_ENV,
  });
  expect(installed.status, installed.stdout + installed.stderr).toBe(0);
  expect(installed.stdout).toContain(`Le site est en ligne : https://${north}`);
  // The version the first committee runs is copied, not built a second time.
  expect(installed.stdout).toMatch(
    /→ version \S+ : celle déjà construite sur ce serveur \(\/opt\/brocante\/releases\/\S+\), copiée/,
  );
  // Its mail server on 465: TLS from the start, as the install took for that port. The alert Strapi's configuration
  // sends when it stops, sent by hand, arrives that way (the next start it plans is called off).
  expect(run("grep -E '^SMTP_(SECURE|REQUIRE_TLS)=' /etc/brocante/quartier-nord.env").stdout).toBe(
    'SMTP_SECURE=true\nSMTP_REQUIRE_TLS=false\n',
  );
  const alerted = run('cd /root/brocante && ./deploy/brocante alert --instance quartier-nord');
  run('systemctl stop quartier-nord-strapi-relance.timer');
  expect(alerted.status, alerted.stderr).toBe(0);
  expect(mailArrivals()).toContainEqual({
    port: MAIL_PORTS.tls,
    tls: true,
    user: SMTP_ACCOUNT.user,
    to: ['comite@quartier-nord.be'],
  });
  // help lists the answers, SMTP's security among them.
  expect(run('cd /root/brocante && ./deploy/brocante help').stdout).toContain(
    'SMTP_PORT (587), SMTP_SECURITY (starttls ; tls si le port est 465 ; aucune pour un relais sur ce',
  );
  // Each committee its own site and certificate; the first one still answers.
  for (const name of [north, DOMAIN]) expect((await servedCertificate(address, name)).authorized).toBe(true);
  const northHome = await fromOutside(address, authority, 'GET', `https://${north}/`);
  expect(northHome.status).toBe(200);
  // Its own name from its install's answers, never the demo quarter nor the first committee's.
  expect(northHome.text).toContain('<title>Comité du Quartier Nord</title>');
  expect(northHome.text).not.toMatch(/Comité de quartier des Trois Tilleuls|Watermael-Boitsfort/);
  expect((await onFirst('GET', '/api/health')).status).toBe(200);
  // Its own user, who reads neither the other's configuration nor its database.
  expect(run('id -u quartier-nord').status).toBe(0);
  expect(run('runuser -u quartier-nord -- cat /etc/brocante/brocante.env').status).not.toBe(0);
  expect(run('cd / && runuser -u quartier-nord -- psql -XAtq -h /var/run/postgresql brocante -c "SELECT 1"').status).not.toBe(0);
  expect(run('systemctl is-active quartier-nord-strapi brocante-strapi').stdout.split('\n').filter(Boolean)).toEqual([
    'active',
    'active',
  ]);
  expect(run('ls /var/backups/quartier-nord').stdout).toMatch(/brocante-\d{8}-\d{6}\.tar\.age/);
  // Its first backup went to its restic repository, off the server, which the install made a repository.
  expect(run('cat /var/backups/quartier-nord/copie.txt').stdout).toMatch(/^by=restic$/m);
  const snapshots = path.join(ROOT, 'e2e', '.servers', 'restic', 'quartier-nord', 'snapshots');
  expect(existsSync(snapshots) && readdirSync(snapshots)).toHaveLength(1);
  expect(
    run('grep -c . /etc/brocante/quartier-nord-restic.txt; stat -c %a:%G /etc/brocante/quartier-nord-restic.txt').stdout,
  ).toBe('1\n640:quartier-nord\n');
  // A volunteer's account deleted by mistake comes back from that copy, the restore fetching it from restic.
  const volunteers = () =>
    run(`runuser -u postgres -- psql -XAtq quartier-nord -c "SELECT count(*) FROM up_users"`).stdout.trim();
  expect(volunteers()).toBe('1');
  run(`runuser -u postgres -- psql -XAtq quartier-nord -c "DELETE FROM up_users"`);
  const restored = run(
    'cd /root/brocante && ./deploy/brocante restore --instance quartier-nord --key /etc/brocante/quartier-nord/cle-des-sauvegardes.txt restic',
  );
  expect(restored.status, restored.stdout + restored.stderr).toBe(0);
  expect(restored.stdout).toMatch(/Restaurée : \d+ tables et 0 fichier, identiques à la sauvegarde\./);
  expect(volunteers()).toBe('1');
  expect(run('cd /root/brocante && ./deploy/brocante status --instance quartier-nord').stdout).toContain(
    'quartier-nord-strapi.service : active',
  );
  const memory = (unit: string) =>
    Math.round(Number(run(`ps -o rss= -p $(systemctl show -p MainPID --value ${unit})`).stdout) / 1024);
  console.log(
    `Mémoire au repos (RSS) : Strapi du premier comité ${memory('brocante-strapi')} Mo, du second ${memory('quartier-nord-strapi')} Mo`,
  );
});

test('its copy moved to an SFTP server: the install prints the key to authorise there; once it is, the night’s copy and a restore go through SFTP', async () => {
  test.setTimeout(300_000);
  const run = firstServer();
  // The committee's SFTP server (a storage box): an account reached over SSH, here on this same server.
  const account = run(
    'DEBIAN_FRONTEND=noninteractive apt-get install -y -q openssh-server >/dev/null && systemctl start ssh && useradd -m sauvegardes && install -d -o sauvegardes -m 700 /home/sauvegardes/.ssh',
  );
  expect(account.status, account.stdout + account.stderr).toBe(0);
  const repository = 'sftp:sauvegardes@127.0.0.1:/home/sauvegardes/quartier-nord';
  run(`sed -i 's|^RESTIC_REPOSITORY=.*|RESTIC_REPOSITORY=${repository}|' /root/reponses-nord.txt`);
  const installed = run(installCommand('--instance quartier-nord').replace('reponses.txt', 'reponses-nord.txt'), {
    env: INSTALL_ENV,
  });
  expect(installed.status, installed.stdout + installed.stderr).toBe(0);
  const key = installed.stdout.match(/à autoriser sur le serveur SFTP : (ssh-ed25519 \S+ brocante-quartier-nord)/)?.[1];
  expect(key, installed.stdout).toBeDefined();
  // Not authorised yet: the install says so and goes on.
  expect(installed.stdout).toContain(`le dépôt restic ${repository} ne répond pas`);

  // The committee authorises the key on its SFTP server: the night's copy makes the repository there and goes in.
  run(`echo '${key}' > /home/sauvegardes/.ssh/authorized_keys && chown sauvegardes /home/sauvegardes/.ssh/authorized_keys`);
  const nightly = run('systemctl start quartier-nord-backup.service');
  expect(nightly.status, run('journalctl -u quartier-nord-backup -n 30 --no-pager -o cat').stdout).toBe(0);
  expect(run('cat /var/backups/quartier-nord/copie.txt').stdout).toMatch(/^by=restic$/m);
  expect(run('ls /home/sauvegardes/quartier-nord/snapshots | wc -l').stdout.trim()).toBe('1');

  // Restored by root from that copy, through SFTP with the committee's key.
  const volunteers = () =>
    run(`runuser -u postgres -- psql -XAtq quartier-nord -c "SELECT count(*) FROM up_users"`).stdout.trim();
  run(`runuser -u postgres -- psql -XAtq quartier-nord -c "DELETE FROM up_users"`);
  const restored = run(
    'cd /root/brocante && ./deploy/brocante restore --instance quartier-nord --key /etc/brocante/quartier-nord/cle-des-sauvegardes.txt restic',
  );
  expect(restored.status, restored.stdout + restored.stderr).toBe(0);
  expect(volunteers()).toBe('1');
  // The recovery sheet says a new server's key is to be authorised before a restore.
  expect(run('cd /root/brocante && ./deploy/brocante recovery-sheet --instance quartier-nord').stdout).toContain(
    "un serveur neuf a sa propre clé SSH, que l'installation affiche : à autoriser sur le serveur SFTP avant de restaurer",
  );
});

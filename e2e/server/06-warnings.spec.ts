import { expect } from '@playwright/test';
import {
  COMMITTEE_EMAIL,
  DOMAIN,
  INSTALL_ENV,
  PANEL_DOMAIN,
  firstServer,
  installCommand,
  onFirst,
  visitorRegistration,
} from '../support/server-install';
import { MAIL_PORTS, caughtEmails } from '../support/server-mail';
import { test } from '../support/second-server';

/**
 * The server warns the committee (after 05-remove.spec.ts, on the first server): a Strapi that cannot start, a disk
 * that fills, a mail server that stops taking the committee's e-mails; each as it happens on a real server.
 */
const checks = async () => JSON.parse((await onFirst('GET', '/api/health')).text).data.checks as Record<string, string>;
const sql = (query: string) =>
  firstServer()(`runuser -u postgres -- psql -XAtq -v ON_ERROR_STOP=1 brocante <<'SQL'\n${query}\nSQL`);

test('Strapi restarting in a loop stops, the committee is told by e-mail, and the server tries again', async () => {
  test.setTimeout(300_000);
  const run = firstServer();
  // A configuration Strapi refuses at start (a secret too short), as a hand edit gone wrong would leave it.
  run('cp -p /etc/brocante/brocante.env /root/brocante.env.bon');
  run("sed -i 's/^ADMIN_JWT_SECRET=.*/ADMIN_JWT_SECRET=court/' /etc/brocante/brocante.env && systemctl restart brocante-strapi");
  await expect(async () => {
    const alert = (await caughtEmails()).find(
      (email) => email.subject.includes("Strapi s'est arrêté") && email.to.some((to) => to.address === COMMITTEE_EMAIL),
    );
    expect(alert?.to.map((to) => to.address)).toEqual([COMMITTEE_EMAIL]);
    expect(alert?.text).toMatch(/a redémarré \d+ fois en dix minutes/);
    expect(alert?.text).toContain('De server probeert het over een kwartier opnieuw.');
  }).toPass({ timeout: 180_000, intervals: [3_000] });
  expect(run('systemctl is-active brocante-strapi').stdout.trim()).toBe('failed');
  // The next try is set for a quarter of an hour later.
  expect(run('systemctl list-timers --all --no-pager').stdout).toContain('brocante-strapi-relance.timer');

  // The operator puts the configuration right; Strapi starts, and its banner sends the editors to the panel's host.
  run('cp -p /root/brocante.env.bon /etc/brocante/brocante.env && systemctl stop brocante-strapi-relance.timer');
  run('systemctl reset-failed brocante-strapi && systemctl start brocante-strapi');
  await expect(async () => expect([200, 503]).toContain((await onFirst('GET', '/api/health')).status)).toPass({
    timeout: 90_000,
    intervals: [1_000],
  });
  const banner = run('journalctl -u brocante-strapi -o cat --no-pager | grep -A1 "administration panel at" | tail -n 1');
  expect(banner.stdout).toContain(`https://${PANEL_DOMAIN}/admin`);
});

test("a disk that fills: the health says it, and status and the install's check say it in words", async () => {
  const run = firstServer();
  // The uploads' disk, small and filled to 94 %: a filesystem of its own mounted over the folder for this test.
  const mounted = run(
    'mount -t tmpfs -o size=16m,mode=750,uid=$(id -u brocante),gid=$(id -g brocante) disque-plein /var/lib/brocante/uploads && fallocate -l 15m /var/lib/brocante/uploads/remplissage',
  );
  expect(mounted.status, mounted.stderr).toBe(0);
  try {
    await expect(async () => expect((await checks()).disk).toBe('full')).toPass({ timeout: 20_000 });
    const said = run('cd /root/brocante && ./deploy/brocante status').stdout;
    expect(said).toContain('santé : à voir\n    le disque est presque plein : libérez de la place (df -h)');
    expect(said).toMatch(/disque : 9\d% utilisé/);
    // The install run again (as an operator would, to check) says it too; the server answers, so it succeeds.
    const again = run(installCommand(), { env: INSTALL_ENV });
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain(
      `✓ https://${DOMAIN}/api/health (le serveur répond ; sa santé est à voir :)\n    le disque est presque plein : libérez de la place (df -h)`,
    );
  } finally {
    run('umount /var/lib/brocante/uploads');
  }
  await expect(async () => expect((await checks()).disk).toBe('ok')).toPass({ timeout: 20_000 });
});

test('the mail server refuses the server: health and status say it at once; back, what waited leaves and the coordination hears it once', async () => {
  test.setTimeout(180_000);
  const run = firstServer();
  const address = 'paul.panne@trois-tilleuls.be';
  // The committee's mail server unreachable from the server (its port refused).
  run(
    `nft add table inet panne && nft add chain inet panne sortie '{ type filter hook output priority 0; }' && nft add rule inet panne sortie tcp dport ${MAIL_PORTS.starttls} reject with tcp reset`,
  );
  try {
    const registered = await onFirst('POST', '/api/registrations', {
      body: visitorRegistration({ firstName: 'Paul', lastName: 'Panne', email: address, houseNumber: '311' }),
    });
    expect(registered.status, registered.text).toBe(201);
    await expect(async () =>
      expect(sql(`SELECT attempts > 0 FROM email_messages WHERE "to" = '${address}'`).stdout.trim()).toBe('t'),
    ).toPass({ timeout: 90_000, intervals: [2_000] });
    // At once, not an hour later: no e-mail leaves while it refuses.
    expect((await checks()).emails).toBe('refused');
    const status = run('cd /root/brocante && ./deploy/brocante status').stdout;
    expect(status).toContain("le serveur d'e-mails refuse le serveur (connexion, mot de passe ou expéditeur)");
    expect(status).toMatch(/e-mails : [1-9]\d* en attente/);
  } finally {
    run('nft delete table inet panne');
  }
  // The mail server back: the confirmation leaves at its next try (its wait over here), with the next e-mail that leaves
  // (a neighbour registering: else the outbox's next round, within the minute); the health is well again, and the
  // coordination hears once which e-mails waited.
  sql(`UPDATE email_messages SET next_attempt_at = now() WHERE "to" = '${address}'`);
  const next = await onFirst('POST', '/api/registrations', {
    body: visitorRegistration({
      firstName: 'Rita',
      lastName: 'Retour',
      email: 'rita.retour@trois-tilleuls.be',
      houseNumber: '312',
    }),
  });
  expect(next.status, next.text).toBe(201);
  await expect(async () => {
    const emails = await caughtEmails();
    expect(emails.some((email) => email.to.some((to) => to.address === address))).toBe(true);
    const told = emails.filter(
      (email) =>
        email.subject === 'Brocante : les e-mails repartent' &&
        email.to.some((to) => to.address === COMMITTEE_EMAIL) &&
        email.text.includes(`à ${address}`),
    );
    expect(told).toHaveLength(1);
    expect((await checks()).emails).toBe('ok');
  }).toPass({ timeout: 120_000, intervals: [3_000] });
});

import { expect } from '@playwright/test';
import { DOMAIN, firstServer, fromOutside, onFirst, serverState } from '../support/server-install';
import { test } from '../support/second-server';

/** A committee leaves the server: the second committee of 02-second-committee.spec.ts is removed, the first stays. */
test('a committee removed from the server: its services, site, database and user gone, its last backup kept with its key', async () => {
  test.setTimeout(180_000);
  const run = firstServer();
  const { address, authority } = serverState();
  const north = 'brocante.quartier-nord.be';
  const tool = 'cd /root/brocante && ./deploy/brocante';
  // Without its name typed again, nothing is removed; nor is a committee the server does not have.
  const unconfirmed = run(`${tool} remove --instance quartier-nord --confirm quartier-sud </dev/null`);
  expect(unconfirmed.status).not.toBe(0);
  expect(unconfirmed.stderr).toContain(
    "retirer « quartier-nord » demande son nom pour confirmer (--confirm quartier-nord) : rien n'est retiré.",
  );
  expect(run('systemctl is-active quartier-nord-strapi').stdout.trim()).toBe('active');
  const unknown = run(`${tool} remove --instance quartier-sud --confirm quartier-sud`);
  expect(unknown.status).not.toBe(0);
  expect(unknown.stderr).toContain("rien n'est installé ici sous le nom « quartier-sud »");

  const removed = run(`${tool} remove --instance quartier-nord --confirm quartier-nord`);
  expect(removed.status, removed.stdout + removed.stderr).toBe(0);
  const kept = removed.stdout.match(/Restent sa dernière sauvegarde, (\S+\.tar\.age), et sa clé, (\S+) :/);
  expect(kept, removed.stdout).not.toBeNull();
  const [, backup, key] = kept!;
  // The last backup opens with the key kept beside it: the committee's registrations are not lost with it.
  expect(run(`age -d -i ${key} ${backup} | tar -tzf -`).stdout).toContain('brocante/database.dump');
  expect(run(`stat -c %U ${backup}`).stdout.trim()).toBe('root');

  // Nothing of it runs or answers: its services, its user, its database, its code and configuration are gone.
  expect(run('systemctl list-unit-files "quartier-nord-*" --no-legend').stdout.trim()).toBe('');
  expect(run('id quartier-nord').status).not.toBe(0);
  expect(
    run(`runuser -u postgres -- psql -XAtq -c "SELECT count(*) FROM pg_database WHERE datname = 'quartier-nord'"`).stdout.trim(),
  ).toBe('0');
  expect(
    run('ls /opt/quartier-nord /var/lib/quartier-nord /etc/brocante/quartier-nord.env /etc/nginx/conf.d/quartier-nord.conf')
      .status,
  ).not.toBe(0);
  expect(run('ls /etc/letsencrypt/live').stdout).not.toContain(north);
  const northHome = await fromOutside(address, authority, 'GET', `https://${north}/`).catch((error: Error) => error);
  expect(northHome instanceof Error ? northHome.message : northHome.text).not.toContain('Comité du Quartier Nord');

  // The first committee goes on as before.
  expect(run('systemctl is-active brocante-strapi brocante-site nginx').stdout.split('\n').filter(Boolean)).toEqual([
    'active',
    'active',
    'active',
  ]);
  expect((await onFirst('GET', '/')).status).toBe(200);
  expect((await fromOutside(address, authority, 'GET', `https://${DOMAIN}/brocante/inscription/`)).status).toBe(200);
});

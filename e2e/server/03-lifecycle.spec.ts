import { expect } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMMITTEE_EMAIL, PANEL_DOMAIN, firstServer, onFirst, volunteer } from '../support/server-install';
import { backupAttachment } from '../support/server-mail';
import { loadFigures, underLoad } from '../support/server-load';
import { bringArchive, releaseArchive } from '../support/server-releases';
import { test } from '../support/second-server';

/** The server's life after the install: a season's data and upgrades (after 01-install.spec.ts). */
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
  // And off the server: e-mailed whole to the committee, the file attached, through its mail server.
  expect(saved.stdout).toContain(`Copie hors du serveur : ${path.basename(file)}, par e-mail à ${COMMITTEE_EMAIL}.`);
  const attached = await backupAttachment(path.basename(file), COMMITTEE_EMAIL);
  expect(attached.length).toBe(bytes);
  console.log(
    `Sauvegarde de 10 000 inscriptions et de leurs e-mails : ${seconds.toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} Mo chiffrés (base : ${(database / 1e6).toFixed(0)} Mo), e-mailée au comité : une pièce jointe de ${(attached.length / 1e6).toFixed(1)} Mo`,
  );
});

test('an upgrade under load hands over with no request failed nor waiting; one whose migration fails gives the previous version and its data back, one that fails beside or after the hand-over gives the previous version back, losing none sent meanwhile', async () => {
  test.setTimeout(900_000);
  const run = firstServer();
  // The registrations made before the upgrades (those of the load, below, apart).
  const registrations = () =>
    run(
      `runuser -u postgres -- psql -XAtq brocante -c "SELECT email FROM registrations WHERE email NOT LIKE 'charge-%' ORDER BY id"`,
    ).stdout;
  const before = registrations();
  // A braderie's visitors come from many addresses; the load comes from one: its limit raised for it.
  run(`echo THROTTLE_REGISTRATION_ADDRESS=100000 >> /etc/brocante/brocante.env && systemctl restart brocante-strapi`);
  await expect(async () => expect((await onFirst('GET', '/api/health')).status).toBe(200)).toPass({ timeout: 60_000 });
  /**
   * The upgrade to `archive` under a steady load (`what` names it in the log): no request failed and every
   * registration accepted is in the database. Gives the command's result and the registrations' 503 waits.
   */
  const upgradeUnderLoad = async (
    loadRun: string,
    archive: string,
    what: string,
    upgrade = () => run(`cd /root/brocante && ./deploy/brocante upgrade --release /root/${archive}`),
  ) => {
    const { result, load, seconds } = await underLoad(loadRun, upgrade);
    console.log(result.stdout, result.stderr);
    console.log(`${what}, sous charge pendant ${seconds} s : ${loadFigures(load)}`);
    expect(load.pages.failed).toEqual([]);
    expect(load.registrations.failed).toEqual([]);
    expect(load.registrations.accepted.length).toBeGreaterThan(0);
    const stored = run(
      `runuser -u postgres -- psql -XAtq brocante -c "SELECT email FROM registrations WHERE email LIKE 'charge-%'"`,
    ).stdout;
    expect(load.registrations.accepted.filter((email) => !stored.includes(email))).toEqual([]);
    return { result, waits: load.registrations.waits };
  };
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
  // The volunteer's SSH connection is lost once the new version starts beside the running one: their terminal (script's,
  // as an SSH session's) goes, hung up. The upgrade goes on to its end; another volunteer who starts it again meanwhile
  // is told it runs.
  const log = '/var/lib/brocante/mise-a-jour.log';
  const cutTerminal = () =>
    run(
      [
        `cd /root/brocante`,
        `{ script -qfc './deploy/brocante upgrade --release /root/${archive}' /dev/null </dev/null >/root/terminal-coupe.txt 2>&1 & }`,
        `for i in $(seq 1500); do grep -qs 'démarre à côté' ${log} && break; sleep 0.2; done`,
        'pkill -KILL -x script',
        `{ ./deploy/brocante upgrade --release /root/${archive}; echo "seconde mise à jour : $?"; }`,
        'while ! flock -n /run/lock/brocante-mise-a-jour.lock true; do sleep 0.5; done',
      ].join(' && '),
    );
  const { result: cut, waits: upgradeWaits } = await upgradeUnderLoad('a', archive, 'Mise à jour', cutTerminal);
  expect(cut.status, cut.stdout + cut.stderr).toBe(0);
  expect(cut.stderr).toContain(`une mise à jour de « brocante » est déjà en cours ; ce qu'elle dit : tail -f ${log}`);
  expect(cut.stdout).toContain('seconde mise à jour : 1');
  // What the cut terminal showed: where the upgrade writes, and not its end.
  const terminal = run('cat /root/terminal-coupe.txt').stdout;
  expect(terminal).toContain(`ce qu'elle dit est gardé dans ${log}`);
  expect(terminal).not.toContain('Mise à jour faite');
  // What it said to its end, kept.
  const upgraded = run(`cat ${log}`);
  console.log(upgraded.stdout);
  // The same database: the new version started beside the running one and took over, so no one was even asked to wait.
  expect(upgradeWaits).toBe(0);
  expect(upgraded.stdout).toContain(`→ la version ${next} démarre à côté de ${path.basename(installed)} (port 3337)`);
  expect(upgraded.stdout).toContain('  ✓ http://127.0.0.1:3337/api/health');
  expect(upgraded.stdout).toMatch(new RegExp(`Mise à jour faite : version ${next} \\(\\d+ s, sans interruption`));
  expect(run('systemctl is-active brocante-relais.service').stdout.trim()).not.toBe('active');
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

  // A version whose migration empties a table and then fails: Strapi cannot start on it, and the API waits meanwhile (a
  // new database shape: the new version cannot run beside the old one).
  const broken = `${path.basename(installed)}-cassee`;
  const brokenArchive = releaseArchive(broken, (tree) =>
    writeFileSync(
      path.join(tree, 'cms', 'database', 'migrations', '2099.01.01T00.00.00.en-echec.js'),
      "module.exports = { async up(knex) { await knex('registrations').del(); throw new Error('migration en échec'); } };\n",
    ),
  );
  bringArchive(brokenArchive);
  // Nothing registered meanwhile is lost: the window held every registration until the previous version was back.
  const { result: failed, waits: rollbackWaits } = await upgradeUnderLoad('b', brokenArchive, 'Mise à jour annulée');
  expect(rollbackWaits).toBeGreaterThan(0);
  expect(failed.stdout).toContain('arrêt de Strapi et sauvegarde avant la mise à jour (la base change de forme)');
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
    copy: 'ok',
    certificate: 'ok',
    upgrade: 'rolled-back',
    // The version that came back serves the site built before the upgrade, from the data that came back with it.
    site: 'ok',
  });
  expect(run('cat /var/lib/brocante/mise-a-jour-annulee').stdout).toContain(`version=${broken}`);
  // A version that starts but whose check fails (its health says the database does not answer): found beside the
  // running one, before nginx sends it anyone; the running one never stopped.
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
  const { result: unchecked, waits: refusalWaits } = await upgradeUnderLoad('c', failingArchive, 'Mise à jour refusée à côté');
  expect(refusalWaits).toBe(0);
  expect(unchecked.status).not.toBe(0);
  expect(unchecked.stdout).toContain(
    '✗ http://127.0.0.1:3337/api/health (attendu : 200)\n    la base de données ne répond pas : systemctl status postgresql',
  );
  expect(unchecked.stderr).toMatch(
    /mise à jour annulée : la version .*-base-muette n'a pas passé sa vérification avant de recevoir qui que ce soit ; la version .*-suivante n'a pas cessé de servir\./,
  );
  expect(current()).toBe(`/opt/brocante/releases/${next}`);
  expect(registrations()).toBe(before);
  expect(run('cat /var/lib/brocante/mise-a-jour-annulee').stdout).toContain(`version=${failing}`);
  // And the operator's status says it in words, with where to look.
  expect(run('cd /root/brocante && ./deploy/brocante status').stdout).toContain(
    "santé : à voir\n    la dernière mise à jour a été annulée, la version d'avant tourne : journalctl -u brocante-strapi",
  );

  // A version that passes its check beside, takes over, and then fails from outside (its site does not build): the
  // previous version takes over again with no request turned away, and what was registered on the new one stays.
  const unbuilt = `${path.basename(installed)}-site-casse`;
  const unbuiltArchive = releaseArchive(unbuilt, (tree) =>
    writeFileSync(path.join(tree, 'site', 'src', 'pages', 'index.astro'), "---\nthrow new Error('page en échec');\n---\n"),
  );
  bringArchive(unbuiltArchive);
  const { result: handedBack, waits: handBackWaits } = await upgradeUnderLoad(
    'd',
    unbuiltArchive,
    'Mise à jour rendue à la version d’avant',
  );
  expect(handBackWaits).toBe(0);
  expect(handedBack.status).not.toBe(0);
  expect(handedBack.stdout).toContain(`→ la version ${next} démarre à côté de ${unbuilt} (port 3337)`);
  expect(handedBack.stderr).toMatch(
    /mise à jour annulée : la version .*-suivante est revenue en \d+ s, sans interruption ; ce qui a été enregistré entre-temps est gardé\./,
  );
  expect(current()).toBe(`/opt/brocante/releases/${next}`);
  expect(registrations()).toBe(before);
  expect((await onFirst('GET', '/')).text).not.toContain('page en échec');
  expect(run('cat /var/lib/brocante/mise-a-jour-annulee').stdout).toContain(`version=${unbuilt}`);
});

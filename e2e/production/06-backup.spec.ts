import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  PRODUCTION_DATABASE_URL,
  PRODUCTION_STRAPI_URL,
  postgres,
  productionVolunteerToken,
  STRAPI_START,
  strapiEnvironment,
  publicTables,
} from '../support/production-stack';
import { ROOT } from '../support/stack';

/**
 * The backup drill on the running server (order: 01-site.spec.ts), last: what it saves and restores is what the
 * files before it left, the neighbor's registration paid in 04-admin.spec.ts and the registrations of
 * 05-two-processes.spec.ts, whose addresses the encrypted file must not show.
 */
test.describe.configure({ mode: 'serial' });

test("a backup of the running server, encrypted for the committee's key, restores whole onto a new database: registrations, payments, e-mails, uploads and the volunteer's sign-in", async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'brocante-sauvegarde-'));
  const tool = (args: string[], env: NodeJS.ProcessEnv = {}) => {
    const ran = spawnSync(path.join(ROOT, 'deploy', 'brocante'), args, { encoding: 'utf8', env: { ...process.env, ...env } });
    return { status: ran.status, said: `${ran.stdout}${ran.stderr}` };
  };
  expect(spawnSync('age-keygen', ['-o', path.join(work, 'cle-du-comite.txt')]).status).toBe(0);
  const recipient = spawnSync('age-keygen', ['-y', path.join(work, 'cle-du-comite.txt')], { encoding: 'utf8' }).stdout.trim();
  // The files editors uploaded: a photo and a document, in a folder of their own.
  const uploads = path.join(work, 'uploads');
  mkdirSync(path.join(uploads, 'documents'), { recursive: true });
  writeFileSync(
    path.join(uploads, 'affiche.jpg'),
    Buffer.from(Array.from({ length: 40_000 }, (_, index) => (index * 7919) % 256)),
  );
  writeFileSync(path.join(uploads, 'documents', 'assurance.pdf'), '%PDF-1.4 attestation');
  writeFileSync(path.join(work, 'restic-mot-de-passe'), 'un mot de passe de restic');
  const database = readFileSync(PRODUCTION_DATABASE_URL, 'utf8');
  const envFile = path.join(work, 'brocante.env');
  writeFileSync(
    envFile,
    [
      `DATABASE_URL=${database}`,
      'PUBLIC_URL=https://brocante.trois-tilleuls.be',
      `BACKUP_RECIPIENT=${recipient}`,
      `BACKUP_DIR=${path.join(work, 'sauvegardes')}`,
      `UPLOADS_DIR=${uploads}`,
      `RESTIC_REPOSITORY=${path.join(work, 'autre-disque')}`,
      `RESTIC_PASSWORD_FILE=${path.join(work, 'restic-mot-de-passe')}`,
    ].join('\n'),
  );
  expect(
    spawnSync('restic', ['init', '--quiet'], {
      env: {
        ...process.env,
        RESTIC_REPOSITORY: path.join(work, 'autre-disque'),
        RESTIC_PASSWORD_FILE: path.join(work, 'restic-mot-de-passe'),
      },
    }).status,
  ).toBe(0);

  // Without the committee's key, nothing is saved in clear.
  writeFileSync(path.join(work, 'sans-cle.env'), `DATABASE_URL=${database}\nBACKUP_DIR=${path.join(work, 'sauvegardes')}\n`);
  const refused = tool(['backup', '--env', path.join(work, 'sans-cle.env')]);
  expect(refused.status).not.toBe(0);
  expect(refused.said).toContain('BACKUP_RECIPIENT manque');

  const saved = tool(['backup', '--env', envFile]);
  expect(saved.said).toMatch(/^Sauvegarde : .*brocante-\d{8}-\d{6}\.tar\.age \(.+, \d+ tables, 2 fichiers\)\.$/m);
  expect(saved.status).toBe(0);
  const [file] = readdirSync(path.join(work, 'sauvegardes')).filter((name) => name.endsWith('.tar.age'));
  const backup = path.join(work, 'sauvegardes', file!);
  // Encrypted: no registrant's address can be read in it.
  expect(readFileSync(backup).includes(Buffer.from('duo0@example.be'))).toBe(false);
  // And copied off the server, to the committee's restic repository, which the server's health reads.
  expect(saved.said).toContain('Copie hors du serveur : dans le dépôt restic du comité.');
  expect(readFileSync(path.join(work, 'sauvegardes', 'copie.txt'), 'utf8')).toMatch(/^by=restic$/m);
  const snapshots = spawnSync('restic', ['snapshots', '--json', '--tag', 'brocante'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      RESTIC_REPOSITORY: path.join(work, 'autre-disque'),
      RESTIC_PASSWORD_FILE: path.join(work, 'restic-mot-de-passe'),
    },
  });
  expect(JSON.parse(snapshots.stdout)).toHaveLength(1);

  // The server is lost: a new database, a new uploads folder, the backup and the committee's key.
  const restoredName = `${new URL(database).pathname.slice(1)}_restauree`;
  await postgres(`CREATE DATABASE "${restoredName}"`);
  const restoredUrl = new URL(database);
  restoredUrl.pathname = `/${restoredName}`;
  try {
    const wrongKey = path.join(work, 'une-autre-cle.txt');
    spawnSync('age-keygen', ['-o', wrongKey]);
    const notOpened = tool([
      'restore',
      '--env',
      envFile,
      '--key',
      wrongKey,
      '--database',
      restoredUrl.toString(),
      '--uploads',
      path.join(work, 'restaurés'),
      backup,
    ]);
    expect(notOpened.status).not.toBe(0);
    expect(notOpened.said).toContain(`${file} ne s'ouvre pas avec cette clé, ou elle est abîmée`);

    // Onto another committee's server (its configuration names another site): refused, its database untouched.
    const otherServer = path.join(work, 'autre-comite.env');
    writeFileSync(otherServer, `DATABASE_URL=${restoredUrl}\nPUBLIC_URL=https://brocante.quartier-nord.be\n`);
    const another = tool(['restore', '--env', otherServer, '--key', path.join(work, 'cle-du-comite.txt'), backup]);
    expect(another.status).not.toBe(0);
    expect(another.said).toContain(
      "cette sauvegarde est celle de https://brocante.trois-tilleuls.be (« brocante »), pas de https://brocante.quartier-nord.be : rien n'a changé.",
    );
    expect(publicTables(restoredUrl)).toBe(0);

    // The new server, from the copy in the restic repository (its address and password given as restic takes them).
    const newServerEnv = path.join(work, 'nouveau-serveur', 'brocante.env');
    const restored = tool(
      [
        'restore',
        '--env',
        newServerEnv,
        '--key',
        path.join(work, 'cle-du-comite.txt'),
        '--database',
        restoredUrl.toString(),
        '--uploads',
        path.join(work, 'restaurés'),
        'restic',
      ],
      {
        RESTIC_REPOSITORY: path.join(work, 'autre-disque'),
        RESTIC_PASSWORD_FILE: path.join(work, 'restic-mot-de-passe'),
      },
    );
    expect(restored.said).toMatch(/Restaurée : \d+ tables et 2 fichiers, identiques à la sauvegarde\./);
    expect(restored.status).toBe(0);
    // The new server takes the saved configuration, secrets included: the registrants' private links stay valid.
    expect(readFileSync(newServerEnv, 'utf8')).toBe(readFileSync(envFile, 'utf8'));
    expect(readFileSync(path.join(work, 'restaurés', 'documents', 'assurance.pdf'), 'utf8')).toBe('%PDF-1.4 attestation');

    // A Strapi on the restored database: the volunteer signs in and finds every registration, paid or not.
    const strapi = spawn(process.execPath, STRAPI_START, {
      cwd: path.join(ROOT, 'cms'),
      env: { ...strapiEnvironment(restoredUrl.toString()), PORT: '1342' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      await expect(async () => expect((await fetch('http://127.0.0.1:1342/_health')).status).toBe(204)).toPass({
        timeout: 120_000,
      });
      const registrations = async (url: string) =>
        (
          (await (
            await fetch(`${url}/api/registrations?pageSize=100`, {
              headers: { authorization: `Bearer ${await productionVolunteerToken(url)}` },
            })
          ).json()) as {
            data: { email: string; status: string; paidAmount: number | null }[];
          }
        ).data
          .map(({ email, status, paidAmount }) => `${email} ${status} ${paidAmount}`)
          .sort();
      const before = await registrations(PRODUCTION_STRAPI_URL);
      expect(before.length).toBeGreaterThan(0);
      expect(await registrations('http://127.0.0.1:1342')).toEqual(before);
    } finally {
      strapi.kill('SIGTERM');
      await new Promise((resolve) => strapi.once('exit', resolve));
    }
  } finally {
    await postgres(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
  }
});

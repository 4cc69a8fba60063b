import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  PRODUCTION_DATABASE_URL,
  PRODUCTION_MAIL_WEB_URL,
  postgres,
  publicTables,
  strapiEnvironment,
} from '../support/production-stack';
import { ROOT } from '../support/stack';

/**
 * The night's copy off the server, by e-mail to the committee when it has no restic repository (deploy/lib/backup-copy.sh),
 * through the committee's mail server as production reaches it: a backup bigger than an e-mail carries leaves as the
 * database every night and the whole backup in parts once a week; the parts and the latest night restore whole.
 */
interface CaughtEmail {
  id: string;
  subject: string;
  to: { address: string }[];
  attachments?: { fileName: string; generatedFileName: string; length: number }[];
}

test('a backup bigger than an e-mail leaves as the database every night and in parts once a week, and comes back whole from them', async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'brocante-copie-'));
  const committee = `comite-${randomBytes(4).toString('hex')}@trois-tilleuls.be`;
  const tool = (args: string[]) => {
    const ran = spawnSync(path.join(ROOT, 'deploy', 'brocante'), args, { encoding: 'utf8' });
    return { status: ran.status, said: `${ran.stdout}${ran.stderr}` };
  };
  expect(spawnSync('age-keygen', ['-o', path.join(work, 'cle.txt')]).status).toBe(0);
  const recipient = spawnSync('age-keygen', ['-y', path.join(work, 'cle.txt')], { encoding: 'utf8' }).stdout.trim();
  // An editor's photos: 2.5 MB that do not compress, over the 1 MB an e-mail may carry here.
  const uploads = path.join(work, 'uploads');
  mkdirSync(uploads);
  writeFileSync(path.join(uploads, 'parvis.jpg'), randomBytes(2_500_000));
  const database = readFileSync(PRODUCTION_DATABASE_URL, 'utf8');
  // The server's configuration as the install writes it: its mail server and addresses, Strapi's own.
  const production = strapiEnvironment(database);
  const settings = [
    ...['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USERNAME', 'SMTP_PASSWORD', 'NODE_EXTRA_CA_CERTS', 'EMAIL_FROM'],
    ...['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'],
  ];
  const envFile = path.join(work, 'brocante.env');
  writeFileSync(
    envFile,
    [
      `DATABASE_URL=${database}`,
      'NODE_ENV=production',
      'PUBLIC_URL=https://brocante.trois-tilleuls.be',
      `COMMITTEE_EMAIL=${committee}`,
      ...settings.map((key) => `${key}=${production[key]}`),
      `BACKUP_RECIPIENT=${recipient}`,
      `BACKUP_DIR=${path.join(work, 'sauvegardes')}`,
      `UPLOADS_DIR=${uploads}`,
      'BACKUP_MAIL_MAX_MB=1',
    ].join('\n'),
  );
  const received = async () =>
    ((await (await fetch(`${PRODUCTION_MAIL_WEB_URL}/email`)).json()) as CaughtEmail[]).filter((email) =>
      email.to.some((to) => to.address === committee),
    );

  // The first night: the database alone, then the whole backup in three parts of at most 1 MB.
  const first = tool(['backup', '--env', envFile]);
  expect(first.status, first.said).toBe(0);
  await expect.poll(async () => (await received()).length).toBe(4);
  const night = await received();
  const subjects = night.map((email) => email.subject);
  expect(subjects.filter((subject) => subject.includes('sauvegarde du') && subject.includes('la base de données'))).toHaveLength(
    1,
  );
  for (const part of [1, 2, 3])
    expect(
      subjects.filter((subject) => subject.includes(`sauvegarde complète du`) && subject.includes(`partie ${part} sur 3`)),
    ).toHaveLength(1);
  expect(night.flatMap((email) => email.attachments ?? []).every((file) => file.length <= 1_000_000)).toBe(true);
  const report = readFileSync(path.join(work, 'sauvegardes', 'copie.txt'), 'utf8');
  expect(report).toMatch(/^by=e-mail$/m);
  expect(report).toMatch(/^limit=1000000$/m);

  // The next night only the database leaves: the files went this week.
  const second = tool(['backup', '--env', envFile]);
  expect(second.status, second.said).toBe(0);
  expect(second.said).toContain('les fichiers, une fois par semaine, sont partis le');
  await expect.poll(async () => (await received()).length).toBe(5);

  // The server is lost: the committee saves the attachments from its mailbox, and restores onto a new database.
  const mailbox = path.join(work, 'boite');
  mkdirSync(mailbox);
  for (const email of await received())
    for (const attachment of email.attachments ?? [])
      writeFileSync(
        path.join(mailbox, attachment.fileName),
        Buffer.from(
          await (
            await fetch(`${PRODUCTION_MAIL_WEB_URL}/email/${email.id}/attachment/${attachment.generatedFileName}`)
          ).arrayBuffer(),
        ),
      );
  const saved = (pattern: RegExp) =>
    spawnSync('ls', [mailbox], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter((name) => pattern.test(name))
      .sort()
      .map((name) => path.join(mailbox, name));
  const parts = saved(/\.partie-\d+-sur-3$/);
  const [olderNight, lastNight] = saved(/-base\.tar\.age$/);
  expect(parts).toHaveLength(3);
  const restoredName = `${new URL(database).pathname.slice(1)}_par_email`;
  await postgres(`CREATE DATABASE "${restoredName}"`);
  const restoredUrl = new URL(database);
  restoredUrl.pathname = `/${restoredName}`;
  const restore = (...files: string[]) =>
    tool([
      'restore',
      '--env',
      path.join(work, 'neuf.env'),
      '--key',
      path.join(work, 'cle.txt'),
      '--database',
      restoredUrl.toString(),
      '--uploads',
      path.join(work, 'restaurés'),
      ...files,
    ]);
  try {
    // A part missing, a part cut short, two nights' databases at once: refused, nothing restored.
    const missing = restore(parts[0]!, parts[2]!, lastNight!);
    expect(missing.status).not.toBe(0);
    expect(missing.said).toContain('il manque la partie 2 sur 3');
    const cut = path.join(work, path.basename(parts[1]!));
    writeFileSync(cut, readFileSync(parts[1]!).subarray(0, 500_000));
    const damaged = restore(parts[0]!, cut, parts[2]!);
    expect(damaged.status).not.toBe(0);
    expect(damaged.said).toContain("ne s'ouvre pas avec cette clé, ou elle est abîmée (coupée, changée) : rien n'a changé.");
    const twoNights = restore(...parts, olderNight!, lastNight!);
    expect(twoNights.status).not.toBe(0);
    expect(twoNights.said).toContain('une seule base de données à la fois');
    expect(publicTables(restoredUrl)).toBe(0);

    // The week's parts and the last night: the database of the night, the files of the week, checked.
    const restored = restore(...parts, lastNight!);
    expect(restored.status, restored.said).toBe(0);
    expect(restored.said).toMatch(/Restaurée : \d+ tables et 1 fichier, identiques à la sauvegarde\./);
    expect(readFileSync(path.join(work, 'restaurés', 'parvis.jpg')).equals(readFileSync(path.join(uploads, 'parvis.jpg')))).toBe(
      true,
    );
    const count = (url: string) =>
      spawnSync('psql', [url, '-XAtc', 'SELECT count(*) FROM registrations'], { encoding: 'utf8' }).stdout.trim();
    expect(count(restoredUrl.toString())).toBe(count(database));
  } finally {
    await postgres(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
  }
});

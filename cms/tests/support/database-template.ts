import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createPostgresDatabase, databaseClient, dropPostgresDatabase, TEMPLATE_VARIABLE } from './databases';

/**
 * Vitest's global setup: one database migrated and seeded by a real Strapi before the suite, that each
 * file's fresh database copies (a file on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL). Strapi
 * then starts on a database it has already made, as on a server's second start: about four seconds less
 * for each of the suite's files, on each database.
 */
const appDir = path.resolve(__dirname, '..', '..');

export default async function setup() {
  const name = `brocante_template_${randomBytes(4).toString('hex')}`;
  const sqliteFile = path.join(appDir, '.tmp', `${name}.db`);
  const database =
    databaseClient === 'postgres'
      ? { DATABASE_URL: await createPostgresDatabase(name) }
      : (mkdirSync(path.dirname(sqliteFile), { recursive: true }), { DATABASE_FILENAME: path.relative(appDir, sqliteFile) });
  const seeded = fork(path.join(__dirname, 'strapi-process.cjs'), ['--seed'], {
    env: {
      ...process.env,
      ...database,
      CRON_ENABLED: 'false',
      SERVE_ADMIN_PANEL: 'false',
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const code = await new Promise((resolve) => seeded.once('exit', resolve));
  if (code !== 0) throw new Error(`La base modèle des tests n'a pas pu être préparée (Strapi : ${code}).`);
  process.env[TEMPLATE_VARIABLE] = databaseClient === 'postgres' ? name : sqliteFile;

  return async () => {
    if (databaseClient === 'postgres') await dropPostgresDatabase(name);
    else for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqliteFile}${suffix}`, { force: true });
  };
}

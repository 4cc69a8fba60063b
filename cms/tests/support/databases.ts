import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const appDir = path.resolve(__dirname, '..', '..');

/** Postgres when the suite runs with DATABASE_CLIENT=postgres (CI does both), else SQLite. */
export const databaseClient = process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite';

/** Where the global setup (database-template.ts) says its seeded database is: a file, or a PostgreSQL database's name. */
export const TEMPLATE_VARIABLE = 'BROCANTE_TEST_TEMPLATE';

const adminUrl = () => process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://brocante:brocante@127.0.0.1:5432/postgres';

async function postgres(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new PostgreSQL database, empty or a copy of `template`: its address. */
export async function createPostgresDatabase(name: string, template?: string) {
  await postgres(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(name: string) {
  await postgres(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/**
 * A fresh database of the suite's kind, a copy of the suite's seeded template when the global setup made
 * one (else, or when `empty`, empty for Strapi to make): the environment that names it, and how to drop it.
 */
export async function freshDatabase({ empty = false }: { empty?: boolean } = {}): Promise<{
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  const name = `brocante_test_${randomBytes(4).toString('hex')}`;
  const template = empty ? undefined : process.env[TEMPLATE_VARIABLE];
  if (databaseClient === 'postgres')
    return { env: { DATABASE_URL: await createPostgresDatabase(name, template) }, drop: () => dropPostgresDatabase(name) };
  const sqliteFile = path.join(appDir, '.tmp', `${name}.db`);
  mkdirSync(path.dirname(sqliteFile), { recursive: true });
  if (template)
    for (const suffix of ['', '-wal'])
      if (existsSync(`${template}${suffix}`)) copyFileSync(`${template}${suffix}`, `${sqliteFile}${suffix}`);
  return {
    env: { DATABASE_FILENAME: path.relative(appDir, sqliteFile) },
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqliteFile}${suffix}`, { force: true });
    },
  };
}

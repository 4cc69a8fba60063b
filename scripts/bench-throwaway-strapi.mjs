/**
 * The Strapi that `pnpm bench` and `pnpm bench:growth` measure: the compiled cms in development
 * (bench-strapi.cjs, with its bench-only route) on a database created for the run and dropped after it,
 * its e-mails sent to a real SMTP catcher; each bench on ports of its own.
 */
import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** What the benches run: the shared package and the cms's server, compiled. */
export function compileStrapi(root) {
  console.log('Compilation de Strapi…');
  spawnSync('pnpm', ['--filter', '@brocante/shared', 'run', 'build'], { cwd: root, stdio: 'inherit' });
  spawnSync('pnpm', ['--filter', 'cms', 'run', 'build:server'], { cwd: root, stdio: 'inherit' });
}

/**
 * Runs `work(base, { databaseUrl, sqliteFile })` against a Strapi on `database` (postgres or sqlite), a database
 * named `prefix` and a random suffix; `ports` are Strapi's and the mail catcher's (`strapi`, `smtp`, `mailWeb`).
 * Strapi, the catcher and the database are gone when it returns, whatever happened.
 */
export async function withStrapi({ root, database, prefix, ports }, work) {
  const name = `${prefix}_${randomBytes(3).toString('hex')}`;
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://brocante:brocante@127.0.0.1:5432/postgres';
  const env = {
    ...process.env,
    PORT: String(ports.strapi),
    SERVE_ADMIN_PANEL: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    NODE_ENV: 'development',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    CRON_ENABLED: 'false',
    // The bench sends every registration from one address: the throttle's limits would stop it after ten.
    THROTTLE_REGISTRATION_ADDRESS: '1000000',
    THROTTLE_REGISTRATION_EMAIL: '1000000',
  };
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  if (database === 'postgres') {
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() });
  } else Object.assign(env, { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: `.tmp/${name}.db` });
  // E-mails go to a real SMTP catcher, as in development.
  const mailCatcher = fork(
    path.join(root, 'tools', 'mail-catcher', 'catcher.cjs'),
    ['--smtp', String(ports.smtp), '--web', String(ports.mailWeb), '--ip', '127.0.0.1', '--silent'],
    { stdio: 'ignore' },
  );
  const child = fork(path.join(root, 'scripts', 'bench-strapi.cjs'), { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    await new Promise((resolve, reject) => {
      child.on('message', (message) => message?.ready && resolve());
      child.on('exit', (code) => reject(new Error(`Strapi s'est arrêté (${code})`)));
    });
    return await work(`http://127.0.0.1:${env.PORT}`, {
      databaseUrl: env.DATABASE_URL,
      sqliteFile: env.DATABASE_FILENAME ? path.join(root, 'cms', env.DATABASE_FILENAME) : undefined,
    });
  } finally {
    child.kill('SIGTERM');
    mailCatcher.kill('SIGTERM');
    if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.on('exit', resolve));
    if (database === 'postgres') await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    else rmSync(path.join(root, 'cms', env.DATABASE_FILENAME), { force: true });
  }
}

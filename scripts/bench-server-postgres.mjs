/**
 * `pnpm bench:server`, PostgreSQL: a cluster of the bench's own (initdb is the install, outside the server), run
 * as the postgres user inside the server's cgroups with the server's settings, on its own port; its database
 * created once it listens, dropped at the end.
 */
import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { spawnInCgroups } from './bench-server-cgroups.mjs';
import { PORTS } from './bench-server-ports.mjs';
import { retry, waitForPort } from './bench-server-wait.mjs';

export const DATABASE = 'brocante_bench';
const DATABASE_ROLE = { user: 'brocante', password: 'brocante' };
export const databaseUrl = (name = DATABASE) =>
  `postgres://${DATABASE_ROLE.user}:${DATABASE_ROLE.password}@127.0.0.1:${PORTS.postgres}/${name}`;

const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

function postgresIds() {
  const ids = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return [ids('-u'), ids('-g')];
}

/** The cluster made in `work`, then its server started with `parameters` (PostgreSQL's settings); logs to `stdio`. */
export function spawnPostgres({ work, parameters, stdio }) {
  const cluster = path.join(work, 'postgres');
  mkdirSync(cluster);
  chownSync(cluster, ...postgresIds());
  const passwordFile = path.join(work, 'postgres-password');
  writeFileSync(passwordFile, DATABASE_ROLE.password);
  chownSync(passwordFile, ...postgresIds());
  const asPostgres = ['--reuid=postgres', '--regid=postgres', '--init-groups'];
  const initdb = spawnSync(
    'setpriv',
    [
      ...asPostgres,
      path.join(POSTGRES_BIN, 'initdb'),
      ...['-D', cluster, '-U', DATABASE_ROLE.user, `--pwfile=${passwordFile}`],
      ...['--auth-local=scram-sha-256', '--auth-host=scram-sha-256', '-E', 'UTF8', '--locale=C.UTF-8'],
    ],
    { encoding: 'utf8' },
  );
  if (initdb.status !== 0) throw new Error(`initdb a échoué :\n${initdb.stderr}`);
  const settings = Object.entries({
    port: PORTS.postgres,
    listen_addresses: '127.0.0.1',
    unix_socket_directories: cluster,
    ...parameters,
  }).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const child = spawnInCgroups('setpriv', [...asPostgres, path.join(POSTGRES_BIN, 'postgres'), '-D', cluster, ...settings], {
    stdio,
  });
  return { child, cluster };
}

async function onServer(sql) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** The bench's database, once the cluster listens and takes connections. */
export async function createDatabase() {
  await waitForPort(PORTS.postgres);
  await retry(() => onServer(`CREATE DATABASE "${DATABASE}"`));
}

/** The bench's database dropped, before its whole cluster is stopped and deleted. */
export async function dropDatabase() {
  try {
    await onServer(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  } catch (error) {
    console.log(`Base du banc non supprimée : ${error.message}`);
  }
}

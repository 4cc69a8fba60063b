import { expect } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_WORK, serverState } from './server-install';
import { ROOT } from './stack';

/**
 * The release archives the server suite brings to its servers (docs/deployment.md, « Un serveur de 1 Go »): this
 * checkout's, built once by deploy/brocante package while the suite's setup installs the first server, and other
 * versions made from it.
 */
/** Where the release archives built here are kept for the servers (emptied by the suite's setup). */
export const RELEASES = path.join(SERVER_WORK, 'versions');
/** The name of this checkout's archive once built, for the tests (and a worker Playwright starts again after one fails). */
const BUILT = path.join(RELEASES, 'construite.txt');

/**
 * The release archive of this checkout and its SHA-256 (deploy/brocante package, built here once): its name. Under
 * `version`, the same code as another release: the archive unpacked, its VERSION changed, its files changed by
 * `change` (given the unpacked folder), packed and hashed again.
 */
export function releaseArchive(version?: string, change?: (tree: string) => void): string {
  const name = readFileSync(BUILT, 'utf8');
  if (!version) return name;
  const named = `brocante-${version}.tar.gz`;
  const inReleases = (script: string) => {
    const done = spawnSync('bash', ['-c', `set -e; ${script}`], { cwd: RELEASES, encoding: 'utf8' });
    expect(done.status, done.stderr).toBe(0);
  };
  inReleases(
    `rm -rf autre && mkdir autre && tar -C autre -xzf ${name} && mv autre/* autre/brocante-${version}
     echo ${version} > autre/brocante-${version}/VERSION`,
  );
  change?.(path.join(RELEASES, 'autre', `brocante-${version}`));
  inReleases(`tar -C autre -czf ${named} brocante-${version} && sha256sum ${named} > ${named}.sha256 && rm -rf autre`);
  return named;
}

/** A release archive and its SHA-256 copied to a server's /root (the first one's unless `dir`), as the volunteer brings them. */
export function bringArchive(archive: string, dir = serverState().dir) {
  for (const file of [archive, `${archive}.sha256`]) cpSync(path.join(RELEASES, file), path.join(dir, 'root', file));
}

/**
 * This checkout's release archive, built by deploy/brocante package in a session of its own (as on the volunteer's
 * own machine) and without holding this process's event loop: resolves with its name.
 */
export function packageRelease(): Promise<string> {
  mkdirSync(RELEASES, { recursive: true });
  const made = spawn(path.join(ROOT, 'deploy', 'brocante'), ['package', RELEASES], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}` },
  });
  let output = '';
  made.stdout.on('data', (chunk) => (output += chunk));
  made.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    made.on('close', (status) => {
      const name = path.basename(output.match(/Archive : (\S+\.tar\.gz)/)?.[1] ?? '');
      if (status !== 0 || !name) return reject(new Error(`deploy/brocante package a échoué (${status}) :\n${output}`));
      writeFileSync(BUILT, name);
      resolve(name);
    }),
  );
}

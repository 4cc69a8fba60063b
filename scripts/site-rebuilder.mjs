#!/usr/bin/env node
/**
 * Local stand-in for the production rebuild (GitHub's repository_dispatch): Strapi calls
 * SITE_REBUILD_URL=http://127.0.0.1:4399/rebuild when a post is published, updated or unpublished,
 * and this rebuilds site/dist. Calls during a build queue one more build.
 *   pnpm site:rebuilder            (STRAPI_URL, default http://localhost:1337)
 */
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'site', 'dist');
const next = path.join(root, 'site', 'dist-next');
const previous = path.join(root, 'site', 'dist-previous');

/** The new build replaces the served one in one rename: visitors never see a half-built site. */
function swapIn() {
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, previous);
  renameSync(next, dist);
  rmSync(previous, { recursive: true, force: true });
}
const port = Number(process.env.SITE_REBUILDER_PORT ?? 4399);
let building = false;
let queued = false;

function build() {
  if (building) {
    queued = true;
    return;
  }
  building = true;
  const started = Date.now();
  const child = spawn('pnpm', ['exec', 'astro', 'build'], {
    cwd: path.join(root, 'site'),
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_OUT_DIR: next },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code === 0) swapIn();
    console.log(
      code === 0 ? `Site reconstruit en ${((Date.now() - started) / 1000).toFixed(1)} s` : `Échec de la reconstruction (${code})`,
    );
    building = false;
    if (queued) {
      queued = false;
      build();
    }
  });
}

createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/rebuild') {
    response.writeHead(404).end();
    return;
  }
  request.resume();
  build();
  response.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}');
}).listen(port, '127.0.0.1', () => console.log(`Reconstruction du site sur appel : POST http://127.0.0.1:${port}/rebuild`));

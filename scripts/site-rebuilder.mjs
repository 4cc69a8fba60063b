#!/usr/bin/env node
/**
 * The site's rebuild on publish: Strapi calls SITE_REBUILD_URL=http://127.0.0.1:4399/rebuild when a post is
 * published, updated or unpublished (cms/src/bootstrap/site-rebuild.ts), and this rebuilds the site. Calls during
 * a build queue one more build.
 *   pnpm site:rebuilder            (STRAPI_URL, default http://localhost:1337): rebuilds site/dist
 * On the committee's server (deploy/brocante install, a systemd service), SITE_WEB_ROOT is the web root nginx
 * serves, a symbolic link: each build fills a new folder with the site and the built admin (admin/dist, in its
 * admin/ folder) and the link turns to it. `--once` builds once and ends with the build's status.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'site', 'dist');
const next = path.join(root, 'site', 'dist-next');
const previous = path.join(root, 'site', 'dist-previous');

const webRoot = process.env.SITE_WEB_ROOT;
const once = process.argv.includes('--once');
/** Where a build is written: beside the served one. */
const outDir = () => (webRoot ? `${webRoot}-${Date.now()}` : next);

/** The new build replaces the served one in one rename: visitors never see a half-built site. */
function swapIn(built) {
  if (webRoot) {
    cpSync(path.join(root, 'admin', 'dist'), path.join(built, 'admin'), { recursive: true });
    const served = existsSync(webRoot) ? path.resolve(path.dirname(webRoot), readlinkSync(webRoot)) : null;
    symlinkSync(path.basename(built), `${webRoot}.next`);
    renameSync(`${webRoot}.next`, webRoot);
    if (served && served !== built) rmSync(served, { recursive: true, force: true });
    return;
  }
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, previous);
  renameSync(next, dist);
  rmSync(previous, { recursive: true, force: true });
}
const port = Number(process.env.SITE_REBUILDER_PORT ?? 4399);
let building = false;
let queued = false;
let retried = false;

/**
 * A small server (1 GiB) builds beside Strapi and PostgreSQL: Astro's build reaches about 800 MB by default, mostly
 * its bundler's allocator committing whole arenas and V8's young generation. Measured on this site, these halve it
 * (about 500 MB) at no cost in time.
 */
const lean = {
  MIMALLOC_ARENA_EAGER_COMMIT: '0',
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=2`.trim(),
};

function build() {
  if (building) {
    queued = true;
    return;
  }
  building = true;
  const started = Date.now();
  const built = outDir();
  const child = spawn(path.join(root, 'site', 'node_modules', '.bin', 'astro'), ['build'], {
    cwd: path.join(root, 'site'),
    env: { ...process.env, ...lean, ASTRO_TELEMETRY_DISABLED: '1', SITE_OUT_DIR: built },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code === 0) swapIn(built);
    else rmSync(built, { recursive: true, force: true });
    // Killed (the kernel short of memory while Strapi starts beside it): tried again once, the moment passed.
    if (signal && !retried) {
      retried = true;
      console.log(`Reconstruction arrêtée (${signal} : mémoire du serveur ?), nouvel essai`);
      building = false;
      setTimeout(build, 5000);
      return;
    }
    retried = false;
    console.log(
      code === 0
        ? `Site reconstruit en ${((Date.now() - started) / 1000).toFixed(1)} s`
        : `Échec de la reconstruction (${code ?? signal})`,
    );
    if (once) process.exit(code ?? 1);
    building = false;
    if (queued) {
      queued = false;
      build();
    }
  });
}

if (once) build();
else
  createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/rebuild') {
      response.writeHead(404).end();
      return;
    }
    request.resume();
    build();
    response.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}');
  }).listen(port, '127.0.0.1', () => console.log(`Reconstruction du site sur appel : POST http://127.0.0.1:${port}/rebuild`));

import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './stack';

/**
 * The README's first command, `pnpm install && pnpm dev`, as a newcomer types it: in a copy of the
 * checkout as git sees it (tracked and new files, nothing ignored: no build, no database, no generated
 * content types), with the newcomer's environment rather than the test runner's.
 */
export const DEV_URLS = {
  site: 'http://localhost:4321',
  panel: 'http://localhost:1337',
  mailCatcher: 'http://localhost:1080',
};
const DEV_PORTS = [4321, 5173, 1337, 1025, 1080];
/** What the development stack must answer before a test reads it: the README's table, the panel and the catcher. */
export const DEV_ANSWERS = [
  `${DEV_URLS.site}/`,
  `${DEV_URLS.site}/admin/`,
  `${DEV_URLS.site}/api/configuration`,
  `${DEV_URLS.panel}/admin`,
  `${DEV_URLS.mailCatcher}/`,
];
const START_TIMEOUT_MS = 240_000;
/** The project's own variables, which the test runner sets and a newcomer does not (CI's turbo cache among them). */
const RUNNER_ONLY =
  /^(DATABASE_|STRAPI_URL|SITE_URL|SITE_REBUILD_URL|ADMIN_DEV_URL|SERVE_ADMIN_PANEL|SESSION_COOKIE_SECURE|SEED_DEMO|NODE_ENV|TEST_|PLAYWRIGHT|TURBO_CACHE_DIR|npm_)/;

function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.status < 400;
  } catch {
    return false;
  }
}

function cleanCheckout(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'brocante-dev-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    try {
      copyFileSync(path.join(ROOT, file), path.join(copy, file));
    } catch {
      // A file deleted in the work tree but not yet in git's index: not part of the checkout.
    }
  }
  return copy;
}

export default async function startDevelopmentStack() {
  const taken = (await Promise.all(DEV_PORTS.map(async (port) => ((await portTaken(port)) ? port : null)))).filter(Boolean);
  if (taken.length) throw new Error(`Ports déjà pris (${taken.join(', ')}) : arrêtez le pnpm dev en cours avant ce test.`);

  const checkout = cleanCheckout();
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !RUNNER_ONLY.test(name)));
  const installStarted = Date.now();
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: checkout, env, stdio: 'ignore' });
  console.log(`pnpm install (copie propre) : ${((Date.now() - installStarted) / 1000).toFixed(1)} s`);

  const started = Date.now();
  const dev = spawn('pnpm', ['dev'], { cwd: checkout, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000));
  dev.stdout.on('data', keep);
  dev.stderr.on('data', keep);
  const stop = () => {
    try {
      if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  let waiting = DEV_ANSWERS;
  while (waiting.length && Date.now() < deadline && dev.exitCode === null) {
    waiting = (await Promise.all(waiting.map(async (url) => ((await answers(url)) ? null : url)))).filter(
      (url): url is string => url !== null,
    );
    if (waiting.length) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  if (waiting.length) {
    stop();
    throw new Error(`pnpm dev : ${waiting.join(', ')} ne répond pas.\n${output.slice(-4_000)}`);
  }
  console.log(`pnpm dev (copie propre) : tout répond après ${((Date.now() - started) / 1000).toFixed(1)} s`);

  return async () => {
    stop();
    // The copy is removed once nothing of `pnpm dev` listens any more (30 s at most).
    const until = Date.now() + 30_000;
    while (Date.now() < until && (await Promise.all(DEV_PORTS.map(portTaken))).some(Boolean))
      await new Promise((resolve) => setTimeout(resolve, 200));
    rmSync(checkout, { recursive: true, force: true });
  };
}

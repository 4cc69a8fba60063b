import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The whole stack as production runs it: Strapi (compiled), the built site and admin on one origin. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const E2E_STRAPI_PORT = 1338;
export const E2E_STRAPI_URL = `http://127.0.0.1:${E2E_STRAPI_PORT}`;
export const E2E_BASE_URL = 'http://127.0.0.1:4322';
export const E2E_DATABASE = '.tmp/e2e.db';
export const E2E_REBUILDER_PORT = 4398;
export const E2E_SMTP_PORT = 1035;
export const E2E_MAIL_WEB_URL = 'http://127.0.0.1:1090';
/** The dev server a test starts (dev-site.spec.ts); Strapi tells it, as it tells the rebuilder, what editors publish. */
export const E2E_DEV_SITE_PORT = 4323;

export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} → ${code}`))));
  });
}

export async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} ne répond pas`);
}

export function startStrapi(): ChildProcess {
  const cms = path.join(ROOT, 'cms');
  rmSync(path.join(cms, E2E_DATABASE), { force: true });
  mkdirSync(path.join(cms, '.tmp'), { recursive: true });
  return spawn(process.execPath, [path.join(cms, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'], {
    cwd: cms,
    env: {
      ...process.env,
      PORT: String(E2E_STRAPI_PORT),
      HOST: '127.0.0.1',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: E2E_DATABASE,
      SERVE_ADMIN_PANEL: 'false',
      SITE_URL: E2E_BASE_URL,
      STRAPI_TELEMETRY_DISABLED: 'true',
      NODE_ENV: 'development',
      SITE_REBUILD_URL: `http://127.0.0.1:${E2E_REBUILDER_PORT}/rebuild,http://127.0.0.1:${E2E_DEV_SITE_PORT}/__site/rebuild`,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E_SMTP_PORT),
      // These suites register and sign in many times from one address; e2e/production keeps the real limits.
      THROTTLE_REGISTRATION_ADDRESS: '10000',
      THROTTLE_REGISTRATION_EMAIL: '10000',
      THROTTLE_CONTACT_ADDRESS: '10000',
      THROTTLE_SIGN_IN_ADDRESS: '10000',
      // A statement of 10,000 lines lasts long enough to be followed mid-way (statement-import-job.spec.ts): the
      // import went faster than the screen's first look at it in CI.
      STATEMENT_IMPORT_PAUSE_MS: '150',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The real SMTP catcher of development (MailDev), on ports of its own; its web API lists the messages. */
export function startMailCatcher(smtpPort = E2E_SMTP_PORT, webPort = 1090, options: string[] = []): ChildProcess {
  return spawn(
    process.execPath,
    [
      path.join(ROOT, 'tools', 'mail-catcher', 'catcher.cjs'),
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--silent',
      ...options,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

export async function startStack(): Promise<ChildProcess[]> {
  const mailCatcher = startMailCatcher();
  await waitFor(`${E2E_MAIL_WEB_URL}/email`);
  const strapi = startStrapi();
  await waitFor(`${E2E_STRAPI_URL}/api/configuration`);
  await run('pnpm', ['exec', 'astro', 'build'], {
    cwd: path.join(ROOT, 'site'),
    env: { STRAPI_URL: E2E_STRAPI_URL, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const server = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts', 'serve-built.mjs'), '--port', '4322', '--strapi', E2E_STRAPI_URL],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitFor(`${E2E_BASE_URL}/`);
  const rebuilder = spawn(process.execPath, [path.join(ROOT, 'scripts', 'site-rebuilder.mjs')], {
    env: { ...process.env, STRAPI_URL: E2E_STRAPI_URL, SITE_REBUILDER_PORT: String(E2E_REBUILDER_PORT) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return [mailCatcher, strapi, server, rebuilder];
}

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOMAIN, SERVER_WORK, serverState, visitorRegistration } from './server-install';
import { ROOT } from './stack';

/** What scripts/upgrade-load.mjs counted from outside. */
export interface LoadCount {
  pages: { served: number; failed: string[] };
  registrations: { accepted: string[]; waits: number; failed: string[] };
}

/**
 * A steady load from outside on the first server (page views, and registrations sent as the site's forms send them)
 * while `during` runs there: it starts before, goes on a few seconds after, and says what it counted.
 */
export async function underLoad<T>(run: string, during: () => T): Promise<{ result: T; load: LoadCount; seconds: number }> {
  const { address, authority } = serverState();
  const authorityFile = path.join(SERVER_WORK, 'autorite-acme.pem');
  writeFileSync(authorityFile, authority);
  const registration = visitorRegistration({ firstName: 'Charge', lastName: '', email: '', houseNumber: '' });
  const script = path.join(ROOT, 'scripts', 'upgrade-load.mjs');
  const child = spawn(process.execPath, [script, address, DOMAIN, authorityFile, run, JSON.stringify(registration)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const result = during();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  child.kill('SIGTERM');
  await once(child, 'exit');
  return { result, load: JSON.parse(output) as LoadCount, seconds: Math.round((Date.now() - started) / 1000) };
}

/** The load's figures, for the log. */
export const loadFigures = ({ pages, registrations }: LoadCount) =>
  `${pages.served} pages servies, ${pages.failed.length} en échec ; ${registrations.accepted.length} inscriptions acceptées, ${registrations.waits} attentes (503 et Retry-After), ${registrations.failed.length} en échec`;

/**
 * `pnpm bench:server`, before the measures: what the bench runs compiled, a warning if the machine is busy, then
 * the committee's first steps on the new server (the volunteer's account, an open edition, its pitches) and the
 * site built against it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import path from 'node:path';
import { send } from './bench-server-rush.mjs';
import { PUBLIC_URL, STRAPI_URL } from './bench-server-ports.mjs';
import { completeTheQuarter, setUpFirstEdition } from './first-edition.mjs';
import { signInVolunteer } from './volunteer-sign-in.mjs';

/** Pitches laid out before the opening: the first registrants get one, the others wait for one. */
const PITCHES = 150;
const STAFF = { email: 'banc.benevole@example.be', password: 'Banc-Trois-Tilleuls-2027!' };
const PANEL_ADMIN = { email: 'banc.panneau@example.be', password: 'Banc-Panneau-Trois-Tilleuls-2027!' };

function build(root, args) {
  const done = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`pnpm ${args.join(' ')} a échoué`);
}

/** What `pnpm bench` builds (the shared package, the compiled cms), and the admin if it is missing. */
export function compile(root) {
  console.log('Compilation…');
  build(root, ['--filter', '@brocante/shared', 'run', 'build']);
  build(root, ['--filter', 'cms', 'run', 'build:server']);
  if (!existsSync(path.join(root, 'admin', 'dist', 'index.html'))) build(root, ['--filter', 'admin', 'run', 'build']);
}

/** Another heavy process on this two-core machine makes the figures worthless: say so before measuring. */
export function warnIfBusy() {
  const busy = spawnSync('sh', ['-c', 'ps -eo args | grep -E "vitest|playwright|strapi|astro build" | grep -v grep'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (busy) console.log(`Attention : d'autres processus lourds tournent, les chiffres en seront faussés :\n${busy}\n`);
}

/**
 * The volunteer's first steps on a new server (docs/deployment.md): their account, the committee's account, an
 * open edition, its pitches; through nginx over HTTPS as the admin sends them (the session cookie is `secure`).
 */
export async function openTheEdition(root, stack) {
  const staffCreated = spawnSync('pnpm', ['--filter', 'cms', 'run', 'staff:create'], {
    cwd: root,
    env: { ...stack.strapiEnvironment, STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (staffCreated.status !== 0) throw new Error('staff:create a échoué');
  await completeTheQuarterInThePanel(root, stack);
  const ca = readFileSync(stack.tls.cert);
  const agent = new Agent({ keepAlive: true });
  const call = async (method, pathname, body, jwt) => {
    const answer = await send({
      agent,
      method,
      pathname,
      body: body === undefined ? undefined : JSON.stringify(body),
      ca,
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL, ...(jwt && { authorization: `Bearer ${jwt}` }) },
    });
    if (answer.status >= 300) throw new Error(`${method} ${pathname} refusé : ${answer.status} ${answer.body}`);
    return JSON.parse(answer.body.toString('utf8'));
  };
  // A coordinator on a new server enrols the second factor the committee asks of them, then signs in with it.
  const jwt = await signInVolunteer(call, STAFF, path.join(stack.work, 'authenticators.json'));
  const staffCall = (method, pathname, data) => call(method, pathname, { data }, jwt);
  const date = await setUpFirstEdition(staffCall);
  for (let number = 1; number <= PITCHES; number += 1)
    await staffCall('POST', '/api/locations', {
      name: `R${number}`,
      street: number % 2 ? 'Rue du Ramier' : 'Chaussée de Waterloo',
      number: String(number),
      meters: 3,
      description: `Devant le n° ${number}`,
    });
  await staffCall('PUT', `/api/editions/${date}/state`, { state: 'open' });
  agent.destroy();
}

/** The panel's first administrator (docs/deployment.md) completes the committee's quarter, which the install leaves empty. */
async function completeTheQuarterInThePanel(root, stack) {
  const created = spawnSync('pnpm', ['--filter', 'cms', 'run', 'panel:admin'], {
    cwd: root,
    env: {
      ...stack.strapiEnvironment,
      PANEL_ADMIN_EMAIL: PANEL_ADMIN.email,
      PANEL_ADMIN_PASSWORD: PANEL_ADMIN.password,
      PANEL_ADMIN_NAME: 'Banc Panneau',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (created.status !== 0) throw new Error('panel:admin a échoué');
  const panelCall = async (method, pathname, body, authorization) => {
    const answer = await fetch(`${STRAPI_URL}${pathname}`, {
      method,
      headers: { 'content-type': 'application/json', ...(authorization && { authorization }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${pathname} refusé : ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  const { data } = await panelCall('POST', '/admin/login', PANEL_ADMIN);
  await completeTheQuarter((method, pathname, body) =>
    panelCall(method, pathname, body, `Bearer ${data.token ?? data.accessToken}`),
  );
}

/** The site built against this Strapi (its pages show the open edition) and the admin beside it, as the web root. */
export function buildSite(root, stack) {
  const built = spawnSync('pnpm', ['exec', 'astro', 'build'], {
    cwd: path.join(root, 'site'),
    env: { ...process.env, STRAPI_URL, SITE_URL: PUBLIC_URL, SITE_OUT_DIR: stack.www, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('astro build a échoué');
  cpSync(path.join(root, 'admin', 'dist'), path.join(stack.www, 'admin'), { recursive: true });
}

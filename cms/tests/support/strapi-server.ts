import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll } from 'vitest';
import throttleConfig from '../../config/throttle';
import { moveEdition } from '../../src/engine/allocation';
import { freshDatabase } from './databases';
import { apiClient, type ApiClient } from './http';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

const appDir = path.resolve(__dirname, '..', '..');

export { databaseClient, freshDatabase } from './databases';

/**
 * The throttle's limits (config/throttle.ts), raised for suites that make many requests from one
 * address on purpose; the throttling suite keeps the real ones.
 */
export const GENEROUS_LIMITS: Record<string, string> = Object.fromEntries(
  Object.values(throttleConfig({ env: { int: (_name: string, fallback: number) => fallback } }))
    .flatMap((limits) => Object.values(limits))
    .map(({ name }) => [`THROTTLE_${name}`, '100000']),
);

/** What every test Strapi runs with besides its database: e-mails to the catcher, no scheduled tasks, no panel. */
export const testEnvironment = (mail: MailCatcher) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(mail.port),
  // Scheduled tasks are called by the tests themselves when they need them.
  CRON_ENABLED: 'false',
  SERVE_ADMIN_PANEL: 'false',
  STRAPI_TELEMETRY_DISABLED: 'true',
  STRAPI_LOG_LEVEL: process.env.STRAPI_LOG_LEVEL ?? 'error',
  // This machine's disk, shared with all else it runs, is not a committee's: said full only when nothing is left
  // (server-health.test.ts lowers the limit to see a full one).
  HEALTH_DISK_PERCENT: '100',
});

/**
 * A real Strapi (compiled dist/) on a fresh database, seeded like development, on a free port; `empty`: on an empty
 * database, as a server's first start (seeded as its environment says, production's included).
 */
export async function startStrapi(
  env: Record<string, string> = GENEROUS_LIMITS,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestServer> {
  const database = await freshDatabase({ empty });
  const mail = await startMailCatcher();
  resetPanelSignInLimit();
  Object.assign(process.env, env, database.env, testEnvironment(mail));
  // strapi.destroy() ends with process.removeAllListeners(), which would cut the test worker's channel to Vitest: the
  // process's listeners from before Strapi started are put back afterwards, and only those (Strapi's own, put back,
  // would keep each stopped Strapi in memory for the rest of the suite).
  let listeners: (readonly [string | symbol, ((...args: unknown[]) => void)[]])[] = [];
  const launch = () => {
    listeners = process.eventNames().map((event) => [event, process.listeners(event as never)] as const);
    return launchOn({ demo: !empty });
  };

  let { strapi, url } = await launch();
  const destroy = async () => {
    await strapi.destroy();
    for (const [event, handlers] of listeners) {
      for (const handler of handlers)
        if (!process.listeners(event as never).includes(handler)) process.on(event as never, handler as never);
    }
  };

  const server: TestServer = {
    strapi,
    url,
    mail,
    async restart() {
      await destroy();
      ({ strapi, url } = await launch());
      Object.assign(server, { strapi, url });
    },
    async stop() {
      await destroy();
      await mail.stop();
      await database.drop();
      resetEnvironment();
    },
  };
  return server;
}

/**
 * The suite's files run one after the other in one process (vitest.config.ts: `isolate: false`), which keeps Strapi's
 * modules loaded: a file's Strapi starts in about half a second instead of seven. What a file put in the environment
 * (its limits, its proxy, a test's NODE_ENV) is taken back when its Strapi stops.
 */
const environmentAtStart = { ...process.env };
function resetEnvironment() {
  for (const name of Object.keys(process.env)) if (!(name in environmentAtStart)) delete process.env[name];
  Object.assign(process.env, environmentAtStart);
}

/**
 * The panel's sign-in limit (Strapi's admin: five in five minutes for one address and e-mail) counts in its
 * module, not its Strapi: the next file's Strapi starts with none counted, as a restarted server does.
 */
function resetPanelSignInLimit() {
  const strapiRequire = createRequire(createRequire(import.meta.url).resolve('@strapi/strapi'));
  const adminRequire = createRequire(strapiRequire.resolve('@strapi/admin/package.json'));
  adminRequire('koa2-ratelimit').Stores.Memory.cleanAll();
}

/** Strapi on the database the environment names, seeded, listening on a free port. */
async function launchOn({ demo }: { demo: boolean }): Promise<{ strapi: Core.Strapi; url: string }> {
  // Strapi's CommonJS build: its ES module build does not load under Node's own resolver.
  const { createStrapi } = createRequire(import.meta.url)('@strapi/strapi') as typeof import('@strapi/strapi');
  const strapi = createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false });
  await strapi.register();
  await bootstrap(strapi, { superAdminPermissionsKept: demo });
  // Suites register many times from one test address; the household suite sets the committee's own limit.
  if (demo) await setEdition({ householdRegistrationLimit: 1000 }, strapi);
  strapi.server.mount();
  const httpServer = strapi.server.httpServer;
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return { strapi, url: `http://127.0.0.1:${port}` };
}

/**
 * At each start, Strapi's admin computes the super admin's permissions again (every action on every content type and
 * field, through the i18n plugin's hooks: nearly a second of processor, a third of the API suite's) and finds them
 * as the database holds them. The template's first start wrote them (database-template.ts) and its copies hold them:
 * their starts leave them as they are. An empty database's start, a server's first, computes them. The admin's role
 * service is one object for every Strapi of the process: its own step is put back once this one has started.
 */
async function bootstrap(strapi: Core.Strapi, { superAdminPermissionsKept }: { superAdminPermissionsKept: boolean }) {
  const roles = strapi.service('admin::role');
  const reset = roles.resetSuperAdminPermissions;
  if (superAdminPermissionsKept) roles.resetSuperAdminPermissions = async () => {};
  try {
    await strapi.bootstrap();
  } finally {
    roles.resetSuperAdminPermissions = reset;
  }
}

/** This test file's Strapi, its HTTP client and the Staff volunteer's token, set by `useStrapi` (ES live bindings). */
export let server: TestServer;
export let api: ApiClient;
export let staff: string;

/** Starts a Strapi on a fresh database before this file's tests and stops it after them; `signIn` signs the volunteer in. */
export function useStrapi({ signIn = false, env = GENEROUS_LIMITS }: { signIn?: boolean; env?: Record<string, string> } = {}) {
  beforeAll(async () => {
    server = await startStrapi(env);
    api = apiClient(server.url);
    if (signIn) staff = await api.signIn();
  });
  afterAll(async () => {
    await server?.stop();
  });
}

/** Changes the demo's edition (the first one) as a test needs it: its settings or its state, written straight to the database. */
export async function setEdition(fields: Record<string, unknown>, strapi: Core.Strapi = server.strapi): Promise<string> {
  const edition = await strapi.db.query('api::edition.edition').findOne({ orderBy: { date: 'asc' } });
  if (!edition) throw new Error('No edition: the demo seed did not run.');
  const date = String(edition.date).slice(0, 10);
  await strapi.db.query('api::edition.edition').update({ where: { id: edition.id }, data: fields });
  // A new day takes the edition's registrations, pitch holders and waiting line with it, as the volunteers' change does.
  const day = fields.date;
  if (typeof day === 'string' && day !== date) await strapi.db.connection.transaction((trx) => moveEdition(trx, date, day));
  return String(fields.date ?? date);
}

/** The day of the demo's edition (the first one). */
export async function editionDay(strapi: Core.Strapi = server.strapi): Promise<string> {
  const edition = await strapi.db.query('api::edition.edition').findOne({ orderBy: { date: 'asc' } });
  return String(edition.date).slice(0, 10);
}

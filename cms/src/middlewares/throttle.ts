import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { API_MESSAGES, BOT_TRAP_FIELD } from '@brocante/shared';
import { apiMessage, validationFailed } from '../lib/api-errors';
import { throttleStore } from '../lib/throttle-store';

interface Limit {
  name: string;
  points: number;
  seconds: number;
}

/** Who a request counts against: its client address, or the e-mail address or account it names. */
type Scope = 'address' | 'email' | 'account';

interface ThrottledRoute {
  method: string;
  path: string;
  limits: Partial<Record<Scope, Limit>>;
  /** The e-mail address or account the body names. */
  person?: (body: any) => unknown;
  /** A form of the public site, with its invisible field that only robots fill. */
  botTrap?: boolean;
}

const TABLE = 'throttle_counters';

function throttledRoutes(config: any): ThrottledRoute[] {
  return [
    {
      method: 'POST',
      path: '/api/registrations',
      limits: config.registration,
      person: (body) => body?.data?.email,
      botTrap: true,
    },
    { method: 'POST', path: '/api/contact-messages', limits: config.contact, person: (body) => body?.data?.email, botTrap: true },
    { method: 'POST', path: '/api/auth/local', limits: config.signIn, person: (body) => body?.identifier },
    { method: 'POST', path: '/api/auth/refresh', limits: config.refresh },
    { method: 'POST', path: '/api/previews', limits: config.preview },
    { method: 'POST', path: '/api/invitation-withdrawals', limits: config.registrant },
    { method: 'POST', path: '/api/team-invitation-previews', limits: config.teamInvitation },
    { method: 'POST', path: '/api/team-invitation-acceptances', limits: config.teamInvitation },
    { method: 'POST', path: '/api/helper-pairing-acceptances', limits: config.teamInvitation },
    {
      method: 'POST',
      path: '/api/password-reset-requests',
      limits: config.passwordReset,
      person: (body: any) => body?.data?.email,
    },
    { method: 'POST', path: '/api/password-resets', limits: config.teamInvitation },
    ...['', '/changes', '/sale', '/cancellation', '/data', '/erasure-request'].map((action) => ({
      method: 'POST',
      path: `/api/my-registration${action}`,
      limits: config.registrant,
    })),
    {
      method: 'POST',
      path: '/api/my-registration/link-requests',
      limits: config.registrantLink,
      person: (body: any) => body?.data?.email,
      botTrap: true,
    },
  ];
}

/** An IPv6 client owns a whole /64: it counts as one address. */
function clientAddress(ip: string): string {
  const address = ip.replace(/^::ffff:/, '');
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * Throttles the public writes (registrations, contact messages, sign-in, session renewal, a registrant's
 * page and link) with counters in PostgreSQL, so that they hold across a restart and across several Strapi
 * processes (in memory on SQLite: throttle-store.ts). Keys are keyed hashes: the table holds no
 * address in clear. An exceeded limit
 * answers a French 429 with Retry-After; a form's honeypot filled in answers a French 400.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const routes = throttledRoutes(strapi.config.get('throttle'));
  const limiters = new Map<string, Promise<RateLimiterAbstract>>();
  const keySecret = String(strapi.config.get('server.app.keys', ['throttle'])[0]);

  function limiter(limit: Limit): Promise<RateLimiterAbstract> {
    let created = limiters.get(limit.name);
    if (!created) {
      const options = { keyPrefix: limit.name, points: limit.points, duration: limit.seconds };
      created =
        strapi.db.dialect.client === 'postgres'
          ? // The store creates its table, then calls back (possibly before the constructor returns).
            new Promise<RateLimiterAbstract>((resolve, reject) => {
              const instance: RateLimiterAbstract = new RateLimiterPostgres(
                {
                  ...options,
                  storeClient: throttleStore(strapi),
                  storeType: 'knex',
                  tableName: TABLE,
                  schemaName: strapi.db.getSchemaName?.() ?? 'public',
                  clearExpiredByTimeout: true,
                } as never,
                (error?: Error) => (error ? reject(error) : setImmediate(() => resolve(instance))),
              );
            })
          : Promise.resolve(new RateLimiterMemory(options));
      limiters.set(limit.name, created);
    }
    return created;
  }

  const keyOf = (value: string) => createHmac('sha256', keySecret).update(value).digest('base64url').slice(0, 32);

  function refuse(ctx: any, wait: RateLimiterRes): never {
    const seconds = Math.max(1, Math.ceil(wait.msBeforeNext / 1000));
    ctx.set('Retry-After', String(seconds));
    const { message, messageCode } = apiMessage('tooManyRequestsFor', seconds);
    throw new errors.RateLimitError(message, { code: 'too-many-requests', messageCode, retryAfter: seconds });
  }

  async function consume(ctx: any, limit: Limit, key: string) {
    try {
      await (await limiter(limit)).consume(keyOf(key));
    } catch (result) {
      if (result instanceof RateLimiterRes) refuse(ctx, result);
      throw result;
    }
  }

  return async function throttle(ctx: any, next: () => Promise<void>) {
    const route = routes.find(({ method, path }) => ctx.method === method && ctx.path === path);
    if (!route) return next();
    const body = ctx.request.body;
    if (route.botTrap && body?.data && typeof body.data === 'object' && BOT_TRAP_FIELD in body.data) {
      if (body.data[BOT_TRAP_FIELD] !== '') throw validationFailed(API_MESSAGES.automatedSubmission, 'automated-submission');
      delete body.data[BOT_TRAP_FIELD];
    }
    const { address, email, account } = route.limits;
    if (address) await consume(ctx, address, clientAddress(ctx.request.ip));
    const person = route.person?.(body);
    const personKey = typeof person === 'string' ? person.trim().toLowerCase().normalize('NFC') : '';
    if (email && personKey) await consume(ctx, email, personKey);
    if (!account || !personKey) return next();

    // Per account, only failed sign-ins count: a volunteer who types the right password is never slowed.
    const accountLimiter = await limiter(account);
    const key = keyOf(personKey);
    const failures = await accountLimiter.get(key);
    if (failures && failures.consumedPoints >= account.points) refuse(ctx, failures);
    try {
      await next();
    } catch (error) {
      // A refused sign-in (wrong password, blocked account) is thrown as a validation error.
      if ((error as Error)?.name === 'ValidationError') await accountLimiter.penalty(key, 1);
      throw error;
    }
    if (ctx.status === 200) await accountLimiter.delete(key);
    else if (ctx.status === 400) await accountLimiter.penalty(key, 1);
  };
};

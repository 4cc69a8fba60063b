import type { Core } from '@strapi/strapi';
import { API_MESSAGES } from '@brocante/shared';
import { validationFailed } from '../lib/api-errors';
import { secondFactor } from '../engine/second-factor';

const ORIGIN = 'users-permissions';

/**
 * The second factor at sign-in (engine/second-factor.ts). Strapi checks the password and opens a session; for an
 * account with a second factor, that session is then kept only with a good code in the body's `code`: without it, or
 * with a wrong one, the session just made is deleted, its cookie unset, and the answer is a 400 in the volunteer's
 * language, which the throttle counts as a failed sign-in (middlewares/throttle.ts): codes cannot be tried faster
 * than passwords.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async function secondFactorAtSignIn(ctx: any, next: () => Promise<void>) {
    if (ctx.method !== 'POST' || ctx.path !== '/api/auth/local') return next();
    const body = ctx.request.body;
    const code: unknown = body && typeof body === 'object' ? body.code : undefined;
    // Strapi's own sign-in knows no `code`.
    if (body && typeof body === 'object') delete body.code;
    await next();
    const userId = ctx.body?.user?.id;
    if (ctx.status !== 200 || typeof userId !== 'number' || !(await secondFactor(strapi).enabled(userId))) return;
    if (typeof code === 'string' && code && (await secondFactor(strapi).verify(userId, code))) return;

    const { payload } = strapi.sessionManager(ORIGIN).validateAccessToken(String(ctx.body.jwt)) as {
      payload: { sessionId?: string } | null;
    };
    if (payload?.sessionId)
      await strapi.db.query('admin::session').deleteMany({ where: { origin: ORIGIN, sessionId: payload.sessionId } });
    const cookie = strapi.config.get('plugin::users-permissions.sessions.cookie.name') as string | undefined;
    if (cookie) ctx.cookies.set(cookie, null, { overwrite: true, path: '/api/auth' });
    ctx.body = null;
    throw typeof code === 'string' && code
      ? validationFailed(API_MESSAGES.secondFactorWrong, 'second-factor-wrong')
      : validationFailed(API_MESSAGES.secondFactorRequired, 'second-factor-required');
  };

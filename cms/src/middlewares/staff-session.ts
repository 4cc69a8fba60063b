import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { API_MESSAGES, checkInActionsSchema } from '@brocante/shared';
import { helperPhones } from '../engine/helper-phones';
import { teamSettings } from '../engine/team-settings';
import { endVolunteerSessions } from '../lib/volunteer-sessions';

const ORIGIN = 'users-permissions';

/** How long the cookie a renewal replaced still renews, in case the renewal's answer never reached the browser. */
const REPLACED_COOKIE_GRACE_MS = 30_000;

interface SessionRow {
  status: string;
  childId: string | null;
  createdAt: string;
  expiresAt: string;
  absoluteExpiresAt: string | null;
}

/**
 * What a volunteer who owes the committee a second factor (engine/team-settings.ts, `secondFactorOwed`) reaches as themselves: who
 * they are, their enrolment, signing out, and the team's rules, so that a coordinator whose phone takes no
 * authenticator app may switch the requirement off (announced to every volunteer). Paths are in their one spelling
 * (middlewares/canonical-path.ts).
 */
const WHILE_SECOND_FACTOR_OWED = new Set([
  'GET /api/team/me',
  'GET /api/users/me',
  'GET /api/second-factor',
  'POST /api/second-factor/enrolment',
  'POST /api/second-factor/confirmation',
  'GET /api/team-settings',
  'PUT /api/team-settings',
  'POST /api/auth/logout',
  'POST /api/auth/refresh',
]);

/** The session a refresh token names, read without checking it: Strapi's own refresh checks the token. */
function sessionIdOf(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload?.sessionId === 'string' ? payload.sessionId : null;
  } catch {
    return null;
  }
}

/**
 * Three checks of staff sessions around Strapi's own.
 *
 * Strapi checks only the signature and lifetime of an access token; its session may have ended
 * (signed out). A token minted before the session's cookie was renewed names the renewed session's
 * parent: follow the renewals to the open session, if any. Sign-out therefore ends every access
 * token of that session at once.
 *
 * Each renewal replaces the session cookie, and Strapi refuses the replaced one. A renewal whose answer
 * never reached the browser (the volunteer navigated while it was under way) left the tab with the
 * replaced cookie: the volunteer was signed out. For REPLACED_COOKIE_GRACE_MS after the renewal, the
 * replaced cookie renews to the session that replaced it (Strapi's own answer to a session that already
 * has a successor, which it gives while that session is marked active); after that it is refused as before.
 *
 * A volunteer who owes the committee a second factor is, until they enrol it, the public but for their enrolment.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const sessions = () => strapi.db.query('admin::session');

  async function sessionIsOpen(sessionId: string, now = new Date()): Promise<boolean> {
    let id: string | null = sessionId;
    for (let step = 0; id && step < 100; step += 1) {
      const row: SessionRow | null = await sessions().findOne({ where: { sessionId: id, origin: ORIGIN } });
      if (!row || (row.absoluteExpiresAt && new Date(row.absoluteExpiresAt) <= now)) return false;
      if (row.status === 'active') return new Date(row.expiresAt) > now;
      id = row.childId;
    }
    return false;
  }

  /** A replaced session whose successor is open and was made within the grace. */
  async function justReplaced(sessionId: string): Promise<boolean> {
    const replaced: SessionRow | null = await sessions().findOne({ where: { sessionId, origin: ORIGIN, status: 'rotated' } });
    if (!replaced?.childId) return false;
    const successor: SessionRow | null = await sessions().findOne({
      where: { sessionId: replaced.childId, origin: ORIGIN, status: 'active' },
    });
    return !!successor && Date.now() - new Date(successor.createdAt).getTime() <= REPLACED_COOKIE_GRACE_MS;
  }

  /** One late renewal of a replaced session at a time: each marks it active only around its own. */
  const lateRenewals = new Map<string, Promise<unknown>>();
  async function renewReplaced(sessionId: string, renew: () => Promise<void>) {
    const before = lateRenewals.get(sessionId) ?? Promise.resolve();
    const mine = before.then(async () => {
      if (!(await justReplaced(sessionId))) return renew();
      await sessions().update({ where: { sessionId, origin: ORIGIN }, data: { status: 'active' } });
      try {
        await renew();
      } finally {
        await sessions().update({ where: { sessionId, origin: ORIGIN }, data: { status: 'rotated' } });
      }
    });
    const settled = mine.catch(() => undefined);
    lateRenewals.set(sessionId, settled);
    void settled.then(() => lateRenewals.get(sessionId) === settled && lateRenewals.delete(sessionId));
    return mine;
  }

  /**
   * A day helper's phone past its day: its sessions end, its request is refused. A revoked one reads nothing; the taps
   * it sends are kept as refused, for the coordinator to see (engine/helper-phones.ts).
   */
  async function helperPhoneMay(userId: number, ctx: any): Promise<void> {
    const phone = await helperPhones(strapi).stateOf(userId);
    if (!phone) return;
    if (phone.ended) {
      await endVolunteerSessions(strapi, userId);
      throw new errors.UnauthorizedError(API_MESSAGES.helperDayOver, { code: 'helper-day-over' });
    }
    if (!phone.revoked) return;
    if (ctx.method === 'POST' && ctx.path === '/api/check-in') {
      const taps = checkInActionsSchema.safeParse(ctx.request.body?.data);
      if (taps.success) await helperPhones(strapi).refuse(phone.id, taps.data.actions);
    }
    throw new errors.ForbiddenError(API_MESSAGES.phoneRevoked, { code: 'phone-revoked' });
  }

  /**
   * Anything else is asked as the public asks it, without the account's token: what the public may read still
   * answers (the configuration, the news), and any refusal says what to do.
   */
  async function asThePublic(ctx: any, next: () => Promise<void>): Promise<void> {
    delete ctx.request.headers.authorization;
    const owed = () => new errors.ForbiddenError(API_MESSAGES.secondFactorOwed, { code: 'second-factor-owed' });
    try {
      await next();
    } catch (error) {
      if (error instanceof errors.UnauthorizedError || error instanceof errors.ForbiddenError) throw owed();
      throw error;
    }
    if (ctx.status === 401 || ctx.status === 403) throw owed();
  }

  return async function staffSession(ctx: any, next: () => Promise<void>) {
    const header = String(ctx.get('authorization') ?? '');
    if (ctx.path.startsWith('/api/') && /^Bearer\s+\S/i.test(header)) {
      const token = header.replace(/^Bearer\s+/i, '');
      const { isValid, payload } = strapi.sessionManager(ORIGIN).validateAccessToken(token) as {
        isValid: boolean;
        payload: { sessionId?: string; userId?: string | number } | null;
      };
      // An invalid token is refused by Strapi's own strategy, with its 401.
      if (isValid && payload?.sessionId && !(await sessionIsOpen(payload.sessionId))) {
        throw new errors.UnauthorizedError(API_MESSAGES.sessionEnded, { code: 'session-ended' });
      }
      if (isValid && payload?.userId !== undefined) {
        const userId = Number(payload.userId);
        await helperPhoneMay(userId, ctx);
        if (!WHILE_SECOND_FACTOR_OWED.has(`${ctx.method} ${ctx.path}`) && (await teamSettings(strapi).secondFactorOwed(userId)))
          return asThePublic(ctx, next);
      }
    }
    if (ctx.method === 'POST' && ctx.path === '/api/auth/refresh') {
      const cookie = ctx.cookies.get(strapi.config.get('plugin::users-permissions.sessions.cookie.name'));
      const sessionId = typeof cookie === 'string' ? sessionIdOf(cookie) : null;
      if (sessionId) return renewReplaced(sessionId, next);
    }
    await next();
  };
};

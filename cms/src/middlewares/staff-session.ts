import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { API_MESSAGES } from '@brocante/shared';

const ORIGIN = 'users-permissions';

interface SessionRow {
  status: string;
  childId: string | null;
  expiresAt: string;
  absoluteExpiresAt: string | null;
}

/**
 * Strapi checks only the signature and lifetime of an access token; its session may have ended
 * (signed out). A token minted before the session's cookie was renewed names the renewed session's
 * parent: follow the renewals to the open session, if any. Sign-out therefore ends every access
 * token of that session at once.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  async function sessionIsOpen(sessionId: string, now = new Date()): Promise<boolean> {
    let id: string | null = sessionId;
    for (let step = 0; id && step < 100; step += 1) {
      const row: SessionRow | null = await strapi.db
        .query('admin::session')
        .findOne({ where: { sessionId: id, origin: ORIGIN } });
      if (!row || (row.absoluteExpiresAt && new Date(row.absoluteExpiresAt) <= now)) return false;
      if (row.status === 'active') return new Date(row.expiresAt) > now;
      id = row.childId;
    }
    return false;
  }

  return async function staffSession(ctx: any, next: () => Promise<void>) {
    const header = String(ctx.get('authorization') ?? '');
    if (ctx.path.startsWith('/api/') && /^Bearer\s+\S/i.test(header)) {
      const token = header.replace(/^Bearer\s+/i, '');
      const { isValid, payload } = strapi.sessionManager(ORIGIN).validateAccessToken(token) as {
        isValid: boolean;
        payload: { sessionId?: string } | null;
      };
      // An invalid token is refused by Strapi's own strategy, with its 401.
      if (isValid && payload?.sessionId && !(await sessionIsOpen(payload.sessionId))) {
        throw new errors.UnauthorizedError(API_MESSAGES.sessionEnded, { code: 'session-ended' });
      }
    }
    await next();
  };
};

import { API_MESSAGES } from '@brocante/shared';

/**
 * Before any body is read: the API takes JSON only, and no more of it than the route needs.
 * A statement import carries a bank file (a few megabytes); every other body is a form.
 */
const BODY_LIMITS: { path: RegExp; bytes: number }[] = [
  { path: /^\/api\/bank-imports\/?$/, bytes: 6 * 1024 * 1024 },
  { path: /^\/api\//, bytes: 64 * 1024 },
];

function hasBody(ctx: any): boolean {
  return Number(ctx.get('content-length') || 0) > 0 || Boolean(ctx.get('transfer-encoding'));
}

export default () =>
  async function requestGuard(ctx: any, next: () => Promise<void>) {
    const limit = BODY_LIMITS.find(({ path }) => path.test(ctx.path));
    if (limit && hasBody(ctx)) {
      if (!ctx.is('application/json')) ctx.throw(415, API_MESSAGES.jsonOnly, { details: { code: 'unsupported-media-type' } });
      if (Number(ctx.get('content-length') || 0) > limit.bytes)
        ctx.throw(413, API_MESSAGES.tooLarge, { details: { code: 'too-large' } });
    }
    await next();
  };

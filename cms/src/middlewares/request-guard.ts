import { API_MESSAGES } from '@brocante/shared';
import { drainedBytes } from '../lib/file-body';
import { INSURANCE_CERTIFICATE_MAX_BYTES, tooLargeCertificate, wrongCertificateType } from '../engine/insurance-certificates';

/**
 * Before any body is read: the API takes JSON only, and no more of it than the route needs.
 * A statement import carries a bank file (a few megabytes); every other body is a form. One route takes a file as is
 * (its bytes, typed application/octet-stream, application/pdf or image/…, which the body parser leaves unread): the
 * edition's insurance certificate, refused beyond its limit or in another type with its own messages (a 400).
 */
const BODY_LIMITS: { path: RegExp; bytes: number; file?: { tooLarge: () => Error; wrongType: () => Error } }[] = [
  { path: /^\/api\/bank-imports\/?$/, bytes: 6 * 1024 * 1024 },
  {
    path: /^\/api\/editions\/[^/]+\/insurance-certificate$/,
    bytes: INSURANCE_CERTIFICATE_MAX_BYTES,
    file: { tooLarge: tooLargeCertificate, wrongType: wrongCertificateType },
  },
  { path: /^\/api\//, bytes: 64 * 1024 },
];
/** JSON too, parsed as on any route: the route's permission answers first, then its bytes are no file (a 400). */
const FILE_TYPES = ['application/octet-stream', 'application/pdf', 'image/*', 'application/json'];

function hasBody(ctx: any): boolean {
  return Number(ctx.get('content-length') || 0) > 0 || Boolean(ctx.get('transfer-encoding'));
}

export default () =>
  async function requestGuard(ctx: any, next: () => Promise<void>) {
    const limit = BODY_LIMITS.find(({ path }) => path.test(ctx.path));
    if (limit && hasBody(ctx)) {
      if (limit.file && !ctx.is(FILE_TYPES)) throw limit.file.wrongType();
      if (!limit.file && !ctx.is('application/json'))
        ctx.throw(415, API_MESSAGES.jsonOnly, { details: { code: 'unsupported-media-type' } });
      // A file a little too large is read by its route (lib/file-body.ts), whose refusal then reaches the browser.
      const declared = Number(ctx.get('content-length') || 0);
      if (limit.file && declared > drainedBytes(limit.bytes)) throw limit.file.tooLarge();
      if (!limit.file && declared > limit.bytes) ctx.throw(413, API_MESSAGES.tooLarge, { details: { code: 'too-large' } });
    }
    await next();
  };

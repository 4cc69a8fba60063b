import { API_MESSAGES } from '@brocante/shared';

/**
 * What a path is, decided once, before any other middleware. Strapi's router matches paths without
 * regard to letter case, and would take `/api/Contact-messages`, `/api//contact-messages/`,
 * `/%61pi/contact-messages` or `/api/x/../contact-messages` for the route the throttle, the input
 * guard, the session checks and the permission table know by its plain spelling. So:
 *
 * - an API path (one that reads `/api/…` once decoded, its dot segments resolved, in any case) must
 *   be written in its one canonical form: lower case, letters, digits and `-._~` between single
 *   slashes, no trailing slash, no percent-encoding, no `;` parameters; any other spelling is refused
 *   with a 404, so every later rule sees the one spelling it knows;
 * - any other path (Strapi's panel and its files) may not hide its shape: no dot segments, empty
 *   segments, `;` parameters, backslashes nor percent-encoded letters, digits, dots or slashes.
 */
const CANONICAL_API_PATH = /^\/api(\/[a-z0-9._~-]+)*$/;
const STRUCTURAL = /[A-Za-z0-9\-._~/\\;]/;

/** The path with its dot and empty segments resolved; `decodeAll` also decodes every percent-encoding. */
function resolved(raw: string, decodeAll: boolean): string | null {
  const segments: string[] = [];
  for (const part of raw.split(/[/\\]/)) {
    let segment: string;
    try {
      segment = decodeAll
        ? decodeURIComponent(part)
        : part.replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex: string) => {
            const character = String.fromCharCode(parseInt(hex, 16));
            return STRUCTURAL.test(character) ? character : encoded;
          });
    } catch {
      return null;
    }
    segment = segment.split(';')[0] ?? '';
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** Whether `raw` is the canonical spelling of its path; an API path also has to be spelt as the routes are. */
export function isCanonicalPath(raw: string): boolean {
  const decoded = resolved(raw, true);
  if (decoded === null) return false;
  const lower = decoded.toLowerCase();
  if (lower === '/api' || lower.startsWith('/api/')) return raw === lower && CANONICAL_API_PATH.test(raw);
  return resolved(raw, false) === (raw.length > 1 ? raw.replace(/\/$/, '') : raw);
}

export default () =>
  async function canonicalPath(ctx: any, next: () => Promise<void>) {
    if (isCanonicalPath(ctx.path)) return next();
    // Before Strapi's error handling: the answer is written here, in the shape of Strapi's own errors.
    ctx.status = 404;
    ctx.body = {
      data: null,
      error: { status: 404, name: 'NotFoundError', message: API_MESSAGES.notFound, details: { code: 'non-canonical-path' } },
    };
  };

import { API_MESSAGES, hasForbiddenCharacters, MAX_INPUT_DEPTH, PASSWORD_MAX_LENGTH, VALIDATION } from '@brocante/shared';
import { validationFailed } from '../lib/api-errors';

const PASSWORD_FIELDS = new Set(['password', 'passwordConfirmation', 'currentPassword']);

/** Why a parsed body or query cannot be read, or null: too deep, or a text no person types. */
function problemOf(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? API_MESSAGES.forbiddenCharacters : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return API_MESSAGES.tooDeep;
  for (const [key, child] of Object.entries(value)) {
    const problem = (hasForbiddenCharacters(key) ? API_MESSAGES.forbiddenCharacters : null) ?? problemOf(child, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * After the body and query are parsed, before any controller: every API input is refused with a
 * French 400 when it nests too deep or holds characters no text may hold (typed-text.ts), and a password
 * is bounded before anything hashes it.
 */
/** A query string whose percent-encoding is not UTF-8 (`%E0%A4%A`, `%F0`); the path is canonical already (canonical-path.ts). */
function badlyEncoded(text: string): boolean {
  try {
    decodeURIComponent(text.replace(/\+/g, ' '));
    return false;
  } catch {
    return true;
  }
}

export default () =>
  async function inputGuard(ctx: any, next: () => Promise<void>) {
    if (ctx.path.startsWith('/api/')) {
      if (badlyEncoded(ctx.querystring)) throw validationFailed(API_MESSAGES.invalidQuery, 'invalid-query');
      const problem = problemOf(ctx.query) ?? problemOf(ctx.request.body);
      if (problem) throw validationFailed(problem, problem === API_MESSAGES.tooDeep ? 'too-deep' : 'forbidden-characters');
      const body = ctx.request.body;
      if (ctx.path.startsWith('/api/auth/') && body && typeof body === 'object') {
        // Every field of the sign-in and password routes is a text, and a password is bounded before anything hashes it.
        for (const [field, value] of Object.entries(body)) {
          const message =
            typeof value !== 'string'
              ? VALIDATION.text
              : PASSWORD_FIELDS.has(field) && value.length > PASSWORD_MAX_LENGTH
                ? VALIDATION.passwordTooLong(PASSWORD_MAX_LENGTH)
                : null;
          if (message) throw validationFailed(message, 'validation', [{ path: field, message }]);
        }
      }
    }
    await next();
  };

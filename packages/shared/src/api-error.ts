import { messageCode } from './message-codes.js';

/** The texts a failure falls back on: the admin's French TEXTS, or a site page's language's (given by each caller: the site ships no admin text). */
type FailureTexts = Readonly<Record<'accessDenied' | 'loadingError' | 'nameTaken', string>>;

/**
 * The error object of a failed response (every route answers one: docs/domain-rules.md, « Erreurs »), as
 * parseApiError reads it from the response's body.
 */
export interface ParsedApiError {
  code: string;
  detail: string;
  meta: unknown;
  message: string;
  status: number;
}

/** What Strapi (and every custom endpoint of ours) answers on failure. */
export interface StrapiErrorBody {
  data?: null;
  error?: {
    status?: number;
    name?: string;
    message?: string;
    details?: {
      code?: string;
      errors?: { path: (string | number)[]; message: string; code?: string; values?: unknown[] }[];
    } & Record<string, unknown>;
  };
}

/**
 * While the server upgrades (deploy/lib/upgrade.sh), nginx answers the API 503 with Retry-After (5 seconds) before
 * anything reaches Strapi: the site and the admin send the same request again after that wait, this many times at most
 * (three minutes; an upgrade that rolls back takes about one).
 */
export const UPGRADE_WAITS_AT_MOST = 36;

/**
 * The seconds an upgrade's 503 asks to wait before the same request goes again (its Retry-After, 30 at most); 0 for any
 * other answer, a 503 without it among them.
 */
export function upgradeWait(status: number, retryAfter: string | null | undefined): number {
  const seconds = Number(retryAfter);
  return status === 503 && Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, 30) : 0;
}

const CODES_BY_NAME: Record<string, string> = {
  BadRequestError: 'bad-request',
  ValidationError: 'validation',
  NotFoundError: 'not-found',
  UnauthorizedError: 'unauthorized',
  ForbiddenError: 'forbidden',
  ApplicationError: 'application',
  RateLimitError: 'too-many-requests',
  InternalServerError: 'internal-server-error',
};

const UNIQUE_NAME_DETAILS = new Set(['name has already been taken', 'This attribute must be unique']);

/** The error object of a failed response, from its status and parsed body. */
export function parseApiError(status: number, body: unknown): ParsedApiError {
  const error = (body as StrapiErrorBody | null)?.error;
  const code = error?.details?.code ?? (error?.name ? CODES_BY_NAME[error.name] : undefined) ?? '';
  const detail = error?.message ?? '';
  return { code, detail, meta: error?.details ?? null, message: detail, status: error?.status ?? status };
}

/**
 * The field errors of a refused call (a 400's `error.details.errors`), by the field's path
 * ("street", "refunds.0"): what a form shows beneath each field.
 */
export function responseFieldErrors(body: unknown): Record<string, string> {
  const errors = (body as StrapiErrorBody | null)?.error?.details?.errors ?? [];
  return Object.fromEntries(errors.map((error) => [error.path.join('.'), error.message]));
}

/** The codes the server gave a refusal's field messages (message-codes.ts), by path: a form puts them in its own words. */
export function responseFieldCodes(body: unknown): Record<string, string> {
  const errors = (body as StrapiErrorBody | null)?.error?.details?.errors ?? [];
  return Object.fromEntries(
    errors.flatMap((error) =>
      typeof error.code === 'string'
        ? [[error.path.join('.'), messageCode(error.code, Array.isArray(error.values) ? error.values : [])]]
        : [],
    ),
  );
}

/**
 * The message a person reads for a parsed error: « name taken » for a name already used, the
 * loading error for a bad request or a server's failure, otherwise the server's own message (in the request's language).
 */
export function parsedErrorMessage(error: ParsedApiError, texts: FailureTexts): string {
  if (UNIQUE_NAME_DETAILS.has(error.detail) || error.detail === texts.nameTaken || error.code === 'name-taken')
    return texts.nameTaken;
  if (error.code === 'bad-request' || error.code === 'internal-server-error') return texts.loadingError;
  return error.detail || texts.loadingError;
}

/**
 * The message for a failed response: 400 and 404 read the parsed
 * error, 401 is 'Accès refusé' (the caller also sends the person to sign in), anything else shows
 * the response's detail or message, by default the loading error.
 */
export function errorMessageForResponse(status: number, body: unknown, texts: FailureTexts): string {
  if (status === 401) return texts.accessDenied;
  const error = parseApiError(status, body);
  if (status === 400 || status === 404) return parsedErrorMessage(error, texts);
  if (error.code === 'internal-server-error' || status >= 500) return texts.loadingError;
  return error.detail || texts.loadingError;
}

/**
 * A failed call, as the site's and the admin's clients throw it: the message a person reads (in the language the
 * request asked for), the response's status (0: no answer), the field errors of a 400 (responseFieldErrors) and
 * their codes (responseFieldCodes).
 */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
    readonly fieldCodes: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The failure of a response (or of none: status 0, no body), from its status and parsed body. */
  static fromResponse(status: number, body: unknown, texts: FailureTexts): ApiFailure {
    return new ApiFailure(
      errorMessageForResponse(status, body, texts),
      status,
      responseFieldErrors(body),
      responseFieldCodes(body),
    );
  }
}

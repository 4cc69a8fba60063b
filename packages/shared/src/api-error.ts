import { TEXTS } from './texts.js';

/** The specification's error object (section 3). */
export interface ApiError {
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
    details?: { code?: string; errors?: { path: (string | number)[]; message: string }[] } & Record<string, unknown>;
  };
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

const UNIQUE_NAME_DETAILS = new Set(['name has already been taken', 'This attribute must be unique', TEXTS.nameTaken]);

/** The error object of a failed response, from its status and parsed body. */
export function parseApiError(status: number, body: unknown): ApiError {
  const error = (body as StrapiErrorBody | null)?.error;
  const code = error?.details?.code ?? (error?.name ? CODES_BY_NAME[error.name] : undefined) ?? '';
  const detail = error?.message ?? '';
  return { code, detail, meta: error?.details ?? null, message: detail, status: error?.status ?? status };
}

/** The French message a person reads for a parsed error (specification section 8). */
export function parsedErrorMessage(error: ApiError): string {
  if (UNIQUE_NAME_DETAILS.has(error.detail) || error.code === 'name-taken') return TEXTS.nameTaken;
  if (error.code === 'bad-request' || error.code === 'internal-server-error') return TEXTS.loadingError;
  return error.detail || TEXTS.loadingError;
}

/**
 * The French message for a failed response (specification section 8): 400 and 404 read the parsed
 * error, 401 is 'Accès refusé' (the caller also sends the person to sign in), anything else shows
 * the response's detail or message, by default the loading error.
 */
export function errorMessageForResponse(status: number, body: unknown): string {
  if (status === 401) return TEXTS.accessDenied;
  const error = parseApiError(status, body);
  if (status === 400 || status === 404) return parsedErrorMessage(error);
  if (error.code === 'internal-server-error' || status >= 500) return TEXTS.loadingError;
  return error.detail || TEXTS.loadingError;
}

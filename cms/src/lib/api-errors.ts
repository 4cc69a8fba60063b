import { errors } from '@strapi/utils';
import { API_MESSAGES, fieldErrors, messageCode, VALIDATION, type FieldError } from '@brocante/shared';

type ApiMessageKey = keyof typeof API_MESSAGES;
type ApiMessageValues<Key extends ApiMessageKey> = (typeof API_MESSAGES)[Key] extends (...values: infer Values) => string
  ? Values
  : [];

/** A message of the API's catalogue naming values: its French text, and its code for the request's language. */
export interface ApiMessage {
  message: string;
  messageCode: string;
}

/** `API_MESSAGES[key](...values)` with its code: the answer puts it in the request's language (middlewares/error-language.ts). */
export function apiMessage<Key extends ApiMessageKey>(key: Key, ...values: ApiMessageValues<Key>): ApiMessage {
  const entry = API_MESSAGES[key] as string | ((...values: unknown[]) => string);
  return {
    message: typeof entry === 'string' ? entry : entry(...values),
    messageCode: `api.${messageCode(key, values)}`,
  };
}

/**
 * Every custom endpoint fails with Strapi's error shape:
 * { data: null, error: { status, name, message, details: { code, messageCode?, errors? } } }, messages in French here,
 * in the request's language once answered; a field's message keeps its validation code (`code`, `values`).
 */
export function validationFailed(message: string | ApiMessage, code: string, fields: FieldError[] = []) {
  const { message: text, messageCode: coded } = typeof message === 'string' ? { message, messageCode: undefined } : message;
  return new errors.ValidationError(text, {
    code,
    ...(coded && { messageCode: coded }),
    errors: fields.map(({ path, ...field }) => ({ path: path ? path.split('.') : [], ...field })),
  });
}

export function invalidInput(error: Parameters<typeof fieldErrors>[0]) {
  const fields = fieldErrors(error, VALIDATION);
  return validationFailed(fields[0]?.message ?? VALIDATION.invalidBody, 'validation', fields);
}

export function notFound(message: string) {
  return new errors.NotFoundError(message, { code: 'not-found' });
}

/** A unique index refused the write (SQLite and Postgres word it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { code?: string; message?: string })?.code ?? '') + ' ' + String((error as Error)?.message ?? '');
  return /SQLITE_CONSTRAINT_UNIQUE|UNIQUE constraint failed|23505|duplicate key value/i.test(text);
}

/** The `data` object of a Strapi request body, or a French 400. */
export function requestData(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('data' in body) || typeof (body as { data: unknown }).data !== 'object') {
    throw validationFailed(API_MESSAGES.dataObjectExpected, 'validation');
  }
  return (body as { data: unknown }).data;
}

import { errors } from '@strapi/utils';
import { API_MESSAGES, fieldErrors, VALIDATION, type FieldError } from '@brocante/shared';

/**
 * Every custom endpoint fails with Strapi's error shape:
 * { data: null, error: { status, name, message, details: { code, errors? } } }, messages in French.
 */
export function validationFailed(message: string, code: string, fields: FieldError[] = []) {
  return new errors.ValidationError(message, {
    code,
    errors: fields.map(({ path, message: fieldMessage }) => ({ path: path ? path.split('.') : [], message: fieldMessage })),
  });
}

export function invalidInput(error: Parameters<typeof fieldErrors>[0]) {
  const fields = fieldErrors(error);
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

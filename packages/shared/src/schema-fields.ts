import * as z from 'zod/mini';
import { VALIDATION_CODES } from './validation-codes.js';
import { hasForbiddenCharacters, isInvisible } from './typed-text.js';

/**
 * The fields the validation schemas (schemas.ts, staff-schemas.ts) are made of: typed text, an e-mail address, a
 * phone number, and an object that names the fields it does not know.
 */

const textType = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? VALIDATION_CODES.required : VALIDATION_CODES.text,
};

/**
 * A text as a person types it: composed (NFC) so that "é" is stored one way, trimmed, free of
 * characters no text may hold (see typed-text.ts), on one line unless `multiline`.
 */
export function text(max: number, { multiline = false, required = true } = {}) {
  return z.string(required ? textType : { error: VALIDATION_CODES.text }).check(
    z.normalize('NFC'),
    z.trim(),
    z.refine((value) => !hasForbiddenCharacters(value), { error: VALIDATION_CODES.forbiddenCharacters, abort: true }),
    z.refine((value) => multiline || !hasForbiddenCharacters(value, { multiline: false }), {
      error: VALIDATION_CODES.singleLine,
      abort: true,
    }),
    z.refine((value) => value === '' || !isInvisible(value), {
      error: required ? VALIDATION_CODES.required : VALIDATION_CODES.invisibleOnly,
      abort: true,
    }),
    z.minLength(required ? 1 : 0, { error: VALIDATION_CODES.required }),
    z.maxLength(max, { error: VALIDATION_CODES.tooLong(max) }),
  );
}

export function requiredText(max: number, options: { multiline?: boolean } = {}) {
  return text(max, options);
}

export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  return z._default(text(max, { ...options, required: false }), '');
}

export const email = z.pipe(requiredText(254), z.email({ error: VALIDATION_CODES.email }));

export const phone = requiredText(25).check(
  z.refine(
    (value) => /^\+?[0-9 ./()-]+$/.test(value) && value.replace(/\D/g, '').length >= 8 && value.replace(/\D/g, '').length <= 15,
    { error: VALIDATION_CODES.phone },
  ),
);

export function strictObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return VALIDATION_CODES.unknownFields(issue.keys);
      if (issue.code === 'invalid_type') return VALIDATION_CODES.invalidBody;
      return undefined;
    },
  });
}

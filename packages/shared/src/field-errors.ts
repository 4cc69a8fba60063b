import { messageText, readCode, type Messages } from './message-codes.js';

/** A field's message, by the field's path ("street", "refunds.0"), with the code it was given by (message-codes.ts). */
export interface FieldError {
  path: string;
  message: string;
  /** The message's key in the catalogues, and the values it names: what a form in another language translates. */
  code?: string;
  values?: unknown[];
}

/**
 * The first message of each field, as forms show them beneath the field, in the catalogue's language: the admin's
 * VALIDATION, a Dutch form's VALIDATION_NL (each page loads its own language's only).
 */
export function fieldErrors(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  messages: Messages,
): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readCode(issue.message, messages);
    errors.push({
      path,
      message: messageText(issue.message, messages),
      ...(code && { code: code.key, ...(code.values.length > 0 && { values: code.values }) }),
    });
  }
  return errors;
}

export function fieldErrorMap(error: Parameters<typeof fieldErrors>[0], messages: Messages): Record<string, string> {
  return Object.fromEntries(fieldErrors(error, messages).map(({ path, message }) => [path, message]));
}

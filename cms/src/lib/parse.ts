import type { Schema } from '@brocante/shared';
import { invalidInput } from './api-errors';

/** The parsed value, or the French 400 listing each field's error. */
export function parse<Output>(schema: Schema<Output>, value: unknown): Output {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

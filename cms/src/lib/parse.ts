import * as z from 'zod/mini';
import { VALIDATION, type Schema } from '@brocante/shared';
import { invalidInput } from './api-errors';

/** The parsed value, or the French 400 listing each field's error. */
export function parse<Output>(schema: Schema<Output>, value: unknown): Output {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

/** ?edition=2027-04-18: the edition a volunteer's screen shows; without it, the coming one. */
export const editionQuery = z.object({
  edition: z.optional(z.string({ error: VALIDATION.date }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: VALIDATION.date }))),
});

/** A route's `:id` that names a row by its number; anything else names no row (0), which the engine says is not found. */
export function rowIdOf(ctx: { params: { id?: unknown } }): number {
  const id = Number(ctx.params.id);
  return Number.isSafeInteger(id) ? id : 0;
}

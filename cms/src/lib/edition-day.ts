import * as z from 'zod/mini';
import { API_MESSAGES } from '@brocante/shared';
import { notFound } from './api-errors';

/** An edition is named in addresses by its day: /api/editions/2027-04-18. */
const editionDay = z.strictObject({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)) });

/** The day a route's :date names, or a French 404. Only the day: on a GET, Strapi's router also hands params[0]. */
export function editionDayOf(ctx: { params?: { date?: unknown } }): string {
  const result = editionDay.safeParse({ date: ctx.params?.date });
  if (!result.success) throw notFound(API_MESSAGES.editionNotFound);
  return result.data.date;
}

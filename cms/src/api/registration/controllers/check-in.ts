import * as z from 'zod/mini';
import { API_MESSAGES, VALIDATION } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { editionQuery, parse } from '../../../lib/parse';
import { checkIn } from '../../../engine/check-in';

/** A phone's queued taps: at most a day's worth for one volunteer in one call. */
const checkInSchema = z.strictObject({
  actions: z
    .array(
      z.strictObject({
        registration: z.string({ error: VALIDATION.text }).check(z.minLength(1), z.maxLength(40)),
        action: z.enum(['arrive', 'undo-arrival', 'pay'], { error: API_MESSAGES.unknownStep }),
        at: z.iso.datetime({ error: 'Date invalide.' }),
      }),
      { error: VALIDATION.invalidBody },
    )
    .check(z.minLength(1, { error: VALIDATION.required }), z.maxLength(1000)),
});

/** Staff on the brocante's day: the exhibitors to check in, and their arrivals. */
export default ({ strapi }: { strapi: any }) => {
  return {
    async list(ctx: any) {
      return { data: await checkIn(strapi).list(parse(editionQuery, ctx.query).edition) };
    },
    async record(ctx: any) {
      const { actions } = parse(checkInSchema, requestData(ctx.request.body));
      return { data: await checkIn(strapi).record(actions, { by: ctx.state.user?.email ?? null }) };
    },
  };
};

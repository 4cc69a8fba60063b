import * as z from 'zod/mini';
import { EXHIBITOR_AUDIENCES, exhibitorMessageSchema } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { parse } from '../../../lib/parse';
import { exhibitorMessages } from '../../../engine/exhibitor-messages';
import { volunteerLabel } from '../../../lib/staff-role';

/** ?audience=paid,pending: who would receive a message. */
const audienceQuery = z.strictObject({
  edition: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date invalide (par exemple 2027-04-18).' }))),
  audience: z.pipe(
    z.pipe(
      z.string({ error: 'Destinataires inconnus.' }),
      z.transform((text: string) => text.split(',').filter(Boolean)),
    ),
    z.array(z.enum(EXHIBITOR_AUDIENCES, { error: 'Destinataires inconnus.' })),
  ),
});

/** Staff: messages to exhibitors, how many would receive one, and the ones sent. */
export default ({ strapi }: { strapi: any }) => {
  return {
    async find() {
      return { data: await exhibitorMessages(strapi).list() };
    },
    async recipients(ctx: any) {
      const { audience, edition } = parse(audienceQuery, ctx.query);
      return { data: { count: audience.length ? await exhibitorMessages(strapi).count(audience, edition) : 0 } };
    },
    async send(ctx: any) {
      const input = parse(exhibitorMessageSchema, requestData(ctx.request.body));
      ctx.status = 202;
      return { data: await exhibitorMessages(strapi).send(input, volunteerLabel(ctx)) };
    },
  };
};

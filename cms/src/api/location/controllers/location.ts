import { factories } from '@strapi/strapi';
import * as z from 'zod/mini';
import { API_MESSAGES, listQuerySchema, pitchInputSchema, pitchUpdateSchema } from '@brocante/shared';
import { requestData, validationFailed } from '../../../lib/api-errors';
import { editionQuery, parse } from '../../../lib/parse';
import { readableBy } from '../../../lib/sanitize';
import { pitchPlan } from '../../../engine/pitch-plan';

const UID = 'api::location.location';

const pitchListSchema = z.extend(z.pick(listQuerySchema, { q: true, page: true, pageSize: true, edition: true }), {
  free: z.pipe(
    z.optional(z.enum(['true', 'false'])),
    z.transform((value) => value === 'true'),
  ),
});

export default factories.createCoreController(UID, ({ strapi }) => {
  return {
    async find(ctx) {
      const { results, pagination } = await pitchPlan(strapi).list(parse(pitchListSchema, ctx.query));
      return { data: await readableBy(strapi, UID, ctx, results), meta: { pagination } };
    },
    async findOne(ctx) {
      return { data: await readableBy(strapi, UID, ctx, await pitchPlan(strapi).findPitch(ctx.params.id)) };
    },
    async create(ctx) {
      const data = parse(pitchInputSchema, requestData(ctx.request.body));
      ctx.status = 201;
      return { data: await pitchPlan(strapi).save(null, data) };
    },
    async update(ctx) {
      const data = parse(pitchUpdateSchema, requestData(ctx.request.body));
      return { data: await pitchPlan(strapi).save(ctx.params.id, data) };
    },
    /** Public: the plan of the pitches, free or taken, no personal data. */
    async plan(ctx) {
      if (Object.keys(ctx.query ?? {}).length) throw validationFailed(API_MESSAGES.invalidQuery, 'invalid-query');
      ctx.set('Cache-Control', 'public, max-age=30');
      return { data: await pitchPlan(strapi).plan('public') };
    },

    /** Staff: the same plan with each registration's state and holder, for the coming edition or the one chosen. */
    async planForStaff(ctx) {
      return { data: await pitchPlan(strapi).plan('staff', parse(editionQuery, ctx.query).edition) };
    },

    async delete(ctx) {
      return { data: await pitchPlan(strapi).remove(ctx.params.id) };
    },
  };
});

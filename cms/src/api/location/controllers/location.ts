import { factories } from '@strapi/strapi';
import { z } from 'zod';
import { listQuerySchema, locationInputSchema, locationUpdateSchema } from '@brocante/shared';
import { invalidInput, requestData } from '../../../lib/api-errors';

const UID = 'api::location.location';

const locationListSchema = listQuerySchema
  .pick({ q: true, page: true, pageSize: true })
  .extend({ free: z.enum(['true', 'false']).optional().transform((value) => value === 'true') });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

export default factories.createCoreController(UID, ({ strapi }) => {
  const locations = () => strapi.service(UID);
  return {
    async find(ctx) {
      const { results, pagination } = await locations().list(parse(locationListSchema, ctx.query));
      return { data: results, meta: { pagination } };
    },
    async findOne(ctx) {
      return { data: await locations().findLocation(ctx.params.id) };
    },
    async create(ctx) {
      const data = parse(locationInputSchema, requestData(ctx.request.body));
      ctx.status = 201;
      return { data: await locations().save(null, data) };
    },
    async update(ctx) {
      const data = parse(locationUpdateSchema, requestData(ctx.request.body));
      return { data: await locations().save(ctx.params.id, data) };
    },
    async delete(ctx) {
      return { data: await locations().remove(ctx.params.id) };
    },
  };
});

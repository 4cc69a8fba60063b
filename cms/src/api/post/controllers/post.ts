import { factories } from '@strapi/strapi';
import * as z from 'zod/mini';
import { API_MESSAGES, LANGUAGES } from '@brocante/shared';
import { validationFailed } from '../../../lib/api-errors';

const sortField = z.string().check(z.regex(/^(title|slug|publishedAt|createdAt|updatedAt)(:(asc|desc))?$/));
const positiveInteger = z.string().check(z.regex(/^[1-9][0-9]{0,5}$/));

/** What a reader of the news may ask (the site asks for covers, an order, a page and a language); nothing else reaches the database. */
const publicPostQuery = z.strictObject({
  populate: z.optional(z.union([z.literal('cover'), z.literal('*'), z.tuple([z.literal('cover')])])),
  sort: z.optional(z.union([sortField, z.array(sortField).check(z.maxLength(3))])),
  pagination: z.optional(z.strictObject({ page: z.optional(positiveInteger), pageSize: z.optional(positiveInteger) })),
  filters: z.optional(z.strictObject({ slug: z.strictObject({ $eq: z.string().check(z.maxLength(200)) }) })),
  status: z.optional(z.string()),
  locale: z.optional(z.enum(LANGUAGES)),
});

function publishedOnly(ctx: any) {
  if (!publicPostQuery.safeParse(ctx.query).success) throw validationFailed(API_MESSAGES.invalidQuery, 'invalid-query');
  ctx.query = { ...ctx.query, status: 'published' };
}

/** The public reads published posts only: a `status=draft` query is overridden. */
export default factories.createCoreController('api::post.post', () => ({
  async find(ctx) {
    publishedOnly(ctx);
    return super.find(ctx);
  },
  async findOne(ctx) {
    publishedOnly(ctx);
    return super.findOne(ctx);
  },
}));

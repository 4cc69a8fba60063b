import { factories } from '@strapi/strapi';

/** The public reads published posts only: a `status=draft` query is overridden. */
export default factories.createCoreController('api::post.post', () => ({
  async find(ctx) {
    ctx.query = { ...ctx.query, status: 'published' };
    return super.find(ctx);
  },
  async findOne(ctx) {
    ctx.query = { ...ctx.query, status: 'published' };
    return super.findOne(ctx);
  },
}));

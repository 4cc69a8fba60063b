import { editionQuery, parse } from '../../../lib/parse';

/** Staff: the admin's first screen, for the coming edition or the one chosen. */
export default ({ strapi }: { strapi: any }) => ({
  async show(ctx: any) {
    return { data: await strapi.service('api::registration.dashboard').figures(parse(editionQuery, ctx.query).edition) };
  },
});

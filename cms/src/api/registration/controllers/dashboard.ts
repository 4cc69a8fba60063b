import { editionQuery, parse } from '../../../lib/parse';
import { dashboard } from '../../../engine/dashboard';

/** Staff: the admin's first screen, for the coming edition or the one chosen. */
export default ({ strapi }: { strapi: any }) => ({
  async show(ctx: any) {
    return { data: await dashboard(strapi).figures(parse(editionQuery, ctx.query).edition) };
  },
});

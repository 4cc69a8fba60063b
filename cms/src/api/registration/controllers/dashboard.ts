import { editionQuery, parse } from '../../../lib/parse';
import { dashboard } from '../../../engine/dashboard';
import { requestMay } from '../../../lib/staff-role';

/** Staff: the admin's first screen, for the coming edition or the one chosen. */
export default ({ strapi }: { strapi: any }) => ({
  async show(ctx: any) {
    const figures = await dashboard(strapi).figures(parse(editionQuery, ctx.query).edition);
    return { data: requestMay(ctx, 'money.read') ? figures : { ...figures, money: null } };
  },
});

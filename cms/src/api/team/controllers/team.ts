import { teamMemberChangeSchema } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { parse } from '../../../lib/parse';
import { staffRoleOf } from '../../../lib/staff-role';
import { team } from '../../../engine/team';

/** The committee's team, as its volunteers see it and its coordinators run it (engine/team.ts). */
export default ({ strapi }: { strapi: any }) => ({
  /** The signed-in volunteer: their address and role; the admin hides what the role may not (the server refuses it). */
  async me(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    return { data: { email: String(ctx.state.user.email), role: staffRoleOf(ctx) } };
  },

  async list(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    return { data: await team(strapi).members() };
  },

  async change(ctx: any) {
    const id = Number(ctx.params.id);
    const change = parse(teamMemberChangeSchema, requestData(ctx.request.body));
    return { data: await team(strapi).change(Number.isSafeInteger(id) ? id : 0, change) };
  },
});

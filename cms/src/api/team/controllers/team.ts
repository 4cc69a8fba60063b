import { staffRoleOf } from '../../../lib/staff-role';

/** The committee's team, as its volunteers see it. */
export default () => ({
  /** The signed-in volunteer: their address and role; the admin hides what the role may not (the server refuses it). */
  async me(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    return { data: { email: String(ctx.state.user.email), role: staffRoleOf(ctx) } };
  },
});

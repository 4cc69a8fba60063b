import { teamSettingsSchema } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { parse } from '../../../lib/parse';
import { volunteerLabel } from '../../../lib/staff-role';
import { teamSettings } from '../../../engine/team-settings';

/** The committee's rules for its team (engine/team-settings.ts): read and changed by the coordination. */
export default ({ strapi }: { strapi: any }) => ({
  async show(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    return { data: await teamSettings(strapi).read() };
  },

  async change(ctx: any) {
    return {
      data: await teamSettings(strapi).set(parse(teamSettingsSchema, requestData(ctx.request.body)), volunteerLabel(ctx)),
    };
  },
});

import { checkInActionsSchema } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { editionQuery, parse } from '../../../lib/parse';
import { checkIn } from '../../../engine/check-in';
import { helperPhones } from '../../../engine/helper-phones';
import { teamSettings } from '../../../engine/team-settings';
import { requestMay, volunteerLabel } from '../../../lib/staff-role';

/** Staff on the brocante's day: the exhibitors to check in, and their arrivals. */
export default ({ strapi }: { strapi: any }) => {
  /** The exhibitors' phone numbers: theirs who read the registrations, the day's helpers' where the committee allows it. */
  const seesPhones = async (ctx: any) =>
    requestMay(ctx, 'registrations.read') || (await teamSettings(strapi).read()).helpersSeePhones;

  return {
    async list(ctx: any) {
      return { data: await checkIn(strapi).list(parse(editionQuery, ctx.query).edition, await seesPhones(ctx)) };
    },
    async record(ctx: any) {
      const { actions } = parse(checkInActionsSchema, requestData(ctx.request.body));
      const recorded = await checkIn(strapi).record(actions, { by: volunteerLabel(ctx), withPhones: await seesPhones(ctx) });
      // A day helper's phone: its last synchronisation, on the coordinator's list of phones.
      await helperPhones(strapi).synced(Number(ctx.state.user.id));
      return { data: recorded };
    },
  };
};

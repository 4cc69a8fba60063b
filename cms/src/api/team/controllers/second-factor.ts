import { secondFactorCodeSchema } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { parse } from '../../../lib/parse';
import { secondFactor } from '../../../engine/second-factor';

/** Any volunteer's own second factor (engine/second-factor.ts): its state, its enrolment by QR code and first code. */
export default ({ strapi }: { strapi: any }) => ({
  async status(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    return { data: await secondFactor(strapi).status(Number(ctx.state.user.id)) };
  },

  async begin(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    return { data: await secondFactor(strapi).begin(Number(ctx.state.user.id)) };
  },

  async confirm(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    const { code } = parse(secondFactorCodeSchema, requestData(ctx.request.body));
    return { data: await secondFactor(strapi).confirm(Number(ctx.state.user.id), code) };
  },
});

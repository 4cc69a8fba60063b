import { helperPairingAcceptanceSchema } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { parse, rowIdOf } from '../../../lib/parse';
import { volunteerLabel } from '../../../lib/staff-role';
import { editions } from '../../../engine/editions';
import { helperPhones } from '../../../engine/helper-phones';

/** The day helpers' phones (engine/helper-phones.ts): paired by a coordinator's QR code, revoked by them. */
export default ({ strapi }: { strapi: any }) => ({
  async code(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    const { date } = await editions(strapi).chosenEdition();
    return { data: await helperPhones(strapi).code(date, volunteerLabel(ctx)) };
  },

  async list(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    return { data: await helperPhones(strapi).list() };
  },

  async revoke(ctx: any) {
    return { data: await helperPhones(strapi).revoke(rowIdOf(ctx)) };
  },

  /** Public: the phone's account, made once for the code scanned; the phone signs in with it at once. */
  async accept(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    const answer = parse(helperPairingAcceptanceSchema, requestData(ctx.request.body));
    ctx.status = 201;
    return { data: await helperPhones(strapi).accept(answer) };
  },
});

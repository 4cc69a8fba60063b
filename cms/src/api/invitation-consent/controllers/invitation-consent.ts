import { invitationWithdrawalSchema } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { parse } from '../../../lib/parse';

/** Public: the one click that ends a person's invitations (the same answer whatever the token). */
export default ({ strapi }: { strapi: any }) => ({
  async withdraw(ctx: any) {
    const { token } = parse(invitationWithdrawalSchema, requestData(ctx.request.body));
    await strapi.service('api::invitation-consent.invitation-consent').withdraw(token);
    return { data: { withdrawn: true } };
  },
});

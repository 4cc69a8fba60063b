import { invitationWithdrawalSchema } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { parse } from '../../../lib/parse';
import { invitations } from '../../../engine/invitations';

/** Public: the one click that ends a person's invitations (the same answer whatever the token). */
export default ({ strapi }: { strapi: any }) => ({
  async withdraw(ctx: any) {
    const { token } = parse(invitationWithdrawalSchema, requestData(ctx.request.body));
    await invitations(strapi).withdraw(token);
    return { data: { withdrawn: true } };
  },
});

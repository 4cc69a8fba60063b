import * as z from 'zod/mini';
import { API_MESSAGES, emailCorrectionSchema, registrantChangesSchema, registrantLinkRequestSchema } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { parse } from '../../../lib/parse';

/** The key as any body carries it; what it is worth is the service's to say (a wrong one is an unknown page). */
function keyOf(ctx: any): unknown {
  return (requestData(ctx.request.body) as { key?: unknown } | null)?.key;
}

/**
 * The registrant's page (public, by the private link's key): read, correct, cancel, download, ask
 * for erasure, and get a lost link again. Staff: the registration's history, the link re-sent or
 * revoked, an erasure confirmed, an address the mail server refused corrected.
 */
export default ({ strapi }: { strapi: any }) => {
  const registrant = () => strapi.service('api::registration.registrant');

  return {
    async view(ctx: any) {
      return { data: await registrant().view(await registrant().byKey(keyOf(ctx))) };
    },

    async change(ctx: any) {
      const registration = await registrant().byKey(keyOf(ctx));
      const { key: _key, ...changes } = (requestData(ctx.request.body) ?? {}) as Record<string, unknown>;
      return { data: await registrant().change(registration, parse(registrantChangesSchema, changes)) };
    },

    async cancel(ctx: any) {
      return { data: await registrant().cancel(await registrant().byKey(keyOf(ctx))) };
    },

    async exportData(ctx: any) {
      const data = await registrant().exportData(await registrant().byKey(keyOf(ctx)));
      ctx.set('Cache-Control', 'no-store');
      return { data };
    },

    async requestErasure(ctx: any) {
      return { data: await registrant().requestErasure(await registrant().byKey(keyOf(ctx))) };
    },

    /** The same answer whether or not the address is known. */
    async requestLink(ctx: any) {
      const { email } = parse(registrantLinkRequestSchema, requestData(ctx.request.body));
      await registrant().sendLinks(email);
      ctx.status = 202;
      return { data: { message: API_MESSAGES.registrantLinkRequested } };
    },

    async history(ctx: any) {
      const registration = await strapi.service('api::registration.registration').findRegistration(ctx.params.id);
      return { data: await registrant().history(registration) };
    },

    async link(ctx: any) {
      const { action } = parse(
        z.strictObject({ action: z.enum(['resend', 'revoke'], { error: API_MESSAGES.unknownStep }) }),
        requestData(ctx.request.body),
      );
      const by = ctx.state.user?.email ?? null;
      return {
        data:
          action === 'resend'
            ? await registrant().resendLink(ctx.params.id, by)
            : await registrant().revokeLink(ctx.params.id, by),
      };
    },

    async correctEmail(ctx: any) {
      const { email } = parse(emailCorrectionSchema, requestData(ctx.request.body));
      return { data: await registrant().correctEmail(ctx.params.id, email, ctx.state.user?.email ?? null) };
    },

    async confirmErasure(ctx: any) {
      return { data: await registrant().confirmErasure(ctx.params.id, ctx.state.user?.email ?? null) };
    },
  };
};

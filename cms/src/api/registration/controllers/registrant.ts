import * as z from 'zod/mini';
import { API_MESSAGES, emailCorrectionSchema, registrantChangesSchema, registrantLinkRequestSchema } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { parse } from '../../../lib/parse';
import { registrantPage } from '../../../engine/registrant-page';
import { registrantSupport } from '../../../engine/registrant-support';
import { registrations } from '../../../engine/registrations';
import { saleChoice } from '../../../engine/sale-choice';
import { apiText } from '../../../lib/request-language';
import { volunteerLabel } from '../../../lib/staff-role';

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
  return {
    async view(ctx: any) {
      return { data: await registrantPage(strapi).view(await registrantPage(strapi).byKey(keyOf(ctx))) };
    },

    async change(ctx: any) {
      const registration = await registrantPage(strapi).byKey(keyOf(ctx));
      const { key: _key, ...changes } = (requestData(ctx.request.body) ?? {}) as Record<string, unknown>;
      return { data: await registrantPage(strapi).change(registration, parse(registrantChangesSchema, changes)) };
    },

    /** What the exhibitor sells and whether the plan names them: checked against their edition's categories. */
    async changeSale(ctx: any) {
      const registration = await registrantPage(strapi).byKey(keyOf(ctx));
      const { key: _key, ...choice } = (requestData(ctx.request.body) ?? {}) as Record<string, unknown>;
      return { data: await saleChoice(strapi).change(registration, choice) };
    },

    async cancel(ctx: any) {
      return { data: await registrantPage(strapi).cancel(await registrantPage(strapi).byKey(keyOf(ctx))) };
    },

    async exportData(ctx: any) {
      const data = await registrantPage(strapi).exportData(await registrantPage(strapi).byKey(keyOf(ctx)));
      ctx.set('Cache-Control', 'no-store');
      return { data };
    },

    async requestErasure(ctx: any) {
      return { data: await registrantPage(strapi).requestErasure(await registrantPage(strapi).byKey(keyOf(ctx))) };
    },

    /** The same answer whether or not the address is known. */
    async requestLink(ctx: any) {
      const { email } = parse(registrantLinkRequestSchema, requestData(ctx.request.body));
      await registrantPage(strapi).sendLinks(email);
      ctx.status = 202;
      return { data: { message: apiText(ctx, 'registrantLinkRequested') } };
    },

    async history(ctx: any) {
      const registration = await registrations(strapi).findRegistration(ctx.params.id);
      return { data: await registrantPage(strapi).history(registration) };
    },

    async link(ctx: any) {
      const { action } = parse(
        z.strictObject({ action: z.enum(['resend', 'revoke'], { error: API_MESSAGES.unknownStep }) }),
        requestData(ctx.request.body),
      );
      const by = volunteerLabel(ctx);
      return {
        data:
          action === 'resend'
            ? await registrantSupport(strapi).resendLink(ctx.params.id, by)
            : await registrantSupport(strapi).revokeLink(ctx.params.id, by),
      };
    },

    async correctEmail(ctx: any) {
      const { email } = parse(emailCorrectionSchema, requestData(ctx.request.body));
      return { data: await registrantSupport(strapi).correctEmail(ctx.params.id, email, volunteerLabel(ctx)) };
    },

    async confirmErasure(ctx: any) {
      return { data: await registrantSupport(strapi).confirmErasure(ctx.params.id, volunteerLabel(ctx)) };
    },
  };
};

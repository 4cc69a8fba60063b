import * as z from 'zod/mini';
import { depositDecisionSchema, paymentPartsSchema, refundPayerSchema, refundSelectionSchema } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { editionQuery, parse } from '../../../lib/parse';
import { payments } from '../../../engine/payments';
import { refunds } from '../../../engine/refunds';
import { deposits } from '../../../engine/deposits';
import { volunteerLabel } from '../../../lib/staff-role';

const listQuery = z.extend(editionQuery, { status: z.optional(z.enum(['due', 'done'])) });

/**
 * Staff, for the chosen edition (?edition=, else the coming one): the refunds due (or done), who gets each, the SEPA file for the bank, refunds marked done;
 * after the day, the deposits returned (a refund each) or kept.
 */
export default ({ strapi }: { strapi: any }) => {
  return {
    async find(ctx: any) {
      const { status, edition } = parse(listQuery, ctx.query);
      return { data: await refunds(strapi).list(status ?? 'due', edition) };
    },
    async setPayer(ctx: any) {
      return { data: await refunds(strapi).setPayer(ctx.params.id, parse(refundPayerSchema, requestData(ctx.request.body))) };
    },
    async transferFile(ctx: any) {
      const { refunds: picked } = parse(refundSelectionSchema, requestData(ctx.request.body));
      const { fileName, xml } = await refunds(strapi).transferFile(picked);
      ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'application/xml; charset=utf-8';
      ctx.body = xml;
    },
    async deposits(ctx: any) {
      return { data: await deposits(strapi).undecided(parse(editionQuery, ctx.query).edition) };
    },
    async decideDeposits(ctx: any) {
      const { registrations, outcome } = parse(depositDecisionSchema, requestData(ctx.request.body));
      return { data: await deposits(strapi).decide(registrations, outcome, { by: volunteerLabel(ctx) }) };
    },
    /** An overpayment shared across other registrations instead of paid back. */
    async apply(ctx: any) {
      const { parts } = parse(paymentPartsSchema, requestData(ctx.request.body));
      return { data: await payments(strapi).applyOverpayment(ctx.params.id, parts, volunteerLabel(ctx)) };
    },
    async markDone(ctx: any) {
      const { refunds: picked } = parse(refundSelectionSchema, requestData(ctx.request.body));
      return { data: await refunds(strapi).markDone(picked, volunteerLabel(ctx)) };
    },
  };
};

import { factories } from '@strapi/strapi';
import * as z from 'zod/mini';
import { API_MESSAGES, isInvisible, paymentPartsSchema, VALIDATION } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { editionQuery, parse } from '../../../lib/parse';
import { latePayments } from '../../../engine/late-payments';
import { payments } from '../../../engine/payments';
import { statementImport } from '../../../engine/statement-import';
import { volunteerLabel } from '../../../lib/staff-role';

const column = z.optional(z.number().check(z.int(), z.gte(0)));
const importSchema = z.strictObject({
  fileName: z.string({ error: VALIDATION.text }).check(z.maxLength(255)),
  content: z.string({ error: VALIDATION.required }).check(
    z.refine((content) => !isInvisible(content), { error: API_MESSAGES.statementEmpty }),
    z.maxLength(5_000_000, { error: API_MESSAGES.statementTooLarge }),
  ),
  mapping: z.optional(
    z.strictObject({
      date: z.number().check(z.int(), z.gte(0)),
      amount: z.number().check(z.int(), z.gte(0)),
      communication: z.number().check(z.int(), z.gte(0)),
      counterpartyName: column,
      counterpartyAccount: column,
      bankReference: column,
    }),
  ),
  dryRun: z.optional(z.boolean()),
});
const assignSchema = z.strictObject({
  registration: z.string({ error: VALIDATION.required }).check(z.minLength(1, { error: VALIDATION.required })),
});

const decisionSchema = z.strictObject({
  decision: z.enum(['reinstate', 'refund'], { error: API_MESSAGES.unknownStep }),
});

export default factories.createCoreController('api::bank-transaction.bank-transaction', ({ strapi }) => ({
  /** Staff: imports a statement and says, line by line, what it did (with `dryRun`, what it would do). */
  async importStatement(ctx) {
    const { fileName, content, mapping, dryRun } = parse(importSchema, requestData(ctx.request.body));
    return {
      data: await statementImport(strapi).importStatement(fileName, content, mapping, { dryRun }),
    };
  },
  async assign(ctx) {
    const { registration } = parse(assignSchema, requestData(ctx.request.body));
    return { data: await payments(strapi).assign(ctx.params.id, registration) };
  },
  /** Staff: one transfer for several registrations (a family's), split across them. */
  async split(ctx) {
    const { parts } = parse(paymentPartsSchema, requestData(ctx.request.body));
    return { data: await payments(strapi).split(ctx.params.id, parts) };
  },
  async latePayments(ctx) {
    const { edition } = parse(editionQuery, ctx.query);
    return { data: await latePayments(strapi).list(edition) };
  },
  /** Staff: a payment received after its registration was cancelled, reinstated or owed back. */
  async decideLatePayment(ctx) {
    const { decision } = parse(decisionSchema, requestData(ctx.request.body));
    return {
      data: await latePayments(strapi).decide(ctx.params.id, decision, volunteerLabel(ctx)),
    };
  },
}));

import { factories } from '@strapi/strapi';
import * as z from 'zod/mini';
import { API_MESSAGES, isInvisible, paymentPartsSchema, VALIDATION } from '@brocante/shared';
import { notFound, requestData } from '../../../lib/api-errors';
import { editionQuery, parse } from '../../../lib/parse';
import { latePayments } from '../../../engine/late-payments';
import { payments } from '../../../engine/payments';
import { readStatement, statementImport } from '../../../engine/statement-import';
import { statementImportJobs } from '../../../engine/statement-import-jobs';
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
  /**
   * Staff: with `dryRun`, what importing a statement would do; else imports it. An import that ends within a few
   * seconds is answered with what it did; a longer one goes on on the server, answered 202 with its progress
   * (`job`), as is the same file sent again while it runs.
   */
  async importStatement(ctx) {
    const { fileName, content, mapping, dryRun } = parse(importSchema, requestData(ctx.request.body));
    if (dryRun) return { data: await statementImport(strapi).preview(content, mapping) };
    const parsed = readStatement(content, mapping);
    if (parsed.kind === 'needs-mapping') return { data: { needsMapping: true, headers: parsed.headers, sample: parsed.sample } };
    const job = await statementImportJobs(strapi).start(fileName, content, mapping, {
      total: parsed.lines.length,
      startedBy: volunteerLabel(ctx),
    });
    if (job.report) return { data: job.report };
    return ctx.send({ data: { needsMapping: false, job } }, 202);
  },
  /** Staff: an import under way or ended, with what it did once it is done. */
  async importProgress(ctx) {
    const job = await statementImportJobs(strapi).progress(ctx.params.id);
    if (!job) throw notFound(API_MESSAGES.statementImportNotFound);
    return { data: job };
  },
  /** Staff: the last import started (the screen opened again while it runs), null before the first. */
  async latestImport() {
    return { data: await statementImportJobs(strapi).latest() };
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

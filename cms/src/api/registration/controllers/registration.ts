import { PassThrough } from 'node:stream';
import { factories } from '@strapi/strapi';
import * as z from 'zod/mini';
import {
  API_MESSAGES,
  LIFECYCLE_EVENTS,
  listQuerySchema,
  MAX_PITCHES_PER_REGISTRATION,
  STEP_ACTION,
  VALIDATION,
} from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { parse } from '../../../lib/parse';
import { publishedQuarter, registrationSchema } from '../../../lib/quarter';
import { readableBy } from '../../../lib/sanitize';
import { requireAction, volunteerLabel } from '../../../lib/staff-role';
import { lifecycle } from '../../../engine/lifecycle';
import { outbox } from '../../../engine/outbox';
import { privacy } from '../../../engine/privacy';
import { refunds } from '../../../engine/refunds';
import { editions } from '../../../engine/editions';
import { registrations } from '../../../engine/registrations';
import { registrationList } from '../../../engine/registration-list';
import { pitchAssignment } from '../../../engine/pitch-assignment';

const UID = 'api::registration.registration';

const stepSchema = z.strictObject({ event: z.enum(LIFECYCLE_EVENTS, { error: API_MESSAGES.unknownStep }) });
/** The pitches a volunteer gives a registration (as many as it asked for), or none to release them. */
const pitchAssignmentSchema = z.strictObject({
  locations: z
    .array(z.string({ error: VALIDATION.text }).check(z.minLength(1, { error: VALIDATION.required }), z.maxLength(40)), {
      error: VALIDATION.invalidBody,
    })
    .check(z.maxLength(MAX_PITCHES_PER_REGISTRATION, { error: API_MESSAGES.pitchLimit(MAX_PITCHES_PER_REGISTRATION) })),
});

export default factories.createCoreController(UID, ({ strapi }) => {
  return {
    /**
     * Public: validated with the forms' schema, a neighbor against the streets and postal codes the committee
     * published, what is sold against the categories the edition offers; only the schema's fields are read (it is
     * strict), the server decides status, amount, reference and pitch.
     */
    async create(ctx) {
      const [quarter, edition] = await Promise.all([publishedQuarter(strapi), editions(strapi).publicEdition()]);
      const input = parse(registrationSchema(quarter, edition?.saleCategories ?? []), requestData(ctx.request.body));
      ctx.status = 201;
      return { data: await registrations(strapi).register(input) };
    },

    /**
     * Staff: a page of the list. It replaces Strapi's core find and its query validation on purpose: the query is
     * listQuerySchema, strict (a search, a status, an edition, a page; any other parameter, Strapi's `filters`,
     * `populate` or `fields` among them, is refused with a French message), narrower than what Strapi's validation
     * lets through; the answer still goes through Strapi's output sanitizer (readableBy), as the core action's does.
     */
    async find(ctx) {
      const query = parse(listQuerySchema, ctx.query);
      const { results, pagination } = await registrationList(strapi).list(query);
      return { data: await readableBy(strapi, UID, ctx, results), meta: { pagination } };
    },

    /** Staff: the registrations of a search as a CSV file, streamed as it is read. */
    async exportCsv(ctx) {
      const { q, status, edition } = parse(listQuerySchema, ctx.query);
      const body = new PassThrough();
      ctx.set('Content-Disposition', `attachment; filename="inscriptions-brocante-${new Date().toISOString().slice(0, 10)}.csv"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = body;
      registrationList(strapi)
        .exportCsv({ q, status, edition }, body)
        .catch((error: Error) => {
          strapi.log.error(`Export CSV : ${error.message}`);
          body.destroy(error);
        });
    },

    async findOne(ctx) {
      const registration = await registrations(strapi).findRegistration(ctx.params.id);
      const readable = (await readableBy(strapi, UID, ctx, registration)) as Record<string, unknown>;
      const [refundRequestedAt, undeliveredEmail] = await Promise.all([
        refunds(strapi).owedSince(registration.id),
        outbox(strapi).undeliverable(registration.id),
      ]);
      return { data: { ...readable, refundRequestedAt, undeliveredEmail } };
    },

    /** Staff: one step of the registration's lifecycle (pay, cancel, promote from the waiting list). */
    async takeStep(ctx) {
      const { event } = parse(stepSchema, requestData(ctx.request.body));
      requireAction(ctx, STEP_ACTION[event]);
      return { data: await lifecycle(strapi).requestStep(ctx.params.id, event, { by: volunteerLabel(ctx) }) };
    },

    async anonymisePastEditions() {
      return { data: await privacy(strapi).anonymisePastEditions() };
    },

    async assignPitches(ctx) {
      const { locations } = parse(pitchAssignmentSchema, requestData(ctx.request.body));
      return {
        data: await pitchAssignment(strapi).assignPitches(ctx.params.id, locations, { by: volunteerLabel(ctx) }),
      };
    },
  };
});

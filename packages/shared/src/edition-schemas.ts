import * as z from 'zod/mini';
import { deadlineErrors } from './configuration.js';
import { isValidBic, isValidIban, normalizeIban } from './bank-account.js';
import { BENEFICIARY_NAME_MAX } from './epc-qr.js';
import { MAX_PITCHES_PER_REGISTRATION } from './pricing.js';
import { VALIDATION } from './validation-messages.js';
import type { FieldError } from './field-errors.js';
import { DEFAULT_SALE_CATEGORIES } from './sale-categories.js';
import { offeredSaleCategoriesSchema } from './sale-category-schemas.js';
import { EDITION_STATES, type EditionSettings } from './edition.js';

/** What volunteers send about an edition and the committee's account, checked here and by Strapi (edition.ts: the model). */

/** The notice a commune asks when the committee has not said its own: Uccle's, ten working days. */
export const COMMUNE_NOTICE_WORKING_DAYS = 10;

/** Working days a transfer takes to appear on the committee's statements, unless the committee says otherwise. */
export const STATEMENT_DELAY_WORKING_DAYS = 3;

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: VALIDATION.number })
    .check(
      z.int({ error: VALIDATION.integer }),
      z.gte(min, { error: VALIDATION.tooSmall(min) }),
      z.lte(max, { error: VALIDATION.tooLarge(max) }),
    );

const euros = z.number({ error: VALIDATION.number }).check(
  z.gte(0, { error: VALIDATION.positive }),
  z.lte(10_000, { error: VALIDATION.tooLarge(10_000) }),
  z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: VALIDATION.cents }),
);

const day = z.string({ error: VALIDATION.date }).check(
  z.refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: VALIDATION.date,
  }),
);

const instant = z.string({ error: VALIDATION.dateTime }).check(
  z.refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
    error: VALIDATION.dateTime,
  }),
);

const clockTime = z.string({ error: VALIDATION.time }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: VALIDATION.time }));

/** An edition's settings as volunteers send them; every deadline on the brocante's day at the latest. */
export const editionSettingsSchema = z
  .strictObject({
    date: day,
    arrivalFrom: clockTime,
    arrivalUntil: clockTime,
    registrationPrice: euros,
    neighborPrice: z.nullable(euros),
    deposit: euros,
    pitchesPerRegistration: wholeNumber(1, MAX_PITCHES_PER_REGISTRATION),
    householdRegistrationLimit: wholeNumber(1, 1000),
    neighborRegistrationEnd: instant,
    visitorRegistrationEnd: instant,
    registrantCancellationEnd: z.nullable(instant),
    unpaidGraceDays: wholeNumber(1, 365),
    reminderDaysBeforeExpiry: wholeNumber(0, 365),
    // Optional for the clients of before: a no-show keeps nothing back, as most regulations say.
    noShowRefund: z._default(z.boolean({ error: VALIDATION.invalidBody }), false),
    // Optional for the clients of before: a commune asking ten working days, as Uccle does.
    communeNoticeWorkingDays: z._default(wholeNumber(0, 60), COMMUNE_NOTICE_WORKING_DAYS),
    streetsClosedFrom: z._default(z.nullable(clockTime), null),
    streetsClosedUntil: z._default(z.nullable(clockTime), null),
    saleCategories: z._default(offeredSaleCategoriesSchema, [...DEFAULT_SALE_CATEGORIES]),
  })
  .check(
    z.superRefine((settings, context) => {
      for (const { path, message } of editionErrors(settings))
        context.issues.push({ code: 'custom', input: settings, path: [path], message });
    }),
  );

/** What the schema's fields alone cannot say: deadlines after the day, arrivals ending before they start. */
export function editionErrors(settings: EditionSettings): FieldError[] {
  const errors = deadlineErrors(settings);
  if (settings.arrivalUntil <= settings.arrivalFrom) errors.push({ path: 'arrivalUntil', message: VALIDATION.arrivalOrder });
  const { streetsClosedFrom: closed, streetsClosedUntil: reopened } = settings;
  if (closed && reopened && reopened <= closed) errors.push({ path: 'streetsClosedUntil', message: VALIDATION.closureOrder });
  if (closed && closed > settings.arrivalFrom)
    errors.push({ path: 'streetsClosedFrom', message: VALIDATION.closureBeforeArrivals });
  return errors;
}

/** A change of state; `withoutPitches`: the volunteer, told no pitch is drawn, opens the edition all the same. */
export const editionStateSchema = z.strictObject({
  state: z.enum(EDITION_STATES, { error: VALIDATION.editionState }),
  withoutPitches: z.optional(z.boolean({ error: VALIDATION.invalidBody })),
});

/**
 * The committee's account as staff send it: every transfer and QR code carries it, so a wrong IBAN or BIC is
 * refused, and so is a name longer than an EPC QR code's beneficiary (the payer's bank would check a cut name).
 */
export const committeeAccountSchema = z.strictObject({
  debtorName: z
    .string({ error: VALIDATION.required })
    .check(
      z.trim(),
      z.minLength(1, { error: VALIDATION.required }),
      z.maxLength(BENEFICIARY_NAME_MAX, { error: VALIDATION.tooLong(BENEFICIARY_NAME_MAX) }),
    ),
  debtorIban: z
    .string({ error: VALIDATION.iban })
    .check(z.overwrite(normalizeIban), z.refine(isValidIban, { error: VALIDATION.iban })),
  debtorBic: z.string({ error: VALIDATION.bic }).check(
    z.overwrite((value) => value.replace(/\s/g, '').toUpperCase()),
    z.refine(isValidBic, { error: VALIDATION.bic }),
  ),
  statementDelayWorkingDays: wholeNumber(0, 15),
});

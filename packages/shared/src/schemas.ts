import * as z from 'zod/mini';
import { VALIDATION_CODES } from './validation-codes.js';
import { isQuarterPostalCode, isQuarterStreet, type Quarter } from './quarter.js';
import { REGISTRATION_KINDS } from './registration-status.js';
import { PASSWORD_MAX_LENGTH } from './constants.js';
import { MAX_PITCHES_PER_REGISTRATION } from './pricing.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from './language.js';
import { email, optionalText, phone, requiredText, strictObject } from './schema-fields.js';
import type { SaleCategory } from './sale-categories.js';
import { saleChoiceFields } from './sale-category-schemas.js';

/**
 * Validation schemas shared by the forms (client side) and Strapi (server side): one check, one place. The public's and
 * the registrant's here, the volunteers' in staff-schemas.ts, the fields they are made of in schema-fields.ts.
 * Every message is a code (validation-codes.ts), put in words by the reader's catalogue (field-errors.ts). Written with zod/mini, which keeps the forms' JavaScript small.
 */

/**
 * A registration as the form sends it, for the committee's quarter: a neighbor lives in one of its
 * streets, at one of its postal codes (the server passes the stored committee's, the form the one of its build). What
 * the exhibitor will sell is among the categories the edition offers (`offered`: the server's edition, the form's build).
 */
export function registrationInputSchema(quarter: Pick<Quarter, 'streets' | 'postalCodes'>, offered: readonly SaleCategory[]) {
  return strictObject({
    kind: z.enum(REGISTRATION_KINDS, { error: VALIDATION_CODES.kind }),
    firstName: requiredText(60),
    lastName: requiredText(60),
    email,
    phone,
    street: requiredText(100),
    houseNumber: requiredText(10),
    postalCode: requiredText(10).check(z.regex(/^[A-Za-z0-9 -]{4,10}$/, { error: VALIDATION_CODES.postalCode })),
    city: requiredText(60),
    comment: optionalText(1000, { multiline: true }),
    /** How many pitches; the committee's own limit (pricing.ts) is checked by the server. */
    pitchCount: z._default(
      z
        .number({ error: VALIDATION_CODES.number })
        .check(
          z.int({ error: VALIDATION_CODES.integer }),
          z.gte(1, { error: VALIDATION_CODES.tooSmall(1) }),
          z.lte(MAX_PITCHES_PER_REGISTRATION, { error: VALIDATION_CODES.tooLarge(MAX_PITCHES_PER_REGISTRATION) }),
        ),
      1,
    ),
    acceptsRules: z.literal(true, { error: VALIDATION_CODES.acceptRules }),
    acceptsPrivacy: z.literal(true, { error: VALIDATION_CODES.acceptPrivacy }),
    /** Unticked unless the person ticks it: one invitation when the next brocante opens, and nothing else. */
    wantsInvitation: z._default(z.boolean({ error: VALIDATION_CODES.invalidBody }), false),
    /** The language of the form used: the person's e-mails and page follow it. */
    language: z._default(z.enum(LANGUAGES, { error: VALIDATION_CODES.language }), DEFAULT_LANGUAGE),
    ...saleChoiceFields(offered),
  }).check(
    z.superRefine((registration, context) => {
      if (registration.kind !== 'neighbor') return;
      if (!isQuarterStreet(quarter, registration.street)) {
        context.addIssue({
          code: 'custom',
          path: ['street'],
          message: VALIDATION_CODES.neighborStreet,
          input: registration.street,
        });
      }
      if (!isQuarterPostalCode(quarter, registration.postalCode)) {
        context.addIssue({
          code: 'custom',
          path: ['postalCode'],
          message: VALIDATION_CODES.neighborStreet,
          input: registration.postalCode,
        });
      }
    }),
  );
}

export type RegistrationInput = z.infer<ReturnType<typeof registrationInputSchema>>;

/** What a registrant may correct on their own page (the rest is the committee's to change). */
export const registrantChangesSchema = strictObject({
  phone,
  comment: optionalText(1000, { multiline: true }),
});
export type RegistrantChanges = z.infer<typeof registrantChangesSchema>;

/** « Ne plus recevoir d'invitation »: the token of the link in the invitation. */
export const invitationWithdrawalSchema = strictObject({
  token: z
    .string({ error: VALIDATION_CODES.invalidBody })
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: VALIDATION_CODES.invalidBody })),
});

/** A lost link: the address it was sent to. */
export const registrantLinkRequestSchema = strictObject({ email });

export const contactMessageInputSchema = strictObject({
  name: requiredText(100),
  email,
  subject: requiredText(150),
  message: requiredText(5000, { multiline: true }).check(z.minLength(10, { error: VALIDATION_CODES.tooShort(10) })),
});

export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

/** Staff sign-in (Strapi's users-permissions: the e-mail is the identifier). */
export const signInInputSchema = z.object({
  identifier: z.pipe(requiredText(254), z.email({ error: VALIDATION_CODES.email })),
  password: z
    .string({ error: VALIDATION_CODES.required })
    .check(
      z.minLength(1, { error: VALIDATION_CODES.required }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: VALIDATION_CODES.passwordTooLong(PASSWORD_MAX_LENGTH) }),
    ),
  /** The second factor's code, once the server asked for it (cms/src/middlewares/second-factor.ts). */
  code: z.optional(z.string().check(z.maxLength(20))),
});

export type SignInInput = z.infer<typeof signInInputSchema>;

/** Any schema of this module, as forms and controllers use them. */
export type Schema<Output = unknown> = z.ZodMiniType<Output>;

export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

// The registrant's page loads what an exhibitor sells with the other schemas (zod), not with its first paint.
export { saleChoiceSchema } from './sale-category-schemas.js';

// The forms read a refusal's messages without loading the schemas themselves (zod), so the field errors
// have their own module; they are part of this one's exports as before.
export { fieldErrorMap, fieldErrors, type FieldError } from './field-errors.js';

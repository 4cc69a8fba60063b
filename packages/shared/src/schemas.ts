import * as z from 'zod/mini';
import { VALIDATION_CODES } from './validation-codes.js';
import { isQuarterPostalCode, isQuarterStreet, type Quarter } from './quarter.js';
import { DEPOSIT_OUTCOMES, REGISTRATION_KINDS, REGISTRATION_STATUSES } from './registration-status.js';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PASSWORD_MAX_LENGTH } from './constants.js';
import { hasForbiddenCharacters, isInvisible } from './typed-text.js';
import { isValidIban } from './bank-account.js';
import { MAX_PITCHES_PER_REGISTRATION } from './pricing.js';
import { EXHIBITOR_AUDIENCES } from './exhibitor-message.js';
import { STREET_SIDES } from './pitch-plan.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from './language.js';

/**
 * Validation rules shared by the forms (client side) and Strapi (server side): one rule, one place.
 * Every message is a code (validation-codes.ts), put in words by the reader's catalogue (field-errors.ts). Written with zod/mini, which keeps the forms' JavaScript small.
 */

const textType = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? VALIDATION_CODES.required : VALIDATION_CODES.text,
};

/**
 * A text as a person types it: composed (NFC) so that "é" is stored one way, trimmed, free of
 * characters no text may hold (see typed-text.ts), on one line unless `multiline`.
 */
function text(max: number, { multiline = false, required = true } = {}) {
  return z.string(required ? textType : { error: VALIDATION_CODES.text }).check(
    z.normalize('NFC'),
    z.trim(),
    z.refine((value) => !hasForbiddenCharacters(value), { error: VALIDATION_CODES.forbiddenCharacters, abort: true }),
    z.refine((value) => multiline || !hasForbiddenCharacters(value, { multiline: false }), {
      error: VALIDATION_CODES.singleLine,
      abort: true,
    }),
    z.refine((value) => value === '' || !isInvisible(value), {
      error: required ? VALIDATION_CODES.required : VALIDATION_CODES.invisibleOnly,
      abort: true,
    }),
    z.minLength(required ? 1 : 0, { error: VALIDATION_CODES.required }),
    z.maxLength(max, { error: VALIDATION_CODES.tooLong(max) }),
  );
}

function requiredText(max: number, options: { multiline?: boolean } = {}) {
  return text(max, options);
}

function optionalText(max: number, options: { multiline?: boolean } = {}) {
  return z._default(text(max, { ...options, required: false }), '');
}

const email = z.pipe(requiredText(254), z.email({ error: VALIDATION_CODES.email }));

const phone = requiredText(25).check(
  z.refine(
    (value) => /^\+?[0-9 ./()-]+$/.test(value) && value.replace(/\D/g, '').length >= 8 && value.replace(/\D/g, '').length <= 15,
    { error: VALIDATION_CODES.phone },
  ),
);

function strictObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return VALIDATION_CODES.unknownFields(issue.keys);
      if (issue.code === 'invalid_type') return VALIDATION_CODES.invalidBody;
      return undefined;
    },
  });
}

/**
 * A registration as the form sends it, for the committee's quarter: a neighbor lives in one of its
 * streets, at one of its postal codes (the server passes the stored committee's, the form the one of its build).
 */
export function registrationInputSchema(quarter: Pick<Quarter, 'streets' | 'postalCodes'>) {
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

/** Who is refunded, when the statement did not say it (or said it wrong). */
export const refundPayerSchema = strictObject({
  payerName: requiredText(70),
  payerIban: requiredText(40).check(z.refine((value) => isValidIban(value), { error: VALIDATION_CODES.iban })),
});

/** Money shared by a volunteer across registrations (a family's transfer, an overpayment): who gets how much. */
export const paymentPartsSchema = strictObject({
  parts: z
    .array(
      strictObject({
        registration: requiredText(40),
        amount: z.number({ error: VALIDATION_CODES.partAmount }).check(z.gt(0, { error: VALIDATION_CODES.partAmount })),
      }),
    )
    .check(z.minLength(1, { error: VALIDATION_CODES.partsCount }), z.maxLength(20, { error: VALIDATION_CODES.partsCount })),
});

/** The refunds a volunteer picked. */
export const refundSelectionSchema = strictObject({
  refunds: z.array(requiredText(40)).check(z.minLength(1, { error: VALIDATION_CODES.required }), z.maxLength(500)),
});

/** After the day: the deposits of the picked registrations returned, or kept. */
export const depositDecisionSchema = strictObject({
  registrations: z.array(requiredText(40)).check(z.minLength(1, { error: VALIDATION_CODES.required }), z.maxLength(500)),
  outcome: z.enum(DEPOSIT_OUTCOMES, { error: 'Décision inconnue : « returned » ou « kept ».' }),
});

/** An edition, named by its day (YYYY-MM-DD); empty: every edition (a list) or the coming one (a message). */
const editionDay = z._default(
  z.union([z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: VALIDATION_CODES.date })), z.literal('')], {
    error: VALIDATION_CODES.date,
  }),
  '',
);

/**
 * A message to exhibitors, with the key its form drew once: sending it again (a double click, a send
 * cut short) is the same message.
 */
export const exhibitorMessageSchema = strictObject({
  key: requiredText(64).check(z.regex(/^[A-Za-z0-9-]{8,64}$/, { error: VALIDATION_CODES.invalidBody })),
  subject: requiredText(150),
  body: requiredText(5000, { multiline: true }).check(z.minLength(10, { error: VALIDATION_CODES.tooShort(10) })),
  /** The same message in Dutch, for the Dutch-speaking registrants (optional: without it they read the French). */
  subjectNl: optionalText(150),
  bodyNl: optionalText(5000, { multiline: true }),
  audience: z
    .array(z.enum(EXHIBITOR_AUDIENCES, { error: 'Destinataires inconnus.' }))
    .check(z.minLength(1, { error: 'Choisissez au moins un groupe de destinataires.' }), z.maxLength(3)),
  edition: editionDay,
}).check(
  // Dutch is written whole or not at all: a Dutch subject over a French text (or the reverse) reads as neither.
  z.superRefine((message, context) => {
    for (const [field, other] of [
      ['subjectNl', 'bodyNl'],
      ['bodyNl', 'subjectNl'],
    ] as const)
      if (!message[field] && message[other])
        context.addIssue({ code: 'custom', path: [field], message: VALIDATION_CODES.required, input: message[field] });
    if (message.bodyNl && message.bodyNl.length < 10)
      context.addIssue({ code: 'custom', path: ['bodyNl'], message: VALIDATION_CODES.tooShort(10), input: message.bodyNl });
  }),
);
export type ExhibitorMessageInput = z.infer<typeof exhibitorMessageSchema>;

/** « Ne plus recevoir d'invitation »: the token of the link in the invitation. */
export const invitationWithdrawalSchema = strictObject({
  token: z
    .string({ error: VALIDATION_CODES.invalidBody })
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: VALIDATION_CODES.invalidBody })),
});

/** A lost link: the address it was sent to. */
export const registrantLinkRequestSchema = strictObject({ email });

/** Staff: a registration's address corrected after the mail server refused it; its undelivered e-mails go again. */
export const emailCorrectionSchema = strictObject({ email });
export type EmailCorrection = z.infer<typeof emailCorrectionSchema>;

export const contactMessageInputSchema = strictObject({
  name: requiredText(100),
  email,
  subject: requiredText(150),
  message: requiredText(5000, { multiline: true }).check(z.minLength(10, { error: VALIDATION_CODES.tooShort(10) })),
});

export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

const meters = z
  .number({ error: VALIDATION_CODES.number })
  .check(z.positive({ error: VALIDATION_CODES.positive }), z.lte(20, { error: VALIDATION_CODES.tooLarge(20) }));

/** A pitch's fields as typed; a change sends only those it changes. */
const locationFields = {
  // Pitch names are compared in capitals: "a12" and "A12" are one pitch.
  name: requiredText(20).check(z.regex(/^[A-Za-z0-9-]+$/, { error: VALIDATION_CODES.locationName }), z.toUpperCase()),
  street: requiredText(100),
  number: text(10, { required: false }),
  meters,
  /** The side of the street, for the plan; none: the house number's parity. */
  side: z.nullable(z.enum(STREET_SIDES, { error: 'Côté de la rue inconnu : pair ou impair.' })),
  /** The order along the street, for the plan; none: by house number. */
  position: z.nullable(
    z
      .number({ error: VALIDATION_CODES.number })
      .check(
        z.int({ error: VALIDATION_CODES.integer }),
        z.gte(0, { error: VALIDATION_CODES.tooSmall(0) }),
        z.lte(999, { error: VALIDATION_CODES.tooLarge(999) }),
      ),
  ),
  description: text(500, { multiline: true, required: false }),
};

/** A new pitch: what is left out is empty. */
export const locationInputSchema = strictObject({
  ...locationFields,
  number: z._default(locationFields.number, ''),
  side: z._default(locationFields.side, null),
  position: z._default(locationFields.position, null),
  description: z._default(locationFields.description, ''),
});

export type LocationInput = z.infer<typeof locationInputSchema>;

/** A pitch changed: only the fields sent change. */
export const locationUpdateSchema = z.partial(strictObject(locationFields));

const pageNumber = (max: number) =>
  z.pipe(
    z.union([z.string(), z.number()], { error: VALIDATION_CODES.number }),
    z.coerce
      .number<string | number>({ error: VALIDATION_CODES.number })
      .check(
        z.int({ error: VALIDATION_CODES.integer }),
        z.gte(1, { error: VALIDATION_CODES.tooSmall(1) }),
        z.lte(max, { error: VALIDATION_CODES.tooLarge(max) }),
      ),
  );

/** A row a page starts after or ends before: its documentId, as Strapi writes them. */
const pageBoundary = z.optional(z.string().check(z.regex(/^[a-z0-9]{1,64}$/, { error: 'Page inconnue.' })));

/**
 * Query of a staff list: ?q=…&status=…&edition=…&page=…&pageSize=… (empty values mean "all"); no other parameter.
 * Paging on by Suivant or Précédent, the registrations' list also names the row its page starts
 * after (`after`) or ends before (`before`): that page is read from there, however deep.
 */
export const listQuerySchema = strictObject({
  q: optionalText(100),
  status: z._default(z.union([z.enum(REGISTRATION_STATUSES), z.literal('')], { error: 'Statut inconnu.' }), ''),
  edition: editionDay,
  page: z._default(pageNumber(Number.MAX_SAFE_INTEGER), DEFAULT_PAGE),
  pageSize: z._default(pageNumber(MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
  after: pageBoundary,
  before: pageBoundary,
});

export type ListQuery = z.infer<typeof listQuerySchema>;

/** Staff sign-in (Strapi's users-permissions: the e-mail is the identifier). */
export const signInInputSchema = z.object({
  identifier: z.pipe(requiredText(254), z.email({ error: VALIDATION_CODES.email })),
  password: z
    .string({ error: VALIDATION_CODES.required })
    .check(
      z.minLength(1, { error: VALIDATION_CODES.required }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: VALIDATION_CODES.passwordTooLong(PASSWORD_MAX_LENGTH) }),
    ),
});

export type SignInInput = z.infer<typeof signInInputSchema>;

/** Any schema of this module, as forms and controllers use them. */
export type Schema<Output = unknown> = z.ZodMiniType<Output>;

export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

// The forms read a refusal's messages without loading the rules themselves (zod), so the field errors
// have their own module; they are part of this one's exports as before.
export { fieldErrorMap, fieldErrors, type FieldError } from './field-errors.js';

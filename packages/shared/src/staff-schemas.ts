import * as z from 'zod/mini';
import { VALIDATION_CODES } from './validation-codes.js';
import { DEPOSIT_OUTCOMES, REGISTRATION_STATUSES } from './registration-status.js';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.js';
import { isValidIban } from './bank-account.js';
import { EXHIBITOR_AUDIENCES } from './exhibitor-message.js';
import { STREET_SIDES } from './pitch-plan.js';
import { email, optionalText, requiredText, strictObject, text } from './schema-fields.js';

/** The volunteers' forms and queries, read by the admin and by Strapi's controllers (the public's: schemas.ts). */

/** An edition, named by its day (YYYY-MM-DD); empty: every edition (a list) or the coming one (a message). */
const editionDay = z._default(
  z.union([z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: VALIDATION_CODES.date })), z.literal('')], {
    error: VALIDATION_CODES.date,
  }),
  '',
);

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

/** Staff: a registration's address corrected after the mail server refused it; its undelivered e-mails go again. */
export const emailCorrectionSchema = strictObject({ email });
export type EmailCorrection = z.infer<typeof emailCorrectionSchema>;

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

const meters = z
  .number({ error: VALIDATION_CODES.number })
  .check(z.positive({ error: VALIDATION_CODES.positive }), z.lte(20, { error: VALIDATION_CODES.tooLarge(20) }));

/** A pitch's fields as typed; a change sends only those it changes. */
const pitchFields = {
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
  /** Metres kept free after the pitch along the street, for fire engines and ambulances; none: the next pitch follows. */
  laneAfter: z.nullable(
    z
      .number({ error: VALIDATION_CODES.number })
      .check(z.gte(0, { error: VALIDATION_CODES.tooSmall(0) }), z.lte(20, { error: VALIDATION_CODES.tooLarge(20) })),
  ),
};

/** A new pitch: what is left out is empty. */
export const pitchInputSchema = strictObject({
  ...pitchFields,
  number: z._default(pitchFields.number, ''),
  side: z._default(pitchFields.side, null),
  position: z._default(pitchFields.position, null),
  description: z._default(pitchFields.description, ''),
  laneAfter: z._default(pitchFields.laneAfter, null),
});

export type PitchInput = z.infer<typeof pitchInputSchema>;

/** A pitch changed: only the fields sent change. */
export const pitchUpdateSchema = z.partial(strictObject(pitchFields));

/** A page's number, or its size, up to `max`, from a query's text. */
export const pageNumber = (max: number) =>
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

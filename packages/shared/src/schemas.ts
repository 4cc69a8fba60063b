import { z } from 'zod';
import { VALIDATION } from './messages.js';
import { isQuarterStreet, QUARTER_POSTAL_CODE } from './quarter.js';
import { REGISTRATION_KINDS, REGISTRATION_STATUSES } from './registration-status.js';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.js';

/**
 * Validation rules shared by the forms (client side) and Strapi (server side):
 * one rule, one place. Every message is French.
 */

const textType = {
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? VALIDATION.required : VALIDATION.text),
};

function requiredText(max: number) {
  return z
    .string(textType)
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(max, { error: VALIDATION.tooLong(max) });
}

function optionalText(max: number) {
  return z
    .string({ error: VALIDATION.text })
    .trim()
    .max(max, { error: VALIDATION.tooLong(max) })
    .optional()
    .default('');
}

const email = requiredText(254).pipe(z.email({ error: VALIDATION.email }));

const phone = requiredText(25).refine(
  (value) => /^\+?[0-9 ./()-]+$/.test(value) && value.replace(/\D/g, '').length >= 8 && value.replace(/\D/g, '').length <= 15,
  { error: VALIDATION.phone },
);

function strictObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return VALIDATION.unknownFields(issue.keys);
      if (issue.code === 'invalid_type') return VALIDATION.invalidBody;
      return undefined;
    },
  });
}

export const registrationInputSchema = strictObject({
  kind: z.enum(REGISTRATION_KINDS, { error: VALIDATION.kind }),
  firstName: requiredText(60),
  lastName: requiredText(60),
  email,
  phone,
  street: requiredText(100),
  houseNumber: requiredText(10),
  postalCode: requiredText(10).regex(/^[A-Za-z0-9 -]{4,10}$/, { error: VALIDATION.postalCode }),
  city: requiredText(60),
  comment: optionalText(1000),
  acceptsRules: z.literal(true, { error: VALIDATION.acceptRules }),
  acceptsPrivacy: z.literal(true, { error: VALIDATION.acceptPrivacy }),
}).superRefine((registration, context) => {
  if (registration.kind !== 'neighbor') return;
  if (!isQuarterStreet(registration.street)) {
    context.addIssue({ code: 'custom', path: ['street'], message: VALIDATION.neighborStreet });
  }
  if (registration.postalCode !== QUARTER_POSTAL_CODE) {
    context.addIssue({ code: 'custom', path: ['postalCode'], message: VALIDATION.neighborStreet });
  }
});

export type RegistrationInput = z.infer<typeof registrationInputSchema>;

export const contactMessageInputSchema = strictObject({
  name: requiredText(100),
  email,
  subject: requiredText(150),
  message: requiredText(5000).min(10, { error: VALIDATION.tooShort(10) }),
});

export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

const meters = z
  .number({ error: VALIDATION.number })
  .positive({ error: VALIDATION.positive })
  .max(20, { error: VALIDATION.tooLarge(20) });

export const locationInputSchema = strictObject({
  // Pitch names are compared in capitals: "a12" and "A12" are one pitch.
  name: requiredText(20)
    .regex(/^[A-Za-z0-9-]+$/, { error: VALIDATION.locationName })
    .transform((name) => name.toUpperCase()),
  street: requiredText(100),
  number: optionalText(10),
  meters,
  description: optionalText(500),
});

export type LocationInput = z.infer<typeof locationInputSchema>;

export const locationUpdateSchema = locationInputSchema.partial();

const pageNumber = z.coerce.number({ error: VALIDATION.number }).int({ error: VALIDATION.integer });

/** Query of a staff list: ?q=…&status=…&page=…&pageSize=… (empty values mean "all"). */
export const listQuerySchema = z.object({
  q: z.string().trim().max(100, { error: VALIDATION.tooLong(100) }).optional().default(''),
  status: z.union([z.enum(REGISTRATION_STATUSES), z.literal('')]).optional().default(''),
  page: pageNumber.min(1).optional().default(DEFAULT_PAGE),
  pageSize: pageNumber.min(1).max(MAX_PAGE_SIZE).optional().default(DEFAULT_PAGE_SIZE),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export interface FieldError {
  path: string;
  message: string;
}

/** The first French message of each field, as forms show them beneath the field. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push({ path, message: issue.message });
  }
  return errors;
}

export function fieldErrorMap(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(fieldErrors(error).map(({ path, message }) => [path, message]));
}

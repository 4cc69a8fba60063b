import type { VALIDATION } from './validation-messages.js';
import { codesOf } from './message-codes.js';

/**
 * The codes the shared schemas (schemas.ts) give their messages: which catalogue puts them in words is the reader's
 * (the forms' own language, the server's request). Made from the keys only: a form carries no French to write Dutch.
 */
export const VALIDATION_CODES = codesOf<typeof VALIDATION>({
  required: 'text',
  partsCount: 'text',
  partAmount: 'text',
  text: 'text',
  forbiddenCharacters: 'text',
  singleLine: 'text',
  invisibleOnly: 'text',
  tooLong: 'values',
  tooShort: 'values',
  email: 'text',
  phone: 'text',
  postalCode: 'text',
  kind: 'text',
  language: 'text',
  neighborStreet: 'text',
  acceptRules: 'text',
  acceptPrivacy: 'text',
  unknownFields: 'values',
  invalidBody: 'text',
  passwordTooLong: 'values',
  number: 'text',
  positive: 'text',
  integer: 'text',
  tooLarge: 'values',
  tooSmall: 'values',
  locationName: 'text',
  iban: 'text',
  bic: 'text',
  deadlineAfterBrocante: 'text',
  cents: 'text',
  date: 'text',
  dateTime: 'text',
  time: 'text',
  arrivalOrder: 'text',
  closureOrder: 'text',
  closureBeforeArrivals: 'text',
  editionState: 'text',
  slug: 'text',
  saleCategory: 'text',
  saleCategoryCount: 'values',
});

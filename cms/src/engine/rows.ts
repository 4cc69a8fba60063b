import type { RegistrationInput } from '@brocante/shared';
import { rowMapper, type FieldOf } from '../lib/row-mapper';
import registrationSchema from '../api/registration/content-types/registration/schema.json';
import registrationEventSchema from '../api/registration-event/content-types/registration-event/schema.json';
import invitationConsentSchema from '../api/invitation-consent/content-types/invitation-consent/schema.json';
import refundSchema from '../api/refund/content-types/refund/schema.json';
import bankTransactionSchema from '../api/bank-transaction/content-types/bank-transaction/schema.json';
import statementImportSchema from '../api/bank-transaction/content-types/statement-import/schema.json';
import journalEntrySchema from '../api/journal-entry/content-types/journal-entry/schema.json';

/** The tables the engine writes in plain queries, each through its one mapper (lib/row-mapper.ts). */
export const registrationRows = rowMapper(registrationSchema);
export const registrationEventRows = rowMapper(registrationEventSchema);
export const invitationConsentRows = rowMapper(invitationConsentSchema);
export const refundRows = rowMapper(refundSchema);
export const bankTransactionRows = rowMapper(bankTransactionSchema);
export const statementImportRows = rowMapper(statementImportSchema);
export const journalEntryRows = rowMapper(journalEntrySchema);

type FormField = keyof RegistrationInput;
/** The public form's fields with no column of the same name in the registration's schema.json: there must be none. */
type FormFieldWithoutColumn = Exclude<FormField, FieldOf<typeof registrationSchema>>;

/**
 * The public form's fields (registrationInputSchema, packages/shared/src/schemas.ts), each written to the registration's
 * column of the same name: a field added to the form is stored with no line here, and one whose column is missing from
 * the schema fails to compile here (docs/domain-rules.md, « Un champ de plus au formulaire »).
 */
export function formColumns(input: RegistrationInput): Record<FormField, unknown> {
  const columns: Record<FormField, unknown> & Record<FormFieldWithoutColumn, never> = input;
  return columns;
}

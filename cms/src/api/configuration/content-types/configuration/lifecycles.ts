import { deadlineErrors, isValidBic, isValidIban, VALIDATION, type Deadlines, type FieldError } from '@brocante/shared';
import { validationFailed } from '../../../../lib/api-errors';

const UID = 'api::configuration.configuration';

/** The committee's account goes into every QR code and e-mail: a wrong IBAN or BIC is never sent to anyone. */
function accountErrors(data: { debtorIban?: unknown; debtorBic?: unknown }): FieldError[] {
  const fields: FieldError[] = [];
  if (data.debtorIban !== undefined && !isValidIban(String(data.debtorIban)))
    fields.push({ path: 'debtorIban', message: VALIDATION.iban });
  if (data.debtorBic !== undefined && !isValidBic(String(data.debtorBic)))
    fields.push({ path: 'debtorBic', message: VALIDATION.bic });
  return fields;
}

/**
 * The configuration is refused when it is saved (Strapi's panel shows the French message) if the
 * account is wrong or a deadline falls after the brocante's day; a change is checked with what it
 * leaves unchanged.
 */
function check(data: Record<string, unknown> | undefined, stored: Record<string, unknown> | null = null) {
  if (!data) return;
  const fields = [...accountErrors(data), ...deadlineErrors({ ...stored, ...data } as Deadlines)];
  if (fields.length) throw validationFailed(fields[0]!.message, 'invalid-configuration', fields);
}

export default {
  beforeCreate(event: { params: { data?: Record<string, unknown> } }) {
    check(event.params.data);
  },
  async beforeUpdate(event: { params: { data?: Record<string, unknown>; where?: Record<string, unknown> } }) {
    const stored = event.params.where ? await strapi.db.query(UID).findOne({ where: event.params.where }) : null;
    check(event.params.data, stored);
  },
};

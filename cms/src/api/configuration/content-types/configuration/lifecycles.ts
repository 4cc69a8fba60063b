import { isValidBic, isValidIban, VALIDATION } from '@brocante/shared';
import { validationFailed } from '../../../../lib/api-errors';

/**
 * The committee's account goes into every QR code and e-mail: a wrong IBAN or BIC is refused when
 * the configuration is saved (Strapi's panel shows the French message), never sent to anyone.
 */
function checkAccount(data: { debtorIban?: unknown; debtorBic?: unknown } | undefined) {
  const fields = [];
  if (data?.debtorIban !== undefined && !isValidIban(String(data.debtorIban)))
    fields.push({ path: 'debtorIban', message: VALIDATION.iban });
  if (data?.debtorBic !== undefined && !isValidBic(String(data.debtorBic)))
    fields.push({ path: 'debtorBic', message: VALIDATION.bic });
  if (fields.length) throw validationFailed(fields[0]!.message, 'invalid-account', fields);
}

export default {
  beforeCreate(event: { params: { data?: Record<string, unknown> } }) {
    checkAccount(event.params.data);
  },
  beforeUpdate(event: { params: { data?: Record<string, unknown> } }) {
    checkAccount(event.params.data);
  },
};

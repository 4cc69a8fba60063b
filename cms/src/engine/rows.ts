import { rowMapper } from '../lib/row-mapper';
import registrationSchema from '../api/registration/content-types/registration/schema.json';
import registrationEventSchema from '../api/registration-event/content-types/registration-event/schema.json';
import invitationConsentSchema from '../api/invitation-consent/content-types/invitation-consent/schema.json';
import refundSchema from '../api/refund/content-types/refund/schema.json';
import bankTransactionSchema from '../api/bank-transaction/content-types/bank-transaction/schema.json';

/** The tables the engine writes in plain queries, each through its one mapper (lib/row-mapper.ts). */
export const registrationRows = rowMapper(registrationSchema);
export const registrationEventRows = rowMapper(registrationEventSchema);
export const invitationConsentRows = rowMapper(invitationConsentSchema);
export const refundRows = rowMapper(refundSchema);
export const bankTransactionRows = rowMapper(bankTransactionSchema);

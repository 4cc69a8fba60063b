import type { BrocanteConfiguration, RegistrationKind, RegistrationStatus } from '@brocante/shared';

/** The configuration as stored: the public fields and the committee's private settings. */
export interface StoredConfiguration extends Omit<BrocanteConfiguration, 'count'> {
  unpaidGraceDays: number;
  reminderDaysBeforeExpiry: number;
  householdRegistrationLimit: number;
}

/** A pitch as the registration's relation returns it. */
export interface StoredPitch {
  id: number;
  documentId: string;
  name: string;
  street: string;
  number: string | null;
}

/** A registration as stored, with its pitch. */
export interface StoredRegistration {
  id: number;
  documentId: string;
  kind: RegistrationKind;
  status: RegistrationStatus;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  comment: string;
  amount: number;
  paidAmount: number | null;
  paidAt: string | null;
  paymentReference: string;
  pendingSince: string | null;
  reminderSentAt: string | null;
  cancelledAt: string | null;
  edition: string;
  createdAt: string;
  location: StoredPitch | null;
}

import type { RegistrationKind, RegistrationStatus } from '@brocante/shared';

export interface HeldPitch {
  documentId: string;
  name: string;
  street: string;
  number: string | null;
  meters: number;
}

export interface Registration {
  documentId: string;
  kind: RegistrationKind;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  comment: string | null;
  acceptsRules: boolean;
  acceptsPrivacy: boolean;
  status: RegistrationStatus;
  amount: number;
  paidAmount: number | null;
  paymentReference: string;
  edition: string;
  location: HeldPitch | null;
  createdAt: string;
  paidAt: string | null;
  cancelledAt: string | null;
}

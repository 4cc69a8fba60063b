import type { TransferInstructions } from './transfer.js';

/** Registration statuses (PRODUCT.md); the steps between them are in registration-lifecycle.ts. */
export const REGISTRATION_STATUSES = ['pending', 'paid', 'cancelled', 'waitlist'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending: 'En attente de paiement',
  paid: 'Payée',
  cancelled: 'Annulée',
  waitlist: "Liste d'attente",
};

export const REGISTRATION_KINDS = ['neighbor', 'visitor'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

export const REGISTRATION_KIND_LABELS: Record<RegistrationKind, string> = {
  neighbor: 'Riverain',
  visitor: 'Visiteur',
};

/** What the public registration answers: the transfer to make (raw), the pitch or the place on the waiting list. */
export interface RegistrationReceipt {
  status: Extract<RegistrationStatus, 'pending' | 'waitlist'>;
  transfer: TransferInstructions;
  location: { name: string; street: string; number: string | null } | null;
  waitlistPosition: number | null;
}

/** A pitch as the API returns it within a registration. */
export interface PitchRecord {
  documentId: string;
  name: string;
  street: string;
  number: string | null;
  meters: number;
}

/** A registration as the staff API returns it (and as Strapi stores it, with its pitch). */
export interface RegistrationRecord {
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
  comment: string | null;
  acceptsRules: boolean;
  acceptsPrivacy: boolean;
  amount: number;
  paidAmount: number | null;
  paymentReference: string;
  edition: string;
  location: PitchRecord | null;
  createdAt: string;
  paidAt: string | null;
  cancelledAt: string | null;
  /** Since when the committee owes money back (a refund exists): given with one registration, not in lists. */
  refundRequestedAt?: string | null;
  /** The registrant asked, on their page, for their data to be erased; a volunteer confirms. */
  erasureRequestedAt?: string | null;
}

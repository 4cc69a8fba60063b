import type { AmountDue } from './pricing.js';
import type { UndeliveredEmail } from './registrant.js';
import type { TransferInstructions } from './transfer.js';

/** Registration statuses (PRODUCT.md); the steps between them are in registration-lifecycle.ts. */
export const REGISTRATION_STATUSES = ['pending', 'paid', 'cancelled', 'waitlist'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * "Active", said once: a registration still in its edition holds pitches or waits for them, counts in
 * the edition's figures and in its household's limit, and may be given pitches; a cancelled one does
 * none of it. Those holding pitches owe their amount (or have paid it) and are checked in on the day.
 */
export const ACTIVE_STATUSES = ['pending', 'paid', 'waitlist'] as const satisfies readonly RegistrationStatus[];
export const PITCH_HOLDING_STATUSES = ['pending', 'paid'] as const satisfies readonly RegistrationStatus[];

/** Those that may still be paid: awaiting their payment, or waiting for a pitch (a bank line may pay either). */
export const UNPAID_STATUSES = ['pending', 'waitlist'] as const satisfies readonly RegistrationStatus[];

export function isActive(status: RegistrationStatus): boolean {
  return (ACTIVE_STATUSES as readonly RegistrationStatus[]).includes(status);
}

export function holdsPitches(status: RegistrationStatus): boolean {
  return (PITCH_HOLDING_STATUSES as readonly RegistrationStatus[]).includes(status);
}

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

/** A pitch as a registrant reads it. */
export interface PitchPlaceRecord {
  name: string;
  street: string;
  number: string | null;
}

/**
 * What the public registration answers: the pitches or the place on the waiting list, what is due
 * and how it is made up, and the transfer to make (raw); no transfer when there is nothing to pay
 * (the registration is then confirmed at once: `paid`, or waiting with nothing to pay).
 */
export interface RegistrationReceipt {
  status: Extract<RegistrationStatus, 'pending' | 'paid' | 'waitlist'>;
  amount: AmountDue;
  transfer: TransferInstructions | null;
  locations: PitchPlaceRecord[];
  waitlistPosition: number | null;
}

export const DEPOSIT_OUTCOMES = ['returned', 'kept'] as const;
export type DepositOutcome = (typeof DEPOSIT_OUTCOMES)[number];

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
  /** EUR due: the pitches and the deposit (pricing.ts) */
  amount: number;
  paidAmount: number | null;
  paymentReference: string;
  edition: string;
  /** How many pitches the registration asked for; it holds that many, or none while waiting. */
  pitchCount: number;
  /** EUR of the amount that is a deposit, returned after the day unless kept. */
  deposit: number;
  /** What the committee decided about the deposit after the day; null while undecided. */
  depositOutcome: DepositOutcome | null;
  locations: PitchRecord[];
  createdAt: string;
  paidAt: string | null;
  cancelledAt: string | null;
  /** When the exhibitor was checked in on the brocante's day. */
  arrivedAt: string | null;
  /** Since when the committee owes money back (a refund exists): given with one registration, not in lists. */
  refundRequestedAt?: string | null;
  /** The registrant asked, on their page, for their data to be erased; a volunteer confirms. */
  erasureRequestedAt?: string | null;
  /** The last e-mail the mail server refused for good, until a volunteer corrects the address: given with one registration. */
  undeliveredEmail?: UndeliveredEmail | null;
}

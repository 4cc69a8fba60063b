import type { Language } from './language.js';
import type { AmountDue } from './pricing.js';
import type { ActiveStatus, DepositOutcome, RegistrationKind, RegistrationStatus } from './registration-status.js';
import type { TransferInstructions } from './transfer.js';

/*
 * What the API answers about a registration: the public form's receipt, and the record the staff
 * reads (statuses and kinds are in registration-status.ts, amounts in pricing.ts).
 */

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
  status: ActiveStatus;
  amount: AmountDue;
  transfer: TransferInstructions | null;
  locations: PitchPlaceRecord[];
  waitlistPosition: number | null;
}

/** An e-mail the mail server refused for good (an address that cannot exist): which, why, when (ISO). */
export interface UndeliveredEmail {
  subject: string;
  reason: string;
  at: string;
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
  /** The language the person registered in (their e-mails and page follow it); none stored means French. */
  language?: Language | null;
  /** When the registration's personal data were erased for good (after its edition, or at the registrant's request). */
  anonymisedAt?: string | null;
  /** The last e-mail the mail server refused for good, until a volunteer corrects the address: given with one registration. */
  undeliveredEmail?: UndeliveredEmail | null;
}

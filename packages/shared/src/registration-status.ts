/** Registration statuses and the transitions staff may make (PRODUCT.md). */
export const REGISTRATION_STATUSES = ['pending', 'paid', 'cancelled', 'waitlist'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending: 'En attente de paiement',
  paid: 'Payée',
  cancelled: 'Annulée',
  waitlist: "Liste d'attente",
};

const TRANSITIONS: Record<RegistrationStatus, readonly RegistrationStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['cancelled'],
  waitlist: ['pending', 'cancelled'],
  cancelled: [],
};

export function allowedTransitions(from: RegistrationStatus): readonly RegistrationStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: RegistrationStatus, to: RegistrationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Statuses that hold a pitch. */
export function holdsLocation(status: RegistrationStatus): boolean {
  return status === 'pending' || status === 'paid';
}

export const REGISTRATION_KINDS = ['neighbor', 'visitor'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

export const REGISTRATION_KIND_LABELS: Record<RegistrationKind, string> = {
  neighbor: 'Riverain',
  visitor: 'Visiteur',
};

/** What the public registration answers: the payment instructions, the pitch or the waiting list. */
export interface RegistrationReceipt {
  status: Extract<RegistrationStatus, 'pending' | 'waitlist'>;
  amount: number;
  beneficiary: string;
  iban: string;
  bic: string;
  /** +++DDD/DDDD/DDDDD+++ */
  structuredCommunication: string;
  location: { name: string; street: string; number: string | null } | null;
  waitlistPosition: number | null;
}

/** Registration statuses (docs/domain-rules.md, « Cycle de vie »); the steps between them are in registration-lifecycle.ts. */
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

export const DEPOSIT_OUTCOMES = ['returned', 'kept'] as const;
export type DepositOutcome = (typeof DEPOSIT_OUTCOMES)[number];

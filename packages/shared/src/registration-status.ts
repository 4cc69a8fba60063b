/** Registration statuses (docs/domain-rules.md, « Cycle de vie »); the steps between them are in registration-lifecycle.ts. */
export const REGISTRATION_STATUSES = ['pending', 'paid', 'cancelled', 'waitlist'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * What each status is, for every decision taken on a registration by its status. "Active", said once: a registration
 * still in its edition holds pitches or waits for them, counts in the edition's figures and in its household's limit,
 * and may be given pitches; a cancelled one does none of it. Those holding pitches owe their amount (or have paid it)
 * and are checked in on the day. Adding a status fails to compile here, in the lifecycle's table and in the labels,
 * until each of these is said for it; everywhere else decides through the predicates below.
 */
const STATUS_TRAITS = {
  pending: { active: true, holdsPitches: true, paid: false },
  paid: { active: true, holdsPitches: true, paid: true },
  cancelled: { active: false, holdsPitches: false, paid: false },
  waitlist: { active: true, holdsPitches: false, paid: false },
} as const satisfies Record<RegistrationStatus, { active: boolean; holdsPitches: boolean; paid: boolean }>;

type Trait = keyof (typeof STATUS_TRAITS)[RegistrationStatus];
type StatusesWith<T extends Trait, V extends boolean = true> = {
  [S in RegistrationStatus]: (typeof STATUS_TRAITS)[S][T] extends V ? S : never;
}[RegistrationStatus];
export type ActiveStatus = StatusesWith<'active'>;
export type PitchHoldingStatus = StatusesWith<'holdsPitches'>;

export const isActive = (status: RegistrationStatus): status is ActiveStatus => STATUS_TRAITS[status].active;
export const holdsPitches = (status: RegistrationStatus): status is PitchHoldingStatus => STATUS_TRAITS[status].holdsPitches;
/** Confirmed: its pitches held and its amount paid (a waiting registration paid ahead is not yet). */
export const isPaid = (status: RegistrationStatus): boolean => STATUS_TRAITS[status].paid;
/** Its pitches held, its amount still due: the one status that expires unpaid. */
export const awaitsPayment = (status: RegistrationStatus): boolean => holdsPitches(status) && !isPaid(status);
/** On the waiting list: still in its edition, no pitch yet. */
export const isWaitlisted = (status: RegistrationStatus): boolean => isActive(status) && !holdsPitches(status);
export const isCancelled = (status: RegistrationStatus): boolean => !isActive(status);

function statusesWhere<S extends RegistrationStatus>(chosen: (status: RegistrationStatus) => status is S): readonly S[];
function statusesWhere(chosen: (status: RegistrationStatus) => boolean): readonly RegistrationStatus[];
function statusesWhere(chosen: (status: RegistrationStatus) => boolean) {
  return REGISTRATION_STATUSES.filter(chosen);
}
export const ACTIVE_STATUSES = statusesWhere(isActive);
export const PITCH_HOLDING_STATUSES = statusesWhere(holdsPitches);
/** Those that may still be paid: awaiting their payment, or waiting for a pitch (a bank line may pay either). */
export const UNPAID_STATUSES = statusesWhere((status) => isActive(status) && !isPaid(status));
export const AWAITING_PAYMENT_STATUSES = statusesWhere(awaitsPayment);
export const WAITLIST_STATUSES = statusesWhere(isWaitlisted);
export const PAID_STATUSES = statusesWhere(isPaid);

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

import type { BrocanteConfiguration, PitchRecord, PricingRules, RegistrationRecord } from '@brocante/shared';

/** The configuration as stored: the public fields, the pricing rules and the committee's private settings. */
export interface StoredConfiguration extends Omit<BrocanteConfiguration, 'count'>, PricingRules {
  /** HH:MM, Brussels time, on the brocante's day */
  arrivalFrom: string;
  arrivalUntil: string;
  unpaidGraceDays: number;
  reminderDaysBeforeExpiry: number;
  householdRegistrationLimit: number;
  registrantCancellationEnd: string | null;
  statementDelayWorkingDays: number;
}

/** A pitch as the registration's relation returns it. */
export interface StoredPitch extends PitchRecord {
  id: number;
}

/** A registration as stored, with its pitches and the server's own bookkeeping. */
export interface StoredRegistration extends Omit<RegistrationRecord, 'locations'> {
  id: number;
  pendingSince: string | null;
  arrivedAt: string | null;
  /** When the tap that last changed the arrival was made, on the volunteer's phone. */
  arrivalChangedAt: string | null;
  reminderSentAt: string | null;
  erasureRequestedAt: string | null;
  accessKeyHash: string | null;
  accessKeyVersion: number;
  locations: StoredPitch[];
}

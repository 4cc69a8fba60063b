import type { BrocanteConfiguration, PitchRecord, PricingRules, RegistrationRecord } from '@brocante/shared';

/** The configuration as stored: the public fields, the pricing rules and the committee's private settings. */
export interface StoredConfiguration extends Omit<BrocanteConfiguration, 'count'>, PricingRules {
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
  reminderSentAt: string | null;
  erasureRequestedAt: string | null;
  accessKeyHash: string | null;
  accessKeyVersion: number;
  locations: StoredPitch[];
}

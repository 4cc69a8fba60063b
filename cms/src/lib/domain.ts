import type { BrocanteConfiguration, PitchRecord, RegistrationRecord } from '@brocante/shared';

/** The configuration as stored: the public fields and the committee's private settings. */
export interface StoredConfiguration extends Omit<BrocanteConfiguration, 'count'> {
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

/** A registration as stored, with its pitch and the server's own bookkeeping. */
export interface StoredRegistration extends Omit<RegistrationRecord, 'location'> {
  id: number;
  pendingSince: string | null;
  reminderSentAt: string | null;
  erasureRequestedAt: string | null;
  accessKeyHash: string | null;
  accessKeyVersion: number;
  location: StoredPitch | null;
}

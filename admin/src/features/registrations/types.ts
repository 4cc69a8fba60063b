import type { PitchRecord, RegistrationRecord } from '@brocante/shared';

/** A pitch held by a registration, or free, as the API returns it. */
export type HeldPitch = PitchRecord;

export type Registration = RegistrationRecord;

import type { CommitteeAccountSettings, EditionSettings, EditionState, PitchRecord, RegistrationRecord } from '@brocante/shared';

/** An edition as stored: its settings and its state. */
export interface StoredEdition extends EditionSettings {
  id: number;
  documentId: string;
  state: EditionState;
}

/** An edition's settings with the committee's account: what a registration, its e-mails and its QR code read. */
export interface StoredConfiguration extends StoredEdition, CommitteeAccountSettings {}

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
  /** EUR received in cash at the gate (the rest paid on the spot, or a walk-in), counted apart on the dashboard. */
  cashAmount: number | string | null;
  erasureRequestedAt: string | null;
  accessKeyHash: string | null;
  accessKeyVersion: number;
  locations: StoredPitch[];
  /** What the exhibitor sells, as the JSON column holds it (storedSaleCategories reads it), and whether the plan names them. */
  saleCategories?: unknown;
  nameOnPlan?: boolean | null;
}

/** A registration as an imported statement's line names it (the volunteer's screen). */
export const importedRegistration = (registration: {
  documentId: string;
  firstName: string;
  lastName: string;
  amount: number | string;
}) => ({
  documentId: registration.documentId,
  name: `${registration.lastName} ${registration.firstName}`,
  amount: Number(registration.amount),
});

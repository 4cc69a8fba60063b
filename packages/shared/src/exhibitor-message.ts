import type { RegistrationStatus } from './registration-status.js';

/** Who a message to exhibitors may go to: registrations paid, awaiting payment, or waiting for a pitch. */
export const EXHIBITOR_AUDIENCES = ['paid', 'pending', 'waitlist'] as const satisfies readonly RegistrationStatus[];
export type ExhibitorAudience = (typeof EXHIBITOR_AUDIENCES)[number];

export const EXHIBITOR_AUDIENCE_LABELS: Record<ExhibitorAudience, string> = {
  paid: 'Payés',
  pending: 'En attente de paiement',
  waitlist: "Liste d'attente",
};

/** A message sent, as the staff list shows it. */
export interface ExhibitorMessageRecord {
  documentId: string;
  subject: string;
  /** The Dutch subject, when the volunteers wrote the message in Dutch too. */
  subjectNl: string | null;
  audience: ExhibitorAudience[];
  recipients: number;
  sentBy: string | null;
  createdAt: string;
}

import { ACTIVE_STATUSES, type ActiveStatus } from './registration-status.js';

/** Who a message to exhibitors may go to: the registrations still in their edition, one status at a time. */
export const EXHIBITOR_AUDIENCES = ACTIVE_STATUSES;
export type ExhibitorAudience = ActiveStatus;

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

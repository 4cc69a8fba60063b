import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '@brocante/shared';

export function StatusBadge({ status }: { status: RegistrationStatus }) {
  return <span className={`status status-${status}`}>{REGISTRATION_STATUS_LABELS[status]}</span>;
}

import { formatDateTime, LANGUAGE_LABELS, TEAM_ROLE_LABELS, type TeamInvitation } from '@brocante/shared';
import { ErrorBanner, Icon } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { useInvitations, useResendInvitation, useRevokeInvitation } from '../api/invitations';

/** The invitations not yet taken: sent again (a new link for 7 days) or withdrawn. */
export function PendingInvitations() {
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const busy = resend.isPending || revoke.isPending;
  if (!invitations.data?.length && !invitations.error) return null;

  function withdraw(invitation: TeamInvitation) {
    if (window.confirm(`Retirer l'invitation de ${invitation.email} ? Son lien ne fonctionnera plus.`))
      revoke.mutate(invitation.id);
  }

  return (
    <section aria-labelledby="invitations-title">
      <h2 id="invitations-title">Invitations en attente</h2>
      <ErrorBanner error={errorText(invitations.error) ?? errorText(resend.error) ?? errorText(revoke.error)} />
      <ul className="refunds">
        {invitations.data?.map((invitation) => {
          const expired = new Date(invitation.expiresAt) <= new Date();
          return (
            <li key={invitation.id} className="card">
              <p>
                <strong>{invitation.email}</strong> — {TEAM_ROLE_LABELS[invitation.role]}, en{' '}
                {LANGUAGE_LABELS[invitation.language]}
                {invitation.invitedBy && `, par ${invitation.invitedBy}`} —{' '}
                {expired ? 'lien expiré' : `lien valable jusqu'au ${formatDateTime(invitation.expiresAt)}`}
              </p>
              <div className="actions">
                <button type="button" className="button secondary" disabled={busy} onClick={() => resend.mutate(invitation.id)}>
                  <Icon name="arrow" />
                  Renvoyer
                </button>
                <button type="button" className="button secondary" disabled={busy} onClick={() => withdraw(invitation)}>
                  <Icon name="cross" />
                  Retirer
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { Link } from 'react-router';
import { formatDate, formatEuro } from '@brocante/shared';
import { ErrorBanner, Icon } from '@brocante/ui';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useDecideLatePayment, useLatePayments } from '../api/late-payments';

/** What a volunteer may decide for a late payment, and the button that says it. */
const DECISIONS = [
  { decision: 'reinstate', label: 'Réinscrire avec ce paiement', icon: 'check', className: 'button' },
  { decision: 'refund', label: 'Rembourser', icon: 'arrow', className: 'button secondary' },
] as const;

/**
 * Payments the bank brought after their registration was cancelled (expired unpaid, given up): never
 * ignored, each waits here until a volunteer reinstates the registration with it or owes it back.
 */
export function LatePayments({ edition }: { edition: string }) {
  const latePayments = useLatePayments(edition);
  const decide = useDecideLatePayment();
  if (!latePayments.data?.length && !latePayments.error) return null;
  return (
    <section aria-labelledby="late-title">
      <h2 id="late-title">Paiements reçus après une annulation</h2>
      <ErrorBanner error={errorText(latePayments.error) ?? errorText(decide.error)} />
      <ul className="refunds">
        {latePayments.data?.map((payment) => (
          <li key={payment.transaction} className="card">
            <p>
              <strong>{formatEuro(payment.amount)}</strong> le {formatDate(payment.date)} de{' '}
              {payment.counterpartyName || 'un payeur inconnu'} pour{' '}
              {payment.registration ? (
                <Link to={paths.registration.getHref(payment.registration.documentId)}>{payment.registration.name}</Link>
              ) : (
                'une inscription effacée'
              )}
            </p>
            <div className="actions">
              {DECISIONS.map(({ decision, label, icon, className }) => (
                <button
                  key={decision}
                  type="button"
                  className={className}
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ transaction: payment.transaction, decision })}
                >
                  <Icon name={icon} />
                  {label}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

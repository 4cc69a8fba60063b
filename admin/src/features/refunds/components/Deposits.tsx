import { Link } from 'react-router';
import { countOf, formatDate, formatEuro, formatStructuredCommunication } from '@brocante/shared';
import { ErrorBanner, Icon } from '@brocante/ui';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useDecideDeposits, useDeposits } from '../api/deposits';

/**
 * The deposits held for the brocante: after the day, a volunteer returns them (each becomes a refund,
 * in the next transfer file) or keeps one whose pitch was left dirty; the person is told either way.
 */
export function Deposits({ edition }: { edition: string }) {
  const deposits = useDeposits(edition);
  const decide = useDecideDeposits();
  if (!deposits.data?.length && !deposits.error) return null;
  const decidable = deposits.data?.filter((deposit) => deposit.decidable) ?? [];
  const returnAll = () => {
    if (window.confirm(`Rendre ${countOf(decidable.length, 'caution')} ? Chaque personne reçoit un e-mail.`))
      decide.mutate({ registrations: decidable.map((deposit) => deposit.registration.documentId), outcome: 'returned' });
  };
  return (
    <section aria-labelledby="deposits-title">
      <h2 id="deposits-title">Cautions</h2>
      <ErrorBanner error={errorText(deposits.error) ?? errorText(decide.error)} />
      <ul className="refunds">
        {deposits.data?.map((deposit) => (
          <li key={deposit.registration.documentId} className="card">
            <p>
              <strong>{formatEuro(deposit.deposit)}</strong> —{' '}
              <Link to={paths.registration.getHref(deposit.registration.documentId)}>{deposit.registration.name}</Link>{' '}
              <span className="reference">{formatStructuredCommunication(deposit.registration.paymentReference)}</span>
            </p>
            {deposit.decidable ? (
              <div className="actions">
                <button
                  type="button"
                  className="button"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ registrations: [deposit.registration.documentId], outcome: 'returned' })}
                >
                  <Icon name="arrow" />
                  Rendre la caution
                </button>
                <button
                  type="button"
                  className="button secondary"
                  disabled={decide.isPending}
                  onClick={() => {
                    if (
                      window.confirm(
                        `Garder la caution de ${deposit.registration.name} ? La personne en est informée par e-mail.`,
                      )
                    )
                      decide.mutate({ registrations: [deposit.registration.documentId], outcome: 'kept' });
                  }}
                >
                  <Icon name="cross" />
                  Garder la caution
                </button>
              </div>
            ) : (
              <p className="muted">À rendre ou garder après la brocante du {formatDate(deposit.edition)}.</p>
            )}
          </li>
        ))}
      </ul>
      {decidable.length > 1 && (
        <div className="actions">
          <button type="button" className="button" disabled={decide.isPending} onClick={returnAll}>
            <Icon name="check" />
            Rendre les {countOf(decidable.length, 'caution')}
          </button>
        </div>
      )}
    </section>
  );
}

import { Link } from 'react-router';
import { formatEuro } from '@brocante/shared';
import { ErrorBanner, LoadingClock } from '@brocante/ui';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useDashboard } from '../api/get-dashboard';
import { RegistrationsChart } from './RegistrationsChart';

/** The admin's first screen: pitches, money, the waiting list and registrations at a glance. */
export function Dashboard() {
  const dashboard = useDashboard();
  const figures = dashboard.data;
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Tableau de bord</h1>
      <ErrorBanner error={errorText(dashboard.error)} />
      <LoadingClock loading={dashboard.isLoading} />
      {figures && (
        <>
          <section aria-labelledby="pitches-title" className="card">
            <h2 id="pitches-title">Emplacements ({figures.pitches.total})</h2>
            <dl className="figures">
              <div className="state-free">
                <dt>Libres</dt>
                <dd>{figures.pitches.free}</dd>
              </div>
              <div className="state-pending">
                <dt>En attente de paiement</dt>
                <dd>{figures.pitches.awaitingPayment}</dd>
              </div>
              <div className="state-paid">
                <dt>Payés</dt>
                <dd>{figures.pitches.paid}</dd>
              </div>
              <div className="state-arrived">
                <dt>Exposants arrivés</dt>
                <dd>{figures.pitches.arrived}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="money-title" className="card">
            <h2 id="money-title">Argent</h2>
            <dl className="figures">
              <div>
                <dt>Attendu</dt>
                <dd>{formatEuro(figures.money.expected)}</dd>
              </div>
              <div>
                <dt>Reçu</dt>
                <dd>{formatEuro(figures.money.received)}</dd>
              </div>
              <div>
                <dt>À rembourser</dt>
                <dd>
                  <Link to={paths.refunds.getHref()}>{formatEuro(figures.money.refundsDue)}</Link>
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="people-title" className="card">
            <h2 id="people-title">Inscriptions</h2>
            <dl className="figures">
              <div>
                <dt>Riverains</dt>
                <dd>{figures.kinds.neighbor}</dd>
              </div>
              <div>
                <dt>Visiteurs</dt>
                <dd>{figures.kinds.visitor}</dd>
              </div>
              <div>
                <dt>Liste d'attente</dt>
                <dd>
                  <Link to={paths.registrations.getHref('?status=waitlist')}>{figures.waitingList}</Link>
                </dd>
              </div>
            </dl>
            <RegistrationsChart perDay={figures.perDay} />
          </section>
        </>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatEuro, type DashboardFigures } from '@brocante/shared';
import { ErrorBanner, LoadingClock } from '@brocante/ui';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useDashboard } from '../api/get-dashboard';
import { RegistrationsChart } from './RegistrationsChart';

/** One card of figures: a title, then each figure with its name (and the colour of a pitch state). */
function Figures({
  id,
  title,
  figures,
  children,
}: {
  id: string;
  title: string;
  figures: { label: string; value: ReactNode; state?: string }[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id}>{title}</h2>
      <dl className="figures">
        {figures.map(({ label, value, state }) => (
          <div key={label} className={state ? `state-${state}` : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

/** Registrations whose e-mail the mail server refused for good: each a link to where the address is corrected. */
function UndeliveredEmails({ emails }: { emails: DashboardFigures['undeliveredEmails'] }) {
  return (
    <section aria-labelledby="undelivered-title" className="card">
      <h2 id="undelivered-title">E-mails non remis ({emails.length})</h2>
      {emails.length ? (
        <ul className="undelivered-emails">
          {emails.map((email) => (
            <li key={email.documentId}>
              <Link to={paths.registration.getHref(email.documentId)}>
                {email.firstName} {email.lastName}
              </Link>{' '}
              : « {email.subject} », refusé le {formatDateTime(email.at)}
            </li>
          ))}
        </ul>
      ) : (
        <p>Aucun e-mail refusé par un serveur de messagerie.</p>
      )}
    </section>
  );
}

/** The admin's first screen: pitches, money, the waiting list, registrations and e-mails not delivered at a glance. */
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
          <Figures
            id="pitches-title"
            title={`Emplacements (${figures.pitches.total})`}
            figures={[
              { label: 'Libres', value: figures.pitches.free, state: 'free' },
              { label: 'En attente de paiement', value: figures.pitches.awaitingPayment, state: 'pending' },
              { label: 'Payés', value: figures.pitches.paid, state: 'paid' },
              { label: 'Exposants arrivés', value: figures.pitches.arrived, state: 'arrived' },
            ]}
          />
          <Figures
            id="money-title"
            title="Argent"
            figures={[
              { label: 'Attendu', value: formatEuro(figures.money.expected) },
              { label: 'Reçu', value: formatEuro(figures.money.received) },
              {
                label: 'À rembourser',
                value: <Link to={paths.refunds.getHref()}>{formatEuro(figures.money.refundsDue)}</Link>,
              },
            ]}
          />
          <Figures
            id="people-title"
            title="Inscriptions"
            figures={[
              { label: 'Riverains', value: figures.kinds.neighbor },
              { label: 'Visiteurs', value: figures.kinds.visitor },
              {
                label: "Liste d'attente",
                value: <Link to={paths.registrations.getHref('?status=waitlist')}>{figures.waitingList}</Link>,
              },
            ]}
          >
            <RegistrationsChart perDay={figures.perDay} />
          </Figures>
          <UndeliveredEmails emails={figures.undeliveredEmails} />
        </>
      )}
    </section>
  );
}

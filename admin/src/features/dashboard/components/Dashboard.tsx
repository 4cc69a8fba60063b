import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  EDITION_STATE_LABELS,
  formatDate,
  formatDateTime,
  formatEuro,
  formatShortDate,
  type DashboardFigures,
  type EditionRecord,
  type PitchState,
} from '@brocante/shared';
import { ErrorBanner, LoadingClock } from '@brocante/ui';
import { paths } from '../../../config/paths';
import { ChosenEditionNotice } from '../../../components/ui/EditionNotice';
import { useChosenEdition, useEditionHref } from '../../../hooks/use-chosen-edition';
import { errorText } from '../../../lib/api-client';
import { useDashboard } from '../api/get-dashboard';
import { useMay } from '../../../hooks/use-may';
import { CommuneFile } from './CommuneFile';
import { RegistrationsChart } from './RegistrationsChart';
import { ServerHealth } from './ServerHealth';

/** One card of figures: a title, then each figure with its name (and the colour of a pitch state). */
function Figures({
  id,
  title,
  figures,
  children,
}: {
  id: string;
  title: string;
  figures: { label: string; value: ReactNode; state?: PitchState }[];
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

/** The edition held before `edition`, whose figures are compared with it (one still in preparation was never held). */
export function previousEdition(editions: EditionRecord[], edition: EditionRecord | null): EditionRecord | null {
  if (!edition) return null;
  return editions
    .filter((one) => one.date < edition.date && one.state !== 'preparation')
    .reduce<EditionRecord | null>((latest, one) => (!latest || one.date > latest.date ? one : latest), null);
}

/** Pitches held in all: awaiting payment, paid, arrived. */
const held = (figures: DashboardFigures) => figures.pitches.awaitingPayment + figures.pitches.paid + figures.pitches.arrived;
const received = (figures: DashboardFigures) => figures.perDay.reduce((all, day) => all + day.count, 0);

const TOTALS: { label: string; value: (figures: DashboardFigures) => string | number }[] = [
  { label: 'Inscriptions reçues', value: received },
  { label: 'Riverains', value: (figures) => figures.kinds.neighbor },
  { label: 'Visiteurs', value: (figures) => figures.kinds.visitor },
  { label: "Liste d'attente", value: (figures) => figures.waitingList },
  { label: 'Emplacements pris', value: (figures) => `${held(figures)} / ${figures.pitches.total}` },
  { label: 'Exposants arrivés', value: (figures) => figures.pitches.arrived },
];

/** The money's totals, for a volunteer whose role reads it (the answer has no money otherwise). */
const MONEY_TOTALS: { label: string; value: (figures: DashboardFigures) => string | number }[] = [
  { label: 'Argent attendu', value: (figures) => (figures.money ? formatEuro(figures.money.expected) : '') },
  { label: 'Argent reçu', value: (figures) => (figures.money ? formatEuro(figures.money.received) : '') },
];

/** The chosen edition's totals beside the previous edition's. */
function Totals({
  figures,
  previous,
  previousDate,
}: {
  figures: DashboardFigures;
  previous: DashboardFigures;
  previousDate: string;
}) {
  const previousName = `Édition du ${formatShortDate(previousDate)}`;
  return (
    <section aria-labelledby="totals-title" className="card">
      <h2 id="totals-title">Comparée à l&apos;édition du {formatShortDate(previousDate)}</h2>
      <table className="data-table totals">
        <caption className="visually-hidden">
          Les totaux de cette édition et de l&apos;édition du {formatShortDate(previousDate)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Total</th>
            <th scope="col">Cette édition</th>
            <th scope="col">{previousName}</th>
          </tr>
        </thead>
        <tbody>
          {[...TOTALS, ...(figures.money ? MONEY_TOTALS : [])].map(({ label, value }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value(figures)}</td>
              <td>{value(previous)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The admin's first screen, for the edition chosen (the coming one by default): pitches, money, the
 * waiting list, registrations and e-mails not delivered at a glance, and beside them the previous
 * edition's registrations at the same number of days before its brocante and its totals.
 */
export function Dashboard() {
  const chosen = useChosenEdition();
  const href = useEditionHref();
  const dashboard = useDashboard(chosen.day);
  const before = previousEdition(chosen.editions, chosen.edition);
  const previous = useDashboard(before ? before.date : null);
  const figures = dashboard.data;
  const { may } = useMay();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Tableau de bord</h1>
      {chosen.edition && (
        <p className="edition-of">
          Édition du {formatDate(chosen.edition.date)} ({EDITION_STATE_LABELS[chosen.edition.state].toLowerCase()})
        </p>
      )}
      <ChosenEditionNotice />
      {!chosen.loading && !chosen.error && !chosen.named && chosen.editions.length === 0 && (
        <p className="notice" role="status">
          Aucune édition n&apos;existe encore : <Link to={paths.editions.getHref()}>créez la première brocante</Link> (son jour,
          ses prix, ses clôtures), puis ouvrez ses inscriptions.
        </p>
      )}
      <ErrorBanner error={errorText(dashboard.error) ?? errorText(previous.error)} />
      <LoadingClock loading={dashboard.isLoading || chosen.loading} />
      {chosen.edition && may('editions') && <CommuneFile edition={chosen.edition} />}
      {figures && (
        <>
          {figures.pitches.total === 0 && (
            <p className="notice" role="status">
              Aucun emplacement n&apos;est encore tracé : chaque inscription va sur la liste d&apos;attente.{' '}
              <Link to={paths.pitches.getHref()}>Tracez les emplacements du quartier</Link>, puis sortez de la liste
              d&apos;attente, dans l&apos;ordre, ceux qui y sont déjà.
            </p>
          )}
          <Figures
            id="pitches-title"
            title={`Emplacements (${figures.pitches.total})`}
            figures={[
              { label: 'Libres', value: figures.pitches.free, state: 'free' },
              { label: 'En attente de paiement', value: figures.pitches.awaitingPayment, state: 'awaiting-payment' },
              { label: 'Payés', value: figures.pitches.paid, state: 'confirmed' },
              { label: 'Exposants arrivés', value: figures.pitches.arrived, state: 'arrived' },
            ]}
          />
          {figures.money && (
            <Figures
              id="money-title"
              title="Argent"
              figures={[
                { label: 'Attendu', value: formatEuro(figures.money.expected) },
                { label: 'Reçu', value: formatEuro(figures.money.received) },
                { label: "Dont en espèces à l'accueil", value: formatEuro(figures.money.cash) },
                {
                  label: 'À rembourser',
                  value: <Link to={href(paths.refunds.getHref())}>{formatEuro(figures.money.refundsDue)}</Link>,
                },
              ]}
            />
          )}
          <Figures
            id="people-title"
            title="Inscriptions"
            figures={[
              { label: 'Riverains', value: figures.kinds.neighbor },
              { label: 'Visiteurs', value: figures.kinds.visitor },
              {
                label: "Liste d'attente",
                value: <Link to={href(paths.registrations.getHref('?status=waitlist'))}>{figures.waitingList}</Link>,
              },
            ]}
          >
            <RegistrationsChart
              perDay={figures.perDay}
              brocanteDate={chosen.edition?.date}
              previous={before && previous.data ? { date: before.date, perDay: previous.data.perDay } : null}
            />
          </Figures>
          {before && previous.data && <Totals figures={figures} previous={previous.data} previousDate={before.date} />}
          <UndeliveredEmails emails={figures.undeliveredEmails} />
        </>
      )}
      {may('server.details') && <ServerHealth />}
    </section>
  );
}

import { formatDate, REGISTRATION_STATUS_LABELS } from '@brocante/shared';
import { ErrorBanner, Icon, LoadingClock } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { ChosenEditionNotice } from '../../../components/ui/EditionNotice';
import { useExhibitors } from '../api/get-exhibitors';

/** The brocante day's sheet: every pitch held in the edition of `brocanteDate`, in street order with its exhibitor, to print. */
export function ExhibitorsList({ brocanteDate, committeeName }: { brocanteDate: string; committeeName: string }) {
  const holders = useExhibitors(brocanteDate);
  return (
    <section className="exhibitors">
      <header className="detail-header">
        <h1>Exposants par emplacement — {formatDate(brocanteDate)}</h1>
        <button type="button" className="button secondary no-print" onClick={() => window.print()}>
          <Icon name="print" />
          Imprimer
        </button>
      </header>
      <p className="print-only">{committeeName}</p>
      <ChosenEditionNotice />
      <ErrorBanner error={errorText(holders.error)} />
      <LoadingClock loading={holders.isLoading} />
      {holders.data && (
        <table className="data-table">
          <caption className="visually-hidden">Exposants par emplacement</caption>
          <thead>
            <tr>
              <th scope="col">Emplacement</th>
              <th scope="col">Rue</th>
              <th scope="col">Exposant</th>
              <th scope="col">Téléphone</th>
              <th scope="col">Paiement</th>
            </tr>
          </thead>
          <tbody>
            {holders.data.map(({ pitch, registration }) => (
              <tr key={pitch.documentId}>
                <td>{pitch.name}</td>
                <td>
                  {pitch.street} {pitch.number}
                </td>
                <td>
                  {registration.lastName} {registration.firstName}
                </td>
                <td>{registration.phone}</td>
                <td>{REGISTRATION_STATUS_LABELS[registration.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

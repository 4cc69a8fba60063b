import { formatDateTime } from '@brocante/shared';
import { ErrorBanner, LoadingClock } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { useRegistrationHistory } from '../api/get-registration-history';

/** The registration's history, oldest first: what happened, who made it happen, when. */
export function RegistrationHistory({ documentId }: { documentId: string }) {
  const history = useRegistrationHistory(documentId);
  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">Historique</h2>
      <ErrorBanner error={errorText(history.error)} />
      <LoadingClock loading={history.isPending} />
      {history.data && (
        <ol>
          {history.data.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> — {entry.label}
              {entry.actor && <span className="muted"> — par {entry.actor}</span>}
              {entry.details && <span className="muted"> ({entry.details})</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { useState } from 'react';
import { formatDateTime, type RegistrantView } from '@brocante/shared';
import { ErrorBanner } from '@brocante/ui';
import { useRegistrantCall } from './registrant-call';

/** Cancelling online, confirmed a second time, until the committee's cut-off; after it, a word to the committee. */
export function Cancellation({ view, onCancelled }: { view: RegistrantView; onCancelled: (view: RegistrantView) => void }) {
  const [asked, setAsked] = useState(false);
  const { call, busy, error } = useRegistrantCall();
  if (view.status === 'cancelled') return null;
  if (!view.steps.includes('cancel'))
    return (
      <section className="card" aria-labelledby="annuler">
        <h2 id="annuler">Annuler</h2>
        <p>
          L'annulation en ligne était possible jusqu'au {formatDateTime(view.cancellationEnd)}. Pour annuler maintenant,{' '}
          <a href="/contact/">écrivez au comité</a>.
        </p>
      </section>
    );
  const cancel = () => call('/api/my-registration/cancellation', onCancelled);
  return (
    <section className="card" aria-labelledby="annuler">
      <h2 id="annuler">Annuler mon inscription</h2>
      <p>Possible ici jusqu'au {formatDateTime(view.cancellationEnd)}.</p>
      <ErrorBanner error={error} />
      {!asked ? (
        <button type="button" className="button secondary" onClick={() => setAsked(true)}>
          Annuler mon inscription
        </button>
      ) : (
        <div role="group" aria-labelledby="confirmer-annulation">
          <p id="confirmer-annulation">
            <strong>
              {view.locations.length ? 'Votre emplacement ira à la personne suivante sur la liste d’attente. ' : ''}
              {view.paidAmount !== null ? 'Le comité vous remboursera ce que vous avez payé. ' : ''}
              On ne peut pas revenir en arrière.
            </strong>
          </p>
          <button type="button" className="button danger" disabled={busy} onClick={cancel}>
            Oui, annuler mon inscription
          </button>{' '}
          <button type="button" className="button secondary" onClick={() => setAsked(false)}>
            Non, la garder
          </button>
        </div>
      )}
    </section>
  );
}

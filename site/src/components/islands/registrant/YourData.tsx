import { formatDateTime, REGISTRATION_KIND_LABELS, type RegistrantView } from '@brocante/shared';
import { ErrorBanner } from '@brocante/ui';
import { useRegistrantCall } from './registrant-call';

/** What the committee holds about the registrant: to read, to download (JSON), to ask to erase. */
export function YourData({ view, onErasureAsked }: { view: RegistrantView; onErasureAsked: (view: RegistrantView) => void }) {
  const { call, busy, error } = useRegistrantCall();
  const download = () =>
    call('/api/my-registration/data', (data: unknown) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      link.download = 'mes-donnees-brocante.json';
      link.click();
      URL.revokeObjectURL(link.href);
    });
  const askErasure = () => call('/api/my-registration/erasure-request', onErasureAsked);
  return (
    <section className="card" aria-labelledby="donnees">
      <h2 id="donnees">Vos données</h2>
      <dl className="glance">
        <div>
          <dt>Nom</dt>
          <dd>
            {view.firstName} {view.lastName}
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{view.email}</dd>
        </div>
        <div>
          <dt>Téléphone</dt>
          <dd>{view.phone}</dd>
        </div>
        <div>
          <dt>Adresse</dt>
          <dd>
            {view.street} {view.houseNumber}, {view.postalCode} {view.city}
          </dd>
        </div>
        <div>
          <dt>Inscription</dt>
          <dd>
            {REGISTRATION_KIND_LABELS[view.kind]}, le {formatDateTime(view.createdAt)}
          </dd>
        </div>
        {view.comment && (
          <div>
            <dt>Commentaire</dt>
            <dd>{view.comment}</dd>
          </div>
        )}
      </dl>
      <ErrorBanner error={error} />
      <p>
        <button type="button" className="button secondary" disabled={busy} onClick={download}>
          Télécharger mes données (JSON)
        </button>
      </p>
      {view.erasureRequestedAt ? (
        <p>
          Vous avez demandé l'effacement de vos données le {formatDateTime(view.erasureRequestedAt)} : un bénévole le confirme
          sous peu.
        </p>
      ) : (
        <p>
          <button type="button" className="button secondary" disabled={busy} onClick={askErasure}>
            Demander l'effacement de mes données
          </button>{' '}
          <span className="form-hint">Un bénévole le confirme ; une inscription en cours est alors annulée.</span>
        </p>
      )}
    </section>
  );
}

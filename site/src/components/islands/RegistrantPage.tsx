import { useEffect, useState } from 'react';
import { ApiFailure, isActive, type RegistrantView } from '@brocante/shared';
import { ErrorBanner, LoadingClock } from '@brocante/ui';
import '@brocante/ui/controls.css';
import { callApi } from '../../lib/api';
import { Cancellation } from './registrant/Cancellation';
import { ChangeDetails } from './registrant/ChangeDetails';
import { LostLink } from './registrant/LostLink';
import { Payment } from './registrant/Payment';
import { PitchesOnThePlan } from './registrant/PitchesOnThePlan';
import { keyInAddress } from './registrant/registrant-call';
import { Summary } from './registrant/Summary';
import { YourData } from './registrant/YourData';

type Page =
  | { state: 'loading' }
  /** No key, or one that opens nothing: the page says what an unknown page says, and offers the link again. */
  | { state: 'unknown' }
  | { state: 'failed'; message: string }
  | { state: 'shown'; view: RegistrantView };

/**
 * The registrant's own page: status, pitch, money, payment instructions; a phone and a comment to
 * correct; a cancellation before the committee's cut-off; their data to download or erase.
 */
export default function RegistrantPage() {
  const [page, setPage] = useState<Page>({ state: 'loading' });
  const [said, setSaid] = useState('');

  useEffect(() => {
    function load() {
      const key = keyInAddress();
      if (!key) return setPage({ state: 'unknown' });
      setPage({ state: 'loading' });
      callApi<RegistrantView>('/api/my-registration', { method: 'POST', data: { key } }).then(
        (view) => setPage({ state: 'shown', view }),
        (error: unknown) =>
          setPage(
            error instanceof ApiFailure && error.status === 404
              ? { state: 'unknown' }
              : { state: 'failed', message: error instanceof ApiFailure ? error.message : String(error) },
          ),
      );
    }
    load();
    window.addEventListener('hashchange', load);
    return () => window.removeEventListener('hashchange', load);
  }, []);

  if (page.state === 'loading') return <LoadingClock loading label="Chargement de votre inscription…" />;
  if (page.state === 'failed') return <ErrorBanner error={page.message} />;
  if (page.state === 'unknown')
    return (
      <>
        <h2>Page introuvable</h2>
        <p>Cette page n'existe pas ou n'existe plus.</p>
        <LostLink />
      </>
    );

  const { view } = page;
  const show = (next: RegistrantView, message: string) => {
    setPage({ state: 'shown', view: next });
    setSaid(message);
  };
  return (
    <>
      <p className="status-message" role="status">
        {said}
      </p>
      <Summary view={view} />
      <PitchesOnThePlan view={view} />
      <Payment view={view} />
      {isActive(view.status) && (
        <ChangeDetails
          view={view}
          onSaved={(next) => show(next, 'Vos modifications sont enregistrées ; un e-mail vous le confirme.')}
        />
      )}
      <Cancellation
        view={view}
        onCancelled={(next) => show(next, 'Votre inscription est annulée ; un e-mail vous le confirme.')}
      />
      <YourData view={view} onErasureAsked={(next) => show(next, "Votre demande d'effacement est envoyée au comité.")} />
    </>
  );
}

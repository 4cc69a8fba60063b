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
import { SaleChoice } from './registrant/SaleChoice';
import { keyInAddress } from './registrant/registrant-call';
import { Summary } from './registrant/Summary';
import type { RegistrantPart } from './registrant/texts';
import { YourData } from './registrant/YourData';

type Page =
  | { state: 'loading' }
  /** No key, or one that opens nothing: the page says what an unknown page says, and offers the link again. */
  | { state: 'unknown' }
  | { state: 'failed'; message: string }
  | { state: 'shown'; view: RegistrantView };

/**
 * The page's link to the same page in the other language (PublicLayout's switcher) keeps the private link's key:
 * the fragment is no server's, so only the page itself can carry it over.
 */
function keepKeyInLanguageSwitch() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) link.hash = window.location.hash;
}

/**
 * The registrant's own page: status, pitch, money, payment instructions; a phone and a comment to
 * correct; a cancellation before the committee's cut-off; their data to download or erase.
 */
export default function RegistrantPage({ language, texts }: RegistrantPart) {
  const t = texts.registrant;
  const [page, setPage] = useState<Page>({ state: 'loading' });
  const [said, setSaid] = useState('');

  useEffect(() => {
    function load() {
      keepKeyInLanguageSwitch();
      const key = keyInAddress();
      if (!key) return setPage({ state: 'unknown' });
      setPage({ state: 'loading' });
      callApi<RegistrantView>('/api/my-registration', { language, failure: texts.failure, method: 'POST', data: { key } }).then(
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
  }, [language, texts.failure]);

  const part = { language, texts };
  if (page.state === 'loading') return <LoadingClock loading label={t.loading} />;
  if (page.state === 'failed') return <ErrorBanner error={page.message} />;
  if (page.state === 'unknown')
    return (
      <>
        <h2>{t.notFoundTitle}</h2>
        <p>{t.notFound}</p>
        <LostLink {...part} />
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
      <Summary view={view} {...part} />
      <PitchesOnThePlan view={view} {...part} />
      <Payment view={view} {...part} />
      {isActive(view.status) && <ChangeDetails view={view} onSaved={(next) => show(next, t.saved)} {...part} />}
      {isActive(view.status) && <SaleChoice view={view} onSaved={(next) => show(next, texts.saleChoice.saved)} {...part} />}
      <Cancellation view={view} onCancelled={(next) => show(next, t.cancelled)} {...part} />
      <YourData view={view} onErasureAsked={(next) => show(next, t.erasureAsked)} {...part} />
    </>
  );
}

import { useState } from 'react';
import { formatDateTime, type RegistrantView, isCancelled } from '@brocante/shared';
import { ErrorBanner } from '@brocante/ui';
import { fill } from '../../../i18n/fill';
import { rich } from '../../../i18n/rich';
import { useRegistrantCall } from './registrant-call';
import type { RegistrantPart } from './texts';

/** Cancelling online, confirmed a second time, until the committee's cut-off; after it, a word to the committee. */
export function Cancellation({
  view,
  onCancelled,
  language,
  texts,
}: RegistrantPart & { view: RegistrantView; onCancelled: (view: RegistrantView) => void }) {
  const t = texts.registrant;
  const [asked, setAsked] = useState(false);
  const { call, busy, error } = useRegistrantCall(language, texts);
  if (isCancelled(view.status)) return null;
  const until = formatDateTime(view.cancellationEnd, language);
  if (!view.steps.includes('cancel'))
    return (
      <section className="card" aria-labelledby="annuler">
        <h2 id="annuler">{t.cancelTitle}</h2>
        <p>
          {rich(t.cancelTooLate, {
            date: until,
            link: <a href={texts.paths.contact}>{t.cancelTooLateLink}</a>,
          })}
        </p>
      </section>
    );
  const cancel = () => call('/api/my-registration/cancellation', onCancelled);
  return (
    <section className="card" aria-labelledby="annuler">
      <h2 id="annuler">{t.cancelMine}</h2>
      <p>{fill(t.cancelUntil, { date: until })}</p>
      <ErrorBanner error={error} />
      {!asked ? (
        <button type="button" className="button secondary" onClick={() => setAsked(true)}>
          {t.cancelMine}
        </button>
      ) : (
        <div role="group" aria-labelledby="confirmer-annulation">
          <p id="confirmer-annulation">
            <strong>
              {view.locations.length ? t.pitchGoesOn : ''}
              {view.paidAmount !== null ? t.refunded : ''}
              {t.noWayBack}
            </strong>
          </p>
          <button type="button" className="button danger" disabled={busy} onClick={cancel}>
            {t.confirmCancel}
          </button>{' '}
          <button type="button" className="button secondary" onClick={() => setAsked(false)}>
            {t.keep}
          </button>
        </div>
      )}
    </section>
  );
}

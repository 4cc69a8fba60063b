import { formatDateTime, type RegistrantView } from '@brocante/shared';
import { ErrorBanner } from '@brocante/ui';
import { fill } from '../../../i18n/fill';
import { useRegistrantCall } from './registrant-call';
import type { RegistrantPart } from './texts';

/** What the committee holds about the registrant: to read, to download (JSON), to ask to erase. */
export function YourData({
  view,
  onErasureAsked,
  language,
  texts,
}: RegistrantPart & { view: RegistrantView; onErasureAsked: (view: RegistrantView) => void }) {
  const t = texts.registrant;
  const { call, busy, error } = useRegistrantCall(language, texts);
  const download = () =>
    call('/api/my-registration/data', (data: unknown) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      link.download = t.dataFile;
      link.click();
      URL.revokeObjectURL(link.href);
    });
  const askErasure = () => call('/api/my-registration/erasure-request', onErasureAsked);
  return (
    <section className="card" aria-labelledby="donnees">
      <h2 id="donnees">{t.yourData}</h2>
      <dl className="glance">
        <div>
          <dt>{t.name}</dt>
          <dd>
            {view.firstName} {view.lastName}
          </dd>
        </div>
        <div>
          <dt>{t.email}</dt>
          <dd>{view.email}</dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>{view.phone}</dd>
        </div>
        <div>
          <dt>{t.address}</dt>
          <dd>
            {view.street} {view.houseNumber}, {view.postalCode} {view.city}
          </dd>
        </div>
        <div>
          <dt>{t.registration}</dt>
          <dd>{fill(t.registeredAs, { kind: t[view.kind], date: formatDateTime(view.createdAt, language) })}</dd>
        </div>
        {view.comment && (
          <div>
            <dt>{t.commentTerm}</dt>
            <dd>{view.comment}</dd>
          </div>
        )}
      </dl>
      <ErrorBanner error={error} />
      <p>
        <button type="button" className="button secondary" disabled={busy} onClick={download}>
          {t.downloadData}
        </button>
      </p>
      {view.erasureRequestedAt ? (
        <p>{fill(t.erasureRequested, { date: formatDateTime(view.erasureRequestedAt, language) })}</p>
      ) : (
        <p>
          <button type="button" className="button secondary" disabled={busy} onClick={askErasure}>
            {t.askErasure}
          </button>{' '}
          <span className="form-hint">{t.erasureHint}</span>
        </p>
      )}
    </section>
  );
}

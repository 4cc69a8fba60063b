import { healthSentences } from '@brocante/shared';
import { errorText } from '../../../lib/api-client';
import { useServerHealth } from '../api/get-server-health';

/** « Santé du serveur »: each check configured on this server in words, on the dashboard. */
export function ServerHealth() {
  const health = useServerHealth();
  return (
    <section aria-labelledby="server-health-title" className="card">
      <h2 id="server-health-title">Santé du serveur</h2>
      {health.error ? (
        <p role="alert">{errorText(health.error)}</p>
      ) : health.data ? (
        <dl className="figures server-health">
          {healthSentences(health.data).map(({ check, label, well, said }) => (
            <div key={check} className={well ? 'health-ok' : 'health-wrong'}>
              <dt>{label}</dt>
              <dd>{said}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

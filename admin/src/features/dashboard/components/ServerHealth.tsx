import { formatDateTime, HEALTH_LIMITS, type ServerHealthDetails } from '@brocante/shared';
import { errorText } from '../../../lib/api-client';
import { useServerHealth } from '../api/get-server-health';

/** Each check in the volunteers' words: what is well, or what is wrong and what to do. */
function checksOf(health: ServerHealthDetails): { label: string; well: boolean; said: string }[] {
  const { emails, disk, checks } = health;
  return [
    {
      label: 'Base de données',
      well: checks.database === 'ok',
      said: checks.database === 'ok' ? 'Elle répond.' : 'Elle ne répond pas : prévenez la personne qui a installé le serveur.',
    },
    {
      label: 'E-mails',
      well: checks.emails === 'ok',
      said:
        checks.emails === 'ok'
          ? emails.waiting
            ? `${emails.waiting} en cours d'envoi.`
            : 'Tous partis.'
          : `${emails.waiting} en attente depuis le ${formatDateTime(emails.oldestWaitingSince!)} : le serveur d'envoi ne les prend pas depuis plus de ${HEALTH_LIMITS.emailsLateMinutes} minutes${emails.lastError ? ` (« ${emails.lastError} »)` : ''}. Vérifiez le compte SMTP du comité.`,
    },
    {
      label: 'Disque',
      well: checks.disk === 'ok',
      said:
        checks.disk === 'ok'
          ? `${disk.usedPercent} % utilisé.`
          : `${disk.usedPercent} % utilisé, au-delà de ${disk.limitPercent} % : libérez de la place avant que les inscriptions et les sauvegardes échouent.`,
    },
  ];
}

/** « Santé du serveur »: its database, its e-mails and its disk, on the dashboard. */
export function ServerHealth() {
  const health = useServerHealth();
  return (
    <section aria-labelledby="server-health-title" className="card">
      <h2 id="server-health-title">Santé du serveur</h2>
      {health.error ? (
        <p role="alert">{errorText(health.error)}</p>
      ) : health.data ? (
        <dl className="figures server-health">
          {checksOf(health.data).map(({ label, well, said }) => (
            <div key={label} className={well ? 'health-ok' : 'health-wrong'}>
              <dt>{label}</dt>
              <dd>{said}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

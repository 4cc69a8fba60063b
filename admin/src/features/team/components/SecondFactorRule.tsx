import { SECOND_FACTOR_ROLES, STAFF_ROLE_LABELS } from '@brocante/shared';
import { ErrorBanner, Icon, LoadingClock } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { useChangeTeamSettings, useTeamSettings } from '../api/team-settings';

/** « la coordination et la trésorerie » */
const ROLES_ASKED = SECOND_FACTOR_ROLES.map((role) => `la ${STAFF_ROLE_LABELS[role].toLowerCase()}`)
  .join(', ')
  .replace(/, ([^,]*)$/, ' et $1');

/**
 * The committee's rule for the roles that move its money: a second factor asked of them, or not. Changed by the
 * coordination, here and on « Mon compte » for a coordinator who owes it and whose phone takes no authenticator app;
 * every volunteer hears of the change by e-mail.
 */
export function SecondFactorRule() {
  const settings = useTeamSettings();
  const change = useChangeTeamSettings();
  const required = settings.data?.secondFactorRequired;

  function toggle() {
    const question = required
      ? `Ne plus exiger la double authentification de ${ROLES_ASKED} ? Chaque bénévole en est averti par e-mail ; ceux qui l'ont mise en place la gardent.`
      : `Exiger la double authentification de ${ROLES_ASKED} ? Chaque bénévole en est averti par e-mail ; ceux qui ne l'ont pas la mettent en place à leur prochaine action.`;
    if (window.confirm(question)) change.mutate({ secondFactorRequired: !required });
  }

  return (
    <section className="card" aria-labelledby="second-factor-rule-title">
      <h2 id="second-factor-rule-title">Double authentification exigée</h2>
      <p>
        {`${ROLES_ASKED.charAt(0).toUpperCase()}${ROLES_ASKED.slice(1)} changent où va l'argent du comité (son compte, le fichier des remboursements) : le comité peut leur demander, après le mot de passe, le code d'une application de leur téléphone.`}
      </p>
      <ErrorBanner error={errorText(settings.error) ?? errorText(change.error)} />
      <LoadingClock loading={settings.isPending} />
      {required !== undefined && (
        <>
          <p role="status">
            {required
              ? `Exigée : ${ROLES_ASKED} la mettent en place avant toute autre chose.`
              : `Pas exigée : chaque bénévole peut la mettre en place dans « Mon compte ».`}
          </p>
          <button type="button" className="button secondary" disabled={change.isPending} onClick={toggle}>
            <Icon name={required ? 'cross' : 'check'} />
            {required ? 'Ne plus l’exiger' : 'L’exiger'}
          </button>
        </>
      )}
    </section>
  );
}

import { SECOND_FACTOR_ROLES, STAFF_ROLE_LABELS } from '@brocante/shared';
import { TeamRuleSwitch } from './TeamRuleSwitch';

/** « la coordination et la trésorerie » */
const ROLES_ASKED = SECOND_FACTOR_ROLES.map((role) => `la ${STAFF_ROLE_LABELS[role].toLowerCase()}`)
  .join(', ')
  .replace(/, ([^,]*)$/, ' et $1');

/**
 * The committee's rule for the roles that move its money: a second factor asked of them, or not. Switched by the
 * coordination, here and on « Mon compte » for a coordinator who owes it and whose phone takes no authenticator app.
 */
export function SecondFactorRule() {
  return (
    <TeamRuleSwitch
      rule="secondFactorRequired"
      title="Double authentification exigée"
      about={`${ROLES_ASKED.charAt(0).toUpperCase()}${ROLES_ASKED.slice(1)} changent où va l'argent du comité (son compte, le fichier des remboursements) : le comité peut leur demander, après le mot de passe, le code d'une application de leur téléphone.`}
      on={{
        state: `Exigée : ${ROLES_ASKED} la mettent en place avant toute autre chose.`,
        turn: 'Ne plus l’exiger',
        icon: 'cross',
        question: `Ne plus exiger la double authentification de ${ROLES_ASKED} ? Chaque bénévole en est averti par e-mail ; ceux qui l'ont mise en place la gardent.`,
      }}
      off={{
        state: 'Pas exigée : chaque bénévole peut la mettre en place dans « Mon compte ».',
        turn: 'L’exiger',
        icon: 'check',
        question: `Exiger la double authentification de ${ROLES_ASKED} ? Chaque bénévole en est averti par e-mail ; ceux qui ne l'ont pas la mettent en place à leur prochaine action.`,
      }}
    />
  );
}

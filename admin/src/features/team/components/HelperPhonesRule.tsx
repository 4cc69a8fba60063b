import { TeamRuleSwitch } from './TeamRuleSwitch';

/**
 * Whether the day's helpers see the exhibitors' phone numbers on the check-in screen, to call one who is late: not
 * unless the coordination allows it, since each helper's phone then keeps them for the day.
 */
export function HelperPhonesRule() {
  return (
    <TeamRuleSwitch
      rule="helpersSeePhones"
      title="Téléphone des exposants à l'accueil"
      about="L'accueil du jour voit le nom, les emplacements et ce qui reste à payer de chaque exposant, jamais son e-mail ni son adresse. Son téléphone aide à appeler un retardataire."
      on={{
        state: "Montré : l'accueil du jour peut appeler un exposant en retard.",
        turn: 'Le cacher',
        icon: 'cross',
        question: "Cacher le téléphone des exposants à l'accueil du jour ? Chaque bénévole en est averti par e-mail.",
      }}
      off={{
        state: "Caché : seules la coordination et les inscriptions le voient à l'accueil.",
        turn: 'Le montrer',
        icon: 'eye',
        question:
          "Montrer le téléphone des exposants à l'accueil du jour ? Chaque téléphone de l'accueil le garde pour la journée ; chaque bénévole en est averti par e-mail.",
      }}
    />
  );
}

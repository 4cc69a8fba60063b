import { ErrorBanner, Icon, LoadingClock } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { useChangeTeamSettings, useTeamSettings } from '../api/team-settings';

/**
 * Whether the day's helpers see the exhibitors' phone numbers on the check-in screen, to call one who is late: not
 * unless the coordination allows it, since each helper's phone then keeps them for the day. Every volunteer hears of
 * the change by e-mail.
 */
export function HelperPhonesRule() {
  const settings = useTeamSettings();
  const change = useChangeTeamSettings();
  const shown = settings.data?.helpersSeePhones;

  function toggle() {
    const question = shown
      ? "Cacher le téléphone des exposants à l'accueil du jour ? Chaque bénévole en est averti par e-mail."
      : "Montrer le téléphone des exposants à l'accueil du jour ? Chaque téléphone de l'accueil le garde pour la journée ; chaque bénévole en est averti par e-mail.";
    if (window.confirm(question)) change.mutate({ helpersSeePhones: !shown });
  }

  return (
    <section className="card" aria-labelledby="helper-phones-rule-title">
      <h2 id="helper-phones-rule-title">Téléphone des exposants à l&apos;accueil</h2>
      <p>
        L&apos;accueil du jour voit le nom, les emplacements et ce qui reste à payer de chaque exposant, jamais son e-mail ni son
        adresse. Son téléphone aide à appeler un retardataire.
      </p>
      <ErrorBanner error={errorText(settings.error) ?? errorText(change.error)} />
      <LoadingClock loading={settings.isPending} />
      {shown !== undefined && (
        <>
          <p role="status">
            {shown
              ? "Montré : l'accueil du jour peut appeler un exposant en retard."
              : "Caché : seules la coordination et les inscriptions le voient à l'accueil."}
          </p>
          <button type="button" className="button secondary" disabled={change.isPending} onClick={toggle}>
            <Icon name={shown ? 'cross' : 'eye'} />
            {shown ? 'Le cacher' : 'Le montrer'}
          </button>
        </>
      )}
    </section>
  );
}

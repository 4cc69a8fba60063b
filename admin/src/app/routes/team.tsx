import { InviteForm } from '../../features/team/components/InviteForm';
import { PendingInvitations } from '../../features/team/components/PendingInvitations';
import { HelperPhonesRule } from '../../features/team/components/HelperPhonesRule';
import { SecondFactorRule } from '../../features/team/components/SecondFactorRule';
import { TeamList } from '../../features/team/components/TeamList';

export function TeamRoute() {
  return (
    <>
      <h1>Équipe</h1>
      <p>
        Chaque bénévole a un rôle, qui dit ce qu&apos;il peut faire : la coordination tout, la trésorerie l&apos;argent, les
        inscriptions les réservations et les emplacements, l&apos;accueil du jour l&apos;écran de l&apos;accueil seulement. Un
        compte désactivé ne peut plus se connecter.
      </p>
      <TeamList />
      <InviteForm />
      <PendingInvitations />
      <SecondFactorRule />
      <HelperPhonesRule />
    </>
  );
}

import { Link } from 'react-router';
import { Icon } from '@brocante/ui';
import { paths } from '../../config/paths';
import { CommitteeAccountForm } from '../../features/editions/components/CommitteeAccountForm';
import { SettingsChanges } from '../../features/editions/components/SettingsChanges';

export function CommitteeAccountRoute() {
  return (
    <>
      <Link className="button secondary" to={paths.editions.getHref()}>
        <Icon name="arrow" className="flip" />
        Retour aux éditions
      </Link>
      <h1>Compte du comité</h1>
      <p>
        Le compte du comité reçoit chaque paiement : les e-mails et les codes QR envoyés aux exposants le portent, les
        remboursements en partent. Seuls les bénévoles le changent, ici.
      </p>
      <CommitteeAccountForm />
      <SettingsChanges />
    </>
  );
}

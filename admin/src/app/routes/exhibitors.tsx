import { NoEditionYet } from '../../features/editions/components/NoEditionYet';
import { useChosenEdition } from '../../hooks/use-chosen-edition';
import { ExhibitorsList } from '../../features/registrations/components/ExhibitorsList';
import { useCommittee } from '../../features/committee/api/get-committee';

export function ExhibitorsRoute() {
  const chosen = useChosenEdition();
  const committee = useCommittee();
  if (chosen.day === '') return <NoEditionYet title="Liste des exposants" />;
  return chosen.day && committee.data ? (
    <ExhibitorsList brocanteDate={chosen.day} committeeName={committee.data.committeeName} />
  ) : null;
}

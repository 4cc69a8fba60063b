import { NoEditionYet } from '../../features/editions/components/NoEditionYet';
import { useChosenEdition } from '../../hooks/use-chosen-edition';
import { useCommittee } from '../../features/committee/api/get-committee';
import { PlanOfPitches } from '../../features/plan/components/PlanOfPitches';

export function PlanRoute() {
  const chosen = useChosenEdition();
  const committee = useCommittee();
  if (chosen.day === '') return <NoEditionYet title="Plan des emplacements" />;
  return chosen.day && committee.data ? (
    <PlanOfPitches brocanteDate={chosen.day} committeeName={committee.data.committeeName} />
  ) : null;
}

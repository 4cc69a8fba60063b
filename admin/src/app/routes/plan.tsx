import { NoEditionYet } from '../../features/editions/components/NoEditionYet';
import { useCommittee } from '../../features/committee/api/get-committee';
import { useConfiguration } from '../../features/configuration/api/get-configuration';
import { PlanOfPitches } from '../../features/plan/components/PlanOfPitches';

export function PlanRoute() {
  const configuration = useConfiguration();
  const committee = useCommittee();
  if (configuration.data === null) return <NoEditionYet title="Plan des emplacements" />;
  return configuration.data && committee.data ? (
    <PlanOfPitches brocanteDate={configuration.data.date} committeeName={committee.data.committeeName} />
  ) : null;
}

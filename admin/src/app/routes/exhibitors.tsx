import { ExhibitorsList } from '../../features/registrations/components/ExhibitorsList';
import { useCommittee } from '../../features/committee/api/get-committee';
import { useConfiguration } from '../../features/configuration/api/get-configuration';

export function ExhibitorsRoute() {
  const configuration = useConfiguration();
  const committee = useCommittee();
  return configuration.data && committee.data ? (
    <ExhibitorsList brocanteDate={configuration.data.date} committeeName={committee.data.committeeName} />
  ) : null;
}

import { NoEditionYet } from '../../features/editions/components/NoEditionYet';
import { ExhibitorsList } from '../../features/registrations/components/ExhibitorsList';
import { useCommittee } from '../../features/committee/api/get-committee';
import { useConfiguration } from '../../features/configuration/api/get-configuration';

export function ExhibitorsRoute() {
  const configuration = useConfiguration();
  const committee = useCommittee();
  if (configuration.data === null) return <NoEditionYet title="Liste des exposants" />;
  return configuration.data && committee.data ? (
    <ExhibitorsList brocanteDate={configuration.data.date} committeeName={committee.data.committeeName} />
  ) : null;
}

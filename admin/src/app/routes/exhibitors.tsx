import { ExhibitorsList } from '../../features/registrations/components/ExhibitorsList';
import { useConfiguration } from '../../features/configuration/api/get-configuration';

export function ExhibitorsRoute() {
  const configuration = useConfiguration();
  return configuration.data ? <ExhibitorsList brocanteDate={configuration.data.date} /> : null;
}

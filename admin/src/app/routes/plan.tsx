import { useConfiguration } from '../../features/configuration/api/get-configuration';
import { PlanOfPitches } from '../../features/plan/components/PlanOfPitches';

export function PlanRoute() {
  const configuration = useConfiguration();
  return configuration.data ? <PlanOfPitches brocanteDate={configuration.data.date} /> : null;
}

import { TEXTS } from '@brocante/shared';
import { LocationsList } from '../../features/locations/components/LocationsList';

export function LocationsRoute() {
  return (
    <>
      <h1>{TEXTS.locations}</h1>
      <LocationsList />
    </>
  );
}

import { lazy, Suspense } from 'react';
import { LoadingClock } from '@brocante/ui';
import type { RegistrantView } from '@brocante/shared';

// Loaded with the registration: the drawing is not needed to read it.
const YourPitchOnThePlan = lazy(() => import('../YourPitchOnThePlan'));

/** The registrant's pitches drawn on the public plan, once they have some. */
export function PitchesOnThePlan({ view }: { view: RegistrantView }) {
  if (view.locations.length === 0) return null;
  return (
    <Suspense fallback={<LoadingClock loading label="Chargement du plan…" />}>
      <YourPitchOnThePlan pitches={view.locations.map((pitch) => pitch.name)} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { LoadingClock } from '@brocante/ui';
import type { RegistrantView } from '@brocante/shared';
import type { RegistrantPart } from './texts';

// Loaded with the registration: the drawing is not needed to read it.
const YourPitchOnThePlan = lazy(() => import('../YourPitchOnThePlan'));

/** The registrant's pitches drawn on the public plan, once they have some. */
export function PitchesOnThePlan({ view, language, texts }: RegistrantPart & { view: RegistrantView }) {
  if (view.locations.length === 0) return null;
  return (
    <Suspense fallback={<LoadingClock loading label={texts.registrant.planLoading} />}>
      <YourPitchOnThePlan
        pitches={view.locations.map((pitch) => pitch.name)}
        language={language}
        title={texts.registrant.onThePlan}
        planTexts={texts.pitchPlan}
      />
    </Suspense>
  );
}

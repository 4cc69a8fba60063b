import { useEffect, useState } from 'react';
import type { Language, PlanPitch, PlanTexts } from '@brocante/shared';
import { PitchPlan } from '@brocante/ui/pitch-plan';
import '@brocante/ui/pitch-plan.css';
import { fetchLivePitchMap } from '../../lib/api';

/**
 * The public plan of the pitches: built with the pitches of the site's build (no layout shift),
 * then the pitches free or taken right now. No one's name, ever.
 */
export default function PitchMap({
  builtPitches,
  language,
  texts,
}: {
  builtPitches: PlanPitch[];
  language: Language;
  texts: PlanTexts;
}) {
  const [pitches, setPitches] = useState(builtPitches);
  useEffect(() => {
    fetchLivePitchMap(language)
      .then(setPitches)
      .catch(() => undefined);
  }, [language]);
  return <PitchPlan pitches={pitches} legend={['free', 'taken']} texts={texts} />;
}

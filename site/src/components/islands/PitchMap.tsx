import { useEffect, useState } from 'react';
import type { Language, PlanPitch, PlanTexts, SaleCategory } from '@brocante/shared';
import { PitchPlan } from '@brocante/ui/pitch-plan';
import '@brocante/ui/pitch-plan.css';
import type { SalePlanWords } from '../../i18n/sale-words';
import { fetchLivePitchMap } from '../../lib/api';
import { SaleList, sells } from './plan/SaleList';

/**
 * The public plan of the pitches: built with the pitches of the site's build (no layout shift),
 * then the pitches free or taken right now; a live call that fails keeps the build's. Each taken pitch says what is
 * sold on it; beside the plan, their list, filtered by category on that same data (the plan fades the others). A name
 * only where its exhibitor asked for it.
 */
export default function PitchMap({
  builtPitches,
  language,
  texts,
  saleTexts,
}: {
  builtPitches: PlanPitch[];
  language: Language;
  texts: PlanTexts;
  saleTexts: SalePlanWords;
}) {
  const [pitches, setPitches] = useState(builtPitches);
  const [chosen, setChosen] = useState<SaleCategory[]>([]);
  useEffect(() => {
    fetchLivePitchMap(language)
      .then(setPitches)
      .catch(() => undefined);
  }, [language]);
  return (
    <div className="plan-with-sales">
      <PitchPlan
        pitches={pitches}
        legend={['free', 'taken']}
        texts={texts}
        sold={(pitch) => pitch.categories?.map((category) => saleTexts.categories[category]).join(', ') || null}
        faded={(pitch) => chosen.length > 0 && !sells(pitch, chosen)}
      />
      <SaleList pitches={pitches} chosen={chosen} onChoose={setChosen} texts={saleTexts} />
    </div>
  );
}

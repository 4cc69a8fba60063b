import { useEffect, useState } from 'react';
import type { Language, PlanPitch, PlanTexts } from '@brocante/shared';
import { PitchPlan } from '@brocante/ui/pitch-plan';
import '@brocante/ui/pitch-plan.css';
import { fetchLivePitchMap } from '../../lib/api';

/** The registrant's own pitches, marked on the public plan (the others: free or taken, no names). */
export default function YourPitchOnThePlan({
  pitches,
  language,
  title,
  planTexts,
}: {
  pitches: string[];
  language: Language;
  title: string;
  planTexts: PlanTexts;
}) {
  const [plan, setPlan] = useState<PlanPitch[] | null>(null);
  const mine = pitches.join(',');
  useEffect(() => {
    const names = mine.split(',');
    fetchLivePitchMap(language)
      .then((all) => setPlan(all.map((pitch) => (names.includes(pitch.name) ? { ...pitch, state: 'mine' } : pitch))))
      .catch(() => setPlan([]));
  }, [mine, language]);
  if (!plan?.length) return null;
  return (
    <section className="card" aria-labelledby="plan-title">
      <h2 id="plan-title">{title}</h2>
      <PitchPlan pitches={plan} legend={['mine', 'taken', 'free']} texts={planTexts} />
    </section>
  );
}

import { useEffect, useState } from 'react';
import type { PlanPitch } from '@brocante/shared';
import { PitchPlan } from '@brocante/ui/pitch-plan';
import '@brocante/ui/pitch-plan.css';
import { fetchLivePitchMap } from '../../lib/api';

/** The registrant's own pitches, marked on the public plan (the others: free or taken, no names). */
export default function YourPitchOnThePlan({ pitches }: { pitches: string[] }) {
  const [plan, setPlan] = useState<PlanPitch[] | null>(null);
  const mine = pitches.join(',');
  useEffect(() => {
    const names = mine.split(',');
    fetchLivePitchMap()
      .then((all) => setPlan(all.map((pitch) => (names.includes(pitch.name) ? { ...pitch, state: 'mine' } : pitch))))
      .catch(() => setPlan([]));
  }, [mine]);
  if (!plan?.length) return null;
  return (
    <section className="card" aria-labelledby="plan-title">
      <h2 id="plan-title">Sur le plan</h2>
      <PitchPlan pitches={plan} legend={['mine', 'taken', 'free']} />
    </section>
  );
}

import { useState } from 'react';
import { formatDate, PLAN_TEXTS } from '@brocante/shared';
import { ErrorBanner, Icon, LoadingClock } from '@brocante/ui';
import { PitchPlan } from '@brocante/ui/pitch-plan';
import '@brocante/ui/pitch-plan.css';
import { ADMIN_BASENAME, paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { ChosenEditionNotice } from '../../../components/ui/EditionNotice';
import { useEditionHref } from '../../../hooks/use-chosen-edition';
import { usePlan } from '../api/get-plan';

type Paper = 'A4' | 'A3';

/**
 * The plan of the pitches for the volunteers, in the edition of `brocanteDate`: coloured by state and
 * each pitch a link to its registration; printed on A4 or A3 (landscape) for the commune.
 */
export function PlanOfPitches({ brocanteDate, committeeName }: { brocanteDate: string; committeeName: string }) {
  const plan = usePlan(brocanteDate);
  const href = useEditionHref();
  const [paper, setPaper] = useState<Paper>('A4');
  const print = (size: Paper) => {
    setPaper(size);
    // The page size is in the stylesheet below once React has drawn it.
    requestAnimationFrame(() => window.print());
  };
  return (
    <section className="plan-page" aria-labelledby="plan-title">
      <style>{`@page { size: ${paper} landscape; margin: 1cm; }`}</style>
      <header className="detail-header">
        <h1 id="plan-title">Plan des emplacements — {formatDate(brocanteDate)}</h1>
        {(['A4', 'A3'] as const).map((size) => (
          <button key={size} type="button" className="button secondary no-print" onClick={() => print(size)}>
            <Icon name="print" />
            Imprimer en {size}
          </button>
        ))}
      </header>
      <p className="print-only">{committeeName} — plan d'implantation de la brocante</p>
      <ChosenEditionNotice />
      <p className="no-print">
        Le plan se dessine à partir des emplacements (rue, numéro, côté, ordre, longueur) : pour le changer, modifiez les{' '}
        <a href={`${ADMIN_BASENAME}${paths.pitches.getHref()}`}>emplacements</a>. Un emplacement pris mène à son inscription.
      </p>
      <ErrorBanner error={errorText(plan.error)} />
      <LoadingClock loading={plan.isLoading} />
      {plan.data && (
        <PitchPlan
          pitches={plan.data}
          texts={PLAN_TEXTS}
          legend={['free', 'awaiting-payment', 'confirmed', 'arrived']}
          linkFor={(pitch) =>
            pitch.holder ? `${ADMIN_BASENAME}${href(paths.registration.getHref(pitch.holder.documentId))}` : null
          }
        />
      )}
    </section>
  );
}

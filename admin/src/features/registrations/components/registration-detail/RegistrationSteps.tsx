import {
  isRegistrationPageEvent,
  LIFECYCLE_EVENT_LABELS,
  STEP_ACTION,
  stepsFor,
  type editionWork,
  type LifecycleEvent,
  type RegistrationPageEvent,
} from '@brocante/shared';
import { ErrorBanner, Icon, type IconName } from '@brocante/ui';
import { errorText } from '../../../../lib/api-client';
import { useTakeStep } from '../../api/take-step';
import { useMay } from '../../../../hooks/use-may';
import type { Registration } from '../../types';

const STEP_ICONS: Record<RegistrationPageEvent, IconName> = {
  pay: 'check',
  cancel: 'cross',
  expire: 'cross',
  promote: 'arrow',
  reinstate: 'check',
};

/** « Actions »: the lifecycle's steps a volunteer takes from this screen, and the refusal of the last one. */
export function RegistrationSteps({
  registration,
  work,
  busy,
}: {
  registration: Registration;
  work: ReturnType<typeof editionWork>;
  busy: boolean;
}) {
  const takeStep = useTakeStep();
  const { may } = useMay();
  // The day's steps (arrival, re-letting) belong to the check-in screen.
  // A closed edition still records a payment received late; an archived one nothing.
  const steps = stepsFor('staff', registration)
    .filter(isRegistrationPageEvent)
    .filter((event) => work === 'all' || (work === 'settlement' && event === 'pay'))
    .filter((event) => may(STEP_ACTION[event]));
  if (steps.length === 0) return null;

  function act(event: LifecycleEvent) {
    const confirmation = LIFECYCLE_EVENT_LABELS[event].confirm;
    if (confirmation && !window.confirm(confirmation)) return;
    takeStep.mutate({ documentId: registration.documentId, event });
  }

  return (
    <>
      <section className="actions no-print" aria-labelledby="actions-title">
        <h2 id="actions-title">Actions</h2>
        {steps.map((event) => (
          <button
            key={event}
            type="button"
            className={`button${event === 'cancel' ? ' danger' : ''}`}
            disabled={busy}
            onClick={() => act(event)}
          >
            <Icon name={STEP_ICONS[event]} />
            {LIFECYCLE_EVENT_LABELS[event].label}
          </button>
        ))}
      </section>
      <ErrorBanner error={errorText(takeStep.error)} />
    </>
  );
}

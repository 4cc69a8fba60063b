import { lazy, Suspense } from 'react';

/**
 * The error banner and the loading clock (and the icons they draw) show nothing until a form is sent:
 * they are fetched with the form's schema when the person first reaches the form (useFormSchema), not
 * with the page. Both render nothing before that, as the banner without an error and the clock at rest do.
 */
export const loadFormFeedback = () => import('@brocante/ui/feedback');

const FetchedErrorBanner = lazy(() => loadFormFeedback().then((feedback) => ({ default: feedback.ErrorBanner })));
const FetchedLoadingClock = lazy(() => loadFormFeedback().then((feedback) => ({ default: feedback.LoadingClock })));

/** The red banner (role=alert) once there is an error. */
export function LazyErrorBanner({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Suspense fallback={null}>
      <FetchedErrorBanner error={error} />
    </Suspense>
  );
}

/** The clock while loading, after the usual delay. */
export function LazyLoadingClock({ loading, label }: { loading: boolean; label: string }) {
  if (!loading) return null;
  return (
    <Suspense fallback={null}>
      <FetchedLoadingClock loading label={label} />
    </Suspense>
  );
}

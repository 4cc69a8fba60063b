import { TEXTS } from '@brocante/shared';
import { ErrorBanner } from '@brocante/ui';

/** The route named error: the configuration could not be loaded. */
export function ErrorRoute() {
  return (
    <main className="admin-main">
      <h1>Un problème est survenu</h1>
      <ErrorBanner error={TEXTS.loadingError} />
      <p>
        <a href="/admin/">Réessayer</a>
      </p>
    </main>
  );
}

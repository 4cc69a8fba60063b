import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiFailure, TEXTS } from '@brocante/shared';
import { ErrorBanner } from '@brocante/ui';

export function RouteError() {
  const error = useRouteError();
  const message =
    error instanceof ApiFailure
      ? error.message
      : isRouteErrorResponse(error) && error.status === 404
        ? "Cette page n'existe pas."
        : TEXTS.loadingError;
  return (
    <main className="admin-main">
      <h1>Erreur</h1>
      <ErrorBanner error={message} />
    </main>
  );
}

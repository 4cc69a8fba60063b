import { useIsMutating } from '@tanstack/react-query';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * True while one of the screen's changes to this registration is under way, whichever section sent it:
 * every section's buttons wait for it. Each section owns its mutation; they share one mutation key
 * (the e-mail correction is not one of them: it keeps its own form busy).
 */
export function useRegistrationBusy(documentId: string): boolean {
  return (
    useIsMutating({
      mutationKey: queryKeys.registrations.change,
      predicate: (mutation) => (mutation.state.variables as { documentId?: string } | undefined)?.documentId === documentId,
    }) > 0
  );
}

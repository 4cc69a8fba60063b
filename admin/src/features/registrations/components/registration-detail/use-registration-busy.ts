import { useIsMutating } from '@tanstack/react-query';
import { assignLocations } from '../../api/assign-locations';
import { changeRegistrantLink, confirmErasure } from '../../api/registrant-access';
import { takeStep } from '../../api/take-step';

/** The changes the registration's screen sends (the e-mail correction is not one: it keeps its own form busy). */
const SCREEN_CHANGES: ReadonlySet<unknown> = new Set([takeStep, assignLocations, changeRegistrantLink, confirmErasure]);

/**
 * True while one of the screen's changes to this registration is under way, whichever section sent it:
 * every section's buttons wait for it. Each section owns its mutation; the mutation cache, which they
 * all share, says when one is pending.
 */
export function useRegistrationBusy(documentId: string): boolean {
  return (
    useIsMutating({
      predicate: (mutation) =>
        SCREEN_CHANGES.has(mutation.options.mutationFn) &&
        (mutation.state.variables as { documentId?: string } | undefined)?.documentId === documentId,
    }) > 0
  );
}

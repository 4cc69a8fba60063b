import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LifecycleEvent } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';
import type { Registration } from '../types';

/** One step of the registration's lifecycle (pay, cancel, promote from the waiting list). */
export async function takeStep({ documentId, event }: { documentId: string; event: LifecycleEvent }): Promise<Registration> {
  return (await api.post<One<Registration>>(`/registrations/${documentId}/steps`, { data: { event } })).data;
}

/** Every registration list and pitch view changes with a step: invalidate them all. */
export const useTakeStep = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.registrations.change,
    mutationFn: takeStep,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.registrations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pitches.all }),
      ]),
  });
};

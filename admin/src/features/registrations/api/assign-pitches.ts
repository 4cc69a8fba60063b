import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';
import type { Registration } from '../types';

/** Give a registration its pitches (their documentIds, as many as it asked for), or release them all (none). */
export async function assignPitches({
  documentId,
  locations,
}: {
  documentId: string;
  locations: string[];
}): Promise<Registration> {
  return (await api.put<One<Registration>>(`/registrations/${documentId}/locations`, { data: { locations } })).data;
}

export const useAssignPitches = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.registrations.change,
    mutationFn: assignPitches,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.registrations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pitches.all }),
      ]),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';
import type { Registration } from '../types';

/** Assign a pitch (its documentId) or release it (null). */
export async function assignLocation({
  documentId,
  location,
}: {
  documentId: string;
  location: string | null;
}): Promise<Registration> {
  return (await api.put<One<Registration>>(`/registrations/${documentId}/location`, { data: { location } })).data;
}

export const useAssignLocation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignLocation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.registrations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.locations.all }),
      ]),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationInput } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';
import type { Location } from '../types';

/** Create (no documentId) or update a pitch. */
export async function saveLocation({ documentId, data }: { documentId: string | null; data: LocationInput }): Promise<Location> {
  const response = documentId
    ? await api.put<One<Location>>(`/locations/${documentId}`, { data })
    : await api.post<One<Location>>('/locations', { data });
  return response.data;
}

export const useSaveLocation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.locations.all }),
  });
};

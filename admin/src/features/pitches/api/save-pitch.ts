import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PitchInput } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';
import type { Pitch } from '../types';

/** Create (no documentId) or update a pitch. */
export async function savePitch({ documentId, data }: { documentId: string | null; data: PitchInput }): Promise<Pitch> {
  const response = documentId
    ? await api.put<One<Pitch>>(`/locations/${documentId}`, { data })
    : await api.post<One<Pitch>>('/locations', { data });
  return response.data;
}

export const useSavePitch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePitch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pitches.all }),
  });
};

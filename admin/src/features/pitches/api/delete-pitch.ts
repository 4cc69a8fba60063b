import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function deletePitch(documentId: string): Promise<void> {
  await api.delete(`/locations/${documentId}`);
}

export const useDeletePitch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePitch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pitches.all }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrationStatus } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import type { One } from '../../../lib/strapi-types';
import type { Registration } from '../types';

export async function changeStatus({ documentId, status }: { documentId: string; status: RegistrationStatus }): Promise<Registration> {
  return (await api.post<One<Registration>>(`/registrations/${documentId}/status`, { data: { status } })).data;
}

/** Every registration list and pitch view changes with a status: invalidate them all. */
export const useChangeStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['registrations'] }), queryClient.invalidateQueries({ queryKey: ['locations'] })]),
  });
};

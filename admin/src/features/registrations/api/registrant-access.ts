import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The registrant's private link e-mailed again, or revoked (the old link stops working at once). */
export async function changeRegistrantLink({ documentId, action }: { documentId: string; action: 'resend' | 'revoke' }) {
  return (await api.post<{ data: unknown }>(`/registrations/${documentId}/link`, { data: { action } })).data;
}

/** An erasure the registrant asked for, confirmed: cancelled if active, then anonymised for good. */
export async function confirmErasure({ documentId }: { documentId: string }) {
  return (await api.post<{ data: unknown }>(`/registrations/${documentId}/erasure`, {})).data;
}

const useRegistrationMutation = <Input>(mutationFn: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.registrations.change,
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.registrations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pitches.all }),
      ]),
  });
};

export const useRegistrantLink = () => useRegistrationMutation(changeRegistrantLink);
export const useConfirmErasure = () => useRegistrationMutation(confirmErasure);

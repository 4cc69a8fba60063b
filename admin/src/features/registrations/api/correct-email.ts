import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailCorrection } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';

/** The address corrected after the mail server refused it; the e-mails it refused leave again. How many. */
export async function correctEmail({ documentId, data }: { documentId: string; data: EmailCorrection }) {
  return (await api.put<One<{ resent: number }>>(`/registrations/${documentId}/email`, { data })).data;
}

export const useCorrectEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctEmail,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.registrations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]),
  });
};

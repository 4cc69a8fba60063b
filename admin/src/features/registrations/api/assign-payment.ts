import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';

/** An unmatched bank line pays a registration chosen by staff. */
export async function assignPayment({ transaction, registration }: { transaction: string; registration: string }) {
  return (
    await api.post<One<{ result: 'assigned-by-hand'; registration: { documentId: string; name: string } }>>(
      `/bank-transactions/${transaction}/assign`,
      { data: { registration } },
    )
  ).data;
}

export const useAssignPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.registrations.all }),
  });
};

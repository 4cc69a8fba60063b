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

/** One transfer for several registrations (a family's): each gets its part. */
export async function splitPayment({
  transaction,
  parts,
}: {
  transaction: string;
  parts: { registration: string; amount: number }[];
}) {
  return (
    await api.post<
      One<{
        result: 'split';
        parts: { registration: { documentId: string; name: string }; result: 'marked-paid' | 'partly-paid' }[];
      }>
    >(`/bank-transactions/${transaction}/split`, { data: { parts } })
  ).data;
}

export const useSplitPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: splitPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.registrations.all }),
  });
};

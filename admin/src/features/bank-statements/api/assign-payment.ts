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

/** A bank line given to registrations pays them: every list and detail is read again. */
function usePaymentMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.registrations.all }),
  });
}

export const useAssignPayment = () => usePaymentMutation(assignPayment);

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

export const useSplitPayment = () => usePaymentMutation(splitPayment);

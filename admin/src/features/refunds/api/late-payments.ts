import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A payment received after its registration was cancelled, waiting for a volunteer's decision. */
export interface LatePayment {
  transaction: string;
  date: string;
  amount: number;
  counterpartyName: string;
  communication: string;
  registration: { documentId: string; name: string } | null;
}

/** An edition's late payments (the edition by its day). */
export const useLatePayments = (edition: string) =>
  useQuery({
    queryKey: queryKeys.refunds.latePayments(edition),
    queryFn: async () => (await api.get<{ data: LatePayment[] }>('/late-payments', { params: { edition } })).data,
  });

/** Reinstate the registration with the payment, or owe the money back: registrations and refunds change with it. */
export const useDecideLatePayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transaction, decision }: { transaction: string; decision: 'reinstate' | 'refund' }) =>
      api.post(`/late-payments/${transaction}/decision`, { data: { decision } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.refunds.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.registrations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pitches.all }),
      ]),
  });
};

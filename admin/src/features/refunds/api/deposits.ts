import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepositOutcome } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A paid registration's deposit, neither returned nor kept yet. */
export interface UndecidedDeposit {
  registration: { documentId: string; name: string; paymentReference: string };
  deposit: number;
  /** Its brocante's day, YYYY-MM-DD */
  edition: string;
  /** Its brocante's day is over: the deposit may be returned or kept. */
  decidable: boolean;
}

/** An edition's undecided deposits (the edition by its day). */
export const useDeposits = (edition: string) =>
  useQuery({
    queryKey: queryKeys.refunds.deposits(edition),
    queryFn: async () => (await api.get<{ data: UndecidedDeposit[] }>('/deposits', { params: { edition } })).data,
  });

/** Return the deposits of the registrations picked (a refund each) or keep them: refunds and registrations change with it. */
export const useDecideDeposits = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrations, outcome }: { registrations: string[]; outcome: DepositOutcome }) =>
      api.post('/deposits/decision', { data: { registrations, outcome } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.refunds.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.registrations.all }),
      ]),
  });
};

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundRecord } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';

/** An edition's refunds, due or done (the edition by its day). */
export async function getRefunds(status: 'due' | 'done', edition: string): Promise<RefundRecord[]> {
  return (await api.get<{ data: RefundRecord[] }>('/refunds', { params: { status, edition } })).data;
}

export const refundsQueryOptions = (status: 'due' | 'done', edition: string) =>
  queryOptions({ queryKey: queryKeys.refunds.list(status, edition), queryFn: () => getRefunds(status, edition) });

export const useRefunds = (status: 'due' | 'done', edition: string) => useQuery(refundsQueryOptions(status, edition));

const useRefundMutation = <Input>(mutationFn: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.refunds.all }) });
};

/** The account to credit, when no statement said it. */
export const useSetRefundPayer = () =>
  useRefundMutation(({ documentId, ...payer }: { documentId: string; payerName: string; payerIban: string }) =>
    api.put(`/refunds/${documentId}/payer`, { data: payer }),
  );

/** The picked refunds as one SEPA file (pain.001) the committee's banking app imports. */
export async function downloadTransferFile(refunds: string[]) {
  const xml = await api.post<string>('/refunds/transfer-file', { data: { refunds } }, { responseType: 'text' });
  saveFile(xml, `remboursements-${new Date().toISOString().slice(0, 10)}.xml`, 'application/xml');
}

/** An overpayment shared across other registrations (each paid, or paid in part) instead of paid back. */
export const useApplyOverpayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, parts }: { documentId: string; parts: { registration: string; amount: number }[] }) =>
      api.post(`/refunds/${documentId}/apply`, { data: { parts } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.refunds.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.registrations.all }),
      ]),
  });
};

export const useMarkRefundsDone = () =>
  useRefundMutation((refunds: string[]) => api.post('/refunds/done', { data: { refunds } }));

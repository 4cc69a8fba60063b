import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExhibitorAudience, ExhibitorMessageInput, ExhibitorMessageRecord } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useMessagesSent = () =>
  useQuery({
    queryKey: queryKeys.messages.sent,
    queryFn: async () => (await api.get<{ data: ExhibitorMessageRecord[] }>('/exhibitor-messages')).data,
  });

/** How many people of the edition of `edition` (its day; undefined: not known yet) a message to `audience` would reach, now. */
export const useRecipientCount = (audience: ExhibitorAudience[], edition: string | undefined) =>
  useQuery({
    queryKey: queryKeys.messages.recipients(audience, edition ?? ''),
    queryFn: async () =>
      (
        await api.get<{ data: { count: number } }>('/exhibitor-messages/recipients', {
          params: { audience: audience.join(','), ...(edition ? { edition } : {}) },
        })
      ).data.count,
    enabled: audience.length > 0 && edition !== undefined,
  });

export const useSendMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: ExhibitorMessageInput) =>
      (await api.post<{ data: { recipients: number; queued: number } }>('/exhibitor-messages', { data: message })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages.all }),
  });
};

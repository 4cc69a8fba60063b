import { useQuery } from '@tanstack/react-query';
import type { RegistrationHistoryEntry } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What happened to a registration, by whom and when: events, e-mails queued and sent, bank lines. */
export async function getRegistrationHistory(documentId: string): Promise<RegistrationHistoryEntry[]> {
  return (await api.get<{ data: RegistrationHistoryEntry[] }>(`/registrations/${documentId}/history`)).data;
}

export const useRegistrationHistory = (documentId: string) =>
  useQuery({ queryKey: queryKeys.registrations.history(documentId), queryFn: () => getRegistrationHistory(documentId) });

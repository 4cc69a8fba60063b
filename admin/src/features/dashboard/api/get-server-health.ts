import { useQuery } from '@tanstack/react-query';
import type { ServerHealthDetails } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getServerHealth(): Promise<ServerHealthDetails> {
  return (await api.get<{ data: ServerHealthDetails }>('/server-health')).data;
}

/** The server's health, read again each minute while the dashboard is open. */
export const useServerHealth = () =>
  useQuery({ queryKey: queryKeys.serverHealth, queryFn: getServerHealth, refetchInterval: 60_000 });

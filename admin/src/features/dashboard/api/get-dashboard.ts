import { useQuery } from '@tanstack/react-query';
import type { DashboardFigures } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** An edition's figures ('' : the coming edition's). */
export async function getDashboard(edition: string): Promise<DashboardFigures> {
  return (await api.get<{ data: DashboardFigures }>('/dashboard', { params: edition ? { edition } : {} })).data;
}

/** The figures of the edition named by its day; not asked while the day is unknown (undefined), nor for none (null). */
export const useDashboard = (edition: string | null | undefined) =>
  useQuery({
    queryKey: queryKeys.dashboard.edition(edition ?? ''),
    queryFn: () => getDashboard(edition ?? ''),
    enabled: edition !== undefined && edition !== null,
  });

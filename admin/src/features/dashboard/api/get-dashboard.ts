import { useQuery } from '@tanstack/react-query';
import type { DashboardFigures } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useDashboard = () =>
  useQuery({
    queryKey: queryKeys.dashboard.all,
    queryFn: async () => (await api.get<{ data: DashboardFigures }>('/dashboard')).data,
  });

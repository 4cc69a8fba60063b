import { useQuery } from '@tanstack/react-query';
import type { PlanPitch } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every pitch with its registration's state and holder. */
export const usePlan = () =>
  useQuery({
    queryKey: queryKeys.locations.plan,
    queryFn: async () => (await api.get<{ data: PlanPitch[] }>('/pitch-map/staff')).data,
  });

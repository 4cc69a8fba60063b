import { useQuery } from '@tanstack/react-query';
import type { PlanPitch } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every pitch with its registration's state and holder in the edition of `edition` (its day). */
export const usePlan = (edition: string) =>
  useQuery({
    queryKey: queryKeys.pitches.plan(edition),
    queryFn: async () => (await api.get<{ data: PlanPitch[] }>('/pitch-map/staff', { params: { edition } })).data,
  });

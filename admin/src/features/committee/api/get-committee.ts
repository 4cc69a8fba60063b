import { queryOptions, useQuery } from '@tanstack/react-query';
import { quarterOf, type Quarter, type StoredQuarter } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';

/** GET /api/committee: the committee as it published itself in Strapi's panel, its name and quarter. */
export async function getCommittee(): Promise<Quarter> {
  return quarterOf((await api.get<One<StoredQuarter>>('/committee')).data);
}

/** Read once a session: a committee renames itself seldom, and the next page load reads it again. */
export const committeeQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.committee.all, queryFn: getCommittee, staleTime: Infinity });

export const useCommittee = () => useQuery(committeeQueryOptions());

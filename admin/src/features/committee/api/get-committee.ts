import { queryOptions, useQuery } from '@tanstack/react-query';
import { quarterOf, type Quarter, type StoredQuarter } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';

/** The committee's logo and accent colour (#RRGGBB, dark enough for white text), as given in the panel; null: none. */
interface Identity {
  logo: { url: string; alternativeText: string | null } | null;
  accentColor: string | null;
}

/** GET /api/committee: the committee as it published itself in Strapi's panel, its name, quarter, logo and colour. */
export type Committee = Quarter & Identity;

export async function getCommittee(): Promise<Committee> {
  const committee = (await api.get<One<StoredQuarter & Partial<Identity>>>('/committee')).data;
  return { ...quarterOf(committee), logo: committee.logo ?? null, accentColor: committee.accentColor ?? null };
}

/** Read once a session: a committee renames itself seldom, and the next page load reads it again. */
export const committeeQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.committee.all, queryFn: getCommittee, staleTime: Infinity });

export const useCommittee = () => useQuery(committeeQueryOptions());

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@brocante/shared';
import { getAllPages } from '../../../lib/get-all-pages';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Page } from '../../../lib/strapi-types';
import { listSearch } from '../../../hooks/use-list-params';
import type { Pitch } from '../types';

/** The committee's pitches, the same from one edition to the next. */
export function getPitches(query: ListQuery): Promise<Page<Pitch>> {
  return api.get<Page<Pitch>>(`/locations${listSearch({ ...query, status: '', edition: '' })}`);
}

export const pitchesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: queryKeys.pitches.list(query),
    queryFn: () => getPitches(query),
    placeholderData: keepPreviousData,
  });

export const usePitchList = (query: ListQuery) => useQuery(pitchesQueryOptions(query));

/** The pitches no one holds in this edition (a registration is given pitches of its own edition). */
export const useFreePitches = (edition: string | undefined) =>
  useQuery({
    queryKey: queryKeys.pitches.free(edition ?? ''),
    queryFn: () => getAllPages<Pitch>('/locations', { free: 'true', edition: edition! }),
    enabled: Boolean(edition),
  });

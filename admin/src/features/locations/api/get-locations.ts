import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@brocante/shared';
import { getAllPages } from '../../../lib/get-all-pages';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Page } from '../../../lib/strapi-types';
import { listSearch } from '../../../hooks/use-list-params';
import type { Location } from '../types';

/** The committee's pitches, the same from one edition to the next. */
export function getLocations(query: ListQuery): Promise<Page<Location>> {
  return api.get<Page<Location>>(`/locations${listSearch({ ...query, status: '', edition: '' })}`);
}

export const locationsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: queryKeys.locations.list(query),
    queryFn: () => getLocations(query),
    placeholderData: keepPreviousData,
  });

export const useLocations = (query: ListQuery) => useQuery(locationsQueryOptions(query));

/** The pitches no one holds in this edition (a registration is given pitches of its own edition). */
export const useFreeLocations = (edition: string | undefined) =>
  useQuery({
    queryKey: queryKeys.locations.free(edition ?? ''),
    queryFn: () => getAllPages<Location>('/locations', { free: 'true', edition: edition! }),
    enabled: Boolean(edition),
  });

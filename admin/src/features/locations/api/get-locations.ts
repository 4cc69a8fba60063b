import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type ListQuery } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/strapi-types';
import { listSearch } from '../../../hooks/use-list-params';
import type { Location } from '../types';

export function getLocations(query: ListQuery): Promise<Page<Location>> {
  return api.get<Page<Location>>(`/locations${listSearch({ ...query, status: '' })}`);
}

export const locationsQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: ['locations', query], queryFn: () => getLocations(query), placeholderData: keepPreviousData });

export const useLocations = (query: ListQuery) => useQuery(locationsQueryOptions(query));

/** Every free pitch, page after page (a quarter has a few dozen). */
export async function getFreeLocations(): Promise<Location[]> {
  const free: Location[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await api.get<Page<Location>>(`/locations?free=true&page=${page}&pageSize=${MAX_PAGE_SIZE}`);
    free.push(...data);
    if (page >= meta.pagination.pageCount) return free;
  }
}

export const useFreeLocations = () => useQuery({ queryKey: ['locations', 'free'], queryFn: getFreeLocations });

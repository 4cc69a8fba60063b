import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Page } from '../../../lib/strapi-types';
import { listSearch } from '../../../hooks/use-list-params';
import type { Registration } from '../types';

export function getRegistrations(query: ListQuery): Promise<Page<Registration>> {
  return api.get<Page<Registration>>(`/registrations${listSearch(query)}`);
}

export const registrationsQueryOptions = (query: ListQuery, enabled = true) =>
  queryOptions({
    queryKey: queryKeys.registrations.list(query),
    queryFn: () => getRegistrations(query),
    placeholderData: keepPreviousData,
    enabled,
  });

/** A page of registrations ('' edition: of every edition); not asked until `enabled` (the edition known). */
export const useRegistrations = (query: ListQuery, enabled = true) => useQuery(registrationsQueryOptions(query, enabled));

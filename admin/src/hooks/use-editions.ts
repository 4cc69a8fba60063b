import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditionRecord } from '@brocante/shared';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export async function getEditions(): Promise<EditionRecord[]> {
  return (await api.get<{ data: EditionRecord[] }>('/editions')).data;
}

export const editionsQueryOptions = () => queryOptions({ queryKey: queryKeys.editions.list, queryFn: getEditions });

/** Every edition, newest first, with its registrations count: the chooser above every screen reads it. */
export const useEditions = () => useQuery(editionsQueryOptions());

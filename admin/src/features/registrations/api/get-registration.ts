import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';
import type { Registration } from '../types';

export async function getRegistration(documentId: string): Promise<Registration> {
  return (await api.get<One<Registration>>(`/registrations/${documentId}`)).data;
}

export const registrationQueryOptions = (documentId: string) =>
  queryOptions({ queryKey: queryKeys.registrations.detail(documentId), queryFn: () => getRegistration(documentId) });

export const useRegistration = (documentId: string) => useQuery(registrationQueryOptions(documentId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiFailure, type BrocanteConfiguration } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';

/**
 * GET /api/configuration, read at data.data (BrocanteConfiguration's fields); null while no edition has been
 * held or opened yet (404): the volunteers then prepare the first one, so the screens load without it.
 */
export async function getConfiguration(): Promise<BrocanteConfiguration | null> {
  try {
    return (await api.get<One<BrocanteConfiguration>>('/configuration')).data;
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return null;
    throw error;
  }
}

export const configurationQueryOptions = () => queryOptions({ queryKey: queryKeys.configuration.all, queryFn: getConfiguration });

export const useConfiguration = () => useQuery(configurationQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrocanteConfiguration } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';

/** GET /api/configuration, read at data.data (specification section 7). */
export async function getConfiguration(): Promise<BrocanteConfiguration> {
  return (await api.get<One<BrocanteConfiguration>>('/configuration')).data;
}

export const configurationQueryOptions = () => queryOptions({ queryKey: queryKeys.configuration.all, queryFn: getConfiguration });

export const useConfiguration = () => useQuery(configurationQueryOptions());

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';

/** Replaces, for good, the personal data of the registrations of past editions. */
export async function anonymisePastEditions(): Promise<{ anonymised: number }> {
  return (await api.post<One<{ anonymised: number }>>('/registrations/anonymise-past-editions', {})).data;
}

export const useAnonymisePastEditions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anonymisePastEditions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.registrations.all }),
  });
};

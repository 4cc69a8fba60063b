import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorEnrolment, SecondFactorStatus } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/second-factor: whether the volunteer signs in with a second factor, and their recovery codes left. */
export const useSecondFactor = () =>
  useQuery({
    queryKey: queryKeys.secondFactor,
    queryFn: async () => (await api.get<{ data: SecondFactorStatus }>('/second-factor')).data,
  });

/** POST /api/second-factor/enrolment: a new secret, as a QR code's link for the app. */
export const useBeginSecondFactor = () =>
  useMutation({
    mutationFn: async () => (await api.post<{ data: SecondFactorEnrolment }>('/second-factor/enrolment', { data: {} })).data,
  });

/** POST /api/second-factor/confirmation: the app's first code; the recovery codes come back, once. */
export const useConfirmSecondFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await api.post<{ data: { recoveryCodes: string[] } }>('/second-factor/confirmation', { data: { code } })).data,
    // Enrolled, a volunteer who owed it may do again what their role may.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.secondFactor }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]),
  });
};

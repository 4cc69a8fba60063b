import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelperPairingAcceptance, HelperPairingCode, HelperPhone, HelperPhoneCredentials } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { session } from '../../../lib/session';

/** GET /api/helper-phones: the phones paired, their helpers' first names, last synchronisation, refused taps. */
export const useHelperPhones = ({ watching }: { watching: boolean }) =>
  useQuery({
    queryKey: queryKeys.team.phones,
    queryFn: async () => (await api.get<{ data: HelperPhone[] }>('/helper-phones')).data,
    // While a code is shown, the phone that takes it appears within seconds.
    refetchInterval: watching ? 3_000 : 30_000,
  });

/** POST /api/helper-pairings: a code that pairs one phone, for half an hour. */
export const useNewPairingCode = () =>
  useMutation({
    mutationFn: async () => (await api.post<{ data: HelperPairingCode }>('/helper-pairings', { data: {} })).data,
  });

/** POST /api/helper-phones/:id/revocation: the phone reads nothing more, its taps are refused. */
export const useRevokePhone = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/helper-phones/${id}/revocation`, { data: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.phones }),
  });
};

/** The helper's phone takes the code, then signs in with the account made for it (its password read by no one). */
export async function pairThisPhone(answer: HelperPairingAcceptance): Promise<HelperPhoneCredentials> {
  const credentials = (await api.post<{ data: HelperPhoneCredentials }>('/helper-pairing-acceptances', { data: answer })).data;
  const { jwt } = await api.post<{ jwt: string }>('/auth/local', {
    identifier: credentials.identifier,
    password: credentials.password,
  });
  session.set(jwt);
  return credentials;
}

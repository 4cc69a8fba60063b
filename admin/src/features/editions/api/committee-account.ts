import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommitteeAccountSettings, SettingsChangeRecord } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';

/** The committee's account, or null while none is set. */
export async function getCommitteeAccount(): Promise<CommitteeAccountSettings | null> {
  return (await api.get<One<CommitteeAccountSettings | null>>('/committee-account')).data;
}

export const useCommitteeAccount = () =>
  useQuery({ queryKey: queryKeys.editions.committeeAccount, queryFn: getCommitteeAccount });

/** Saved, announced by e-mail to every staff account and written in the history (by the server). */
export const useSaveCommitteeAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: CommitteeAccountSettings) =>
      (await api.put<One<CommitteeAccountSettings>>('/committee-account', { data })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.editions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.configuration.all }),
      ]),
  });
};

/** Every change of the money settings, newest first. */
export const useSettingsChanges = () =>
  useQuery({
    queryKey: queryKeys.editions.settingsChanges,
    queryFn: async () => (await api.get<{ data: SettingsChangeRecord[] }>('/settings-changes')).data,
  });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamMember, TeamMemberChange } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/team: every volunteer's account, its role, whether it is active, its last sign-in. */
export const useTeam = () =>
  useQuery({
    queryKey: queryKeys.team.all,
    queryFn: async () => (await api.get<{ data: TeamMember[] }>('/team')).data,
  });

/** PUT /api/team/:id: another role, or the account deactivated (its sessions end at once) or active again. */
export const useChangeMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: TeamMemberChange }) => api.put(`/team/${id}`, { data: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
};

/** POST /api/team/:id/second-factor-reset: a lost phone's second factor off; the volunteer's sessions end. */
export const useResetSecondFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/team/${id}/second-factor-reset`, { data: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
};

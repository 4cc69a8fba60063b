import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamSettings, TeamSettingsChange } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/team-settings: the team's rules, as the coordination set them. */
export const useTeamSettings = () =>
  useQuery({
    queryKey: queryKeys.team.settings,
    queryFn: async () => (await api.get<{ data: TeamSettings }>('/team-settings')).data,
  });

/** PUT /api/team-settings: a rule changed, announced by e-mail to every volunteer; who owes what may change with it. */
export const useChangeTeamSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TeamSettingsChange) => api.put('/team-settings', { data: change }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]),
  });
};

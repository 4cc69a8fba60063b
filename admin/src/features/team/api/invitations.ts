import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamInvitation, TeamInvitationInput } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/team-invitations: the invitations not yet taken, expired ones included (they may be sent again). */
export const useInvitations = () =>
  useQuery({
    queryKey: queryKeys.team.invitations,
    queryFn: async () => (await api.get<{ data: TeamInvitation[] }>('/team-invitations')).data,
  });

const useInvitationChange = <Input, Output>(send: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
};

/** POST /api/team-invitations: the link e-mailed in the invitee's language. */
export const useInvite = () =>
  useInvitationChange(
    async (input: TeamInvitationInput) => (await api.post<{ data: TeamInvitation }>('/team-invitations', { data: input })).data,
  );

/** A new link, valid again for seven days; the one before no longer works. */
export const useResendInvitation = () => useInvitationChange((id: number) => api.post(`/team-invitations/${id}/resend`, {}));

/** The invitation withdrawn: its link no longer works. */
export const useRevokeInvitation = () => useInvitationChange((id: number) => api.delete(`/team-invitations/${id}`));

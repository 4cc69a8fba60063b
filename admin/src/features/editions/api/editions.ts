import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditionRecord, EditionSettings, EditionState } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { One } from '../../../lib/strapi-types';

/**
 * After a change of an edition: the list, the history of changes, and the configuration the public
 * and every screen read (the edition the public sees may have changed).
 */
const useEditionMutation = <Input>(mutationFn: (input: Input) => Promise<EditionRecord>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.editions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.configuration.all }),
      ]),
  });
};

/** A new edition, in preparation. */
export const useCreateEdition = () =>
  useEditionMutation(async (data: EditionSettings) => (await api.post<One<EditionRecord>>('/editions', { data })).data);

/** An edition's settings; `date` names the edition as it is now (its day may move). */
export const useUpdateEdition = () =>
  useEditionMutation(
    async ({ date, data }: { date: string; data: EditionSettings }) =>
      (await api.put<One<EditionRecord>>(`/editions/${date}`, { data })).data,
  );

/** A change of state; `withoutPitches`: opened although no pitch is drawn, the volunteer having been asked. */
export const useChangeEditionState = () =>
  useEditionMutation(
    async ({ date, state, withoutPitches }: { date: string; state: EditionState; withoutPitches?: boolean }) =>
      (
        await api.put<One<EditionRecord>>(`/editions/${date}/state`, {
          data: { state, ...(withoutPitches && { withoutPitches }) },
        })
      ).data,
  );

/** How many were invited now, of those who asked to hear of the next brocante. */
export interface InvitationsSent {
  invited: number;
  consenting: number;
}

/** The invitation to an open edition, to those who asked for it (each once per edition, whoever presses). */
export const useSendInvitations = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (date: string) => (await api.post<One<InvitationsSent>>(`/editions/${date}/invitations`, {})).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.editions.all }),
  });
};

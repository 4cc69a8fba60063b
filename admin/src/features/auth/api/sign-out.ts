import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { phoneStore } from '../../../lib/phone-store';
import { session } from '../../../lib/session';

/**
 * POST /api/auth/logout ends the session and clears its cookie; the exhibitors kept on the phone go with it
 * (taps not yet sent stay, sent after the next sign-in).
 */
export async function signOut(): Promise<void> {
  try {
    await api.post('/auth/logout', {});
  } finally {
    session.end();
    await phoneStore.forgetList();
  }
}

export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSettled: () => queryClient.clear() });
};

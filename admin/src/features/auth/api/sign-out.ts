import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** POST /api/auth/logout ends the session and clears its cookie. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/auth/logout', {});
  } finally {
    session.set(null);
  }
}

export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSettled: () => queryClient.clear() });
};

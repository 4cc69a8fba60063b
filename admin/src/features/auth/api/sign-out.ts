import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { phoneStore } from '../../../lib/phone-store';
import { session } from '../../../lib/session';

/**
 * POST /api/auth/logout ends the session and clears its cookie; the exhibitors kept on the phone go with it
 * (taps not yet sent stay, sent after the next sign-in).
 */
export async function signOut(): Promise<void> {
  session.signingOut();
  try {
    await api.post('/auth/logout', {});
  } finally {
    session.end();
    await phoneStore.forgetList();
  }
}

/**
 * To the sign-in screen, then the cache emptied. A screen's query still under way, or asked again as the screen closes,
 * is refused without a session: that refusal is not the server ending the session (lib/session.ts, `signedOut`), or
 * the volunteer who had just signed out would meet « Accès refusé » on a page loaded again, which then sent them back
 * to that screen once signed in.
 */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      await navigate(paths.signIn.getHref(), { flushSync: true });
      queryClient.clear();
    },
  });
};

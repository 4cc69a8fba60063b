import type { SignInInput } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** POST /api/auth/local: the access token stays in memory, the session cookie with the browser. */
export async function signIn(input: SignInInput): Promise<void> {
  const { jwt } = await api.post<{ jwt: string }>('/auth/local', input);
  session.set(jwt);
}

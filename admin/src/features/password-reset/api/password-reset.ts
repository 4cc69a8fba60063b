import type { PasswordReset } from '@brocante/shared';
import { api } from '../../../lib/api-client';

/** POST /api/password-reset-requests: the server's one same answer, whether the address has an account or not. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await api.post<{ data: { message: string } }>('/password-reset-requests', { data: { email } })).data.message;
}

/** POST /api/password-resets: the new password; every session of the account ends. */
export async function resetPassword(answer: PasswordReset): Promise<string> {
  return (await api.post<{ data: { message: string } }>('/password-resets', { data: answer })).data.message;
}

import type { InvitationAcceptance, InvitationPreview } from '@brocante/shared';
import { api } from '../../../lib/api-client';

/** POST /api/team-invitation-previews: what the link offers (the key never goes in an address). */
export async function previewInvitation(key: string): Promise<InvitationPreview> {
  return (await api.post<{ data: InvitationPreview }>('/team-invitation-previews', { data: { key } })).data;
}

/** POST /api/team-invitation-acceptances: the account made with the invitation's role, the link spent. */
export async function acceptInvitation(answer: InvitationAcceptance): Promise<{ email: string; panel: boolean }> {
  return (await api.post<{ data: { email: string; panel: boolean } }>('/team-invitation-acceptances', { data: answer })).data;
}

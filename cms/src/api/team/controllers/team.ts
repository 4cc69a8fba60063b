import {
  invitationAcceptanceSchema,
  journalQuerySchema,
  invitationKeySchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  teamInvitationSchema,
  teamMemberChangeSchema,
  type SignedInVolunteer,
} from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { parse, rowIdOf } from '../../../lib/parse';
import { apiText } from '../../../lib/request-language';
import { staffRoleOf, volunteerName } from '../../../lib/staff-role';
import { journal } from '../../../engine/journal';
import { team } from '../../../engine/team';
import { passwordResets } from '../../../engine/password-resets';
import { teamSettings } from '../../../engine/team-settings';
import { teamInvitations } from '../../../engine/team-invitations';

/** The committee's team, as its volunteers see it and its coordinators run it (engine/team.ts). */
export default ({ strapi }: { strapi: any }) => ({
  /** The signed-in volunteer: their address and role; the admin hides what the role may not (the server refuses it). */
  async me(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    const me: SignedInVolunteer = {
      email: String(ctx.state.user.email),
      role: staffRoleOf(ctx),
      secondFactorOwed: await teamSettings(strapi).secondFactorOwed(Number(ctx.state.user.id)),
    };
    return { data: me };
  },

  async list(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    return { data: await team(strapi).members() };
  },

  async change(ctx: any) {
    const change = parse(teamMemberChangeSchema, requestData(ctx.request.body));
    return { data: await team(strapi).change(String(ctx.params.id), change) };
  },

  /** A volunteer who lost their phone and their recovery codes: their second factor off, their sessions ended. */
  async resetSecondFactor(ctx: any) {
    return { data: await team(strapi).resetSecondFactor(String(ctx.params.id)) };
  },

  async invitations(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    return { data: await teamInvitations(strapi).pending() };
  },

  async invite(ctx: any) {
    const input = parse(teamInvitationSchema, requestData(ctx.request.body));
    ctx.status = 201;
    return { data: await teamInvitations(strapi).invite(input, volunteerName(ctx)) };
  },

  async resendInvitation(ctx: any) {
    return { data: await teamInvitations(strapi).resend(rowIdOf(ctx)) };
  },

  async revokeInvitation(ctx: any) {
    await teamInvitations(strapi).revoke(rowIdOf(ctx));
    return { data: { revoked: true } };
  },

  async journal(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    return { data: await journal(strapi).page(parse(journalQuerySchema, ctx.query)) };
  },

  /** Public: what an invitation's link offers, or one same refusal for any link that cannot be taken. */
  async previewInvitation(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    const { key } = parse(invitationKeySchema, requestData(ctx.request.body));
    return { data: await teamInvitations(strapi).preview(key) };
  },

  /** Public: the invitee joins with their name and password. */
  async acceptInvitation(ctx: any) {
    const answer = parse(invitationAcceptanceSchema, requestData(ctx.request.body));
    ctx.status = 201;
    return { data: await teamInvitations(strapi).accept(answer) };
  },

  /** Public: a forgotten password's link asked for; one same answer whether the address has an account or not. */
  async requestPasswordReset(ctx: any) {
    const { email } = parse(passwordResetRequestSchema, requestData(ctx.request.body));
    await passwordResets(strapi).request(email);
    ctx.status = 202;
    return { data: { message: apiText(ctx, 'passwordResetSent') } };
  },

  /** Public: the new password, with the link's key; every session of the account ends. */
  async resetPassword(ctx: any) {
    await passwordResets(strapi).reset(parse(passwordResetSchema, requestData(ctx.request.body)));
    return { data: { message: apiText(ctx, 'passwordChanged') } };
  },
});

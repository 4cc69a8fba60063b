export default {
  routes: [
    // Any volunteer: who they are and their role, for the admin to offer what the role may (packages/shared, team.ts).
    { method: 'GET', path: '/team/me', handler: 'api::team.team.me' },
    // Coordination: the team's accounts, a role changed, an account deactivated.
    { method: 'GET', path: '/team', handler: 'api::team.team.list' },
    { method: 'PUT', path: '/team/:id', handler: 'api::team.team.change' },
    { method: 'GET', path: '/team-invitations', handler: 'api::team.team.invitations' },
    { method: 'POST', path: '/team-invitations', handler: 'api::team.team.invite' },
    { method: 'POST', path: '/team-invitations/:id/resend', handler: 'api::team.team.resendInvitation' },
    { method: 'DELETE', path: '/team-invitations/:id', handler: 'api::team.team.revokeInvitation' },
    // Any volunteer: their own second factor, enrolled from a QR code; a coordinator resets another's.
    { method: 'GET', path: '/second-factor', handler: 'api::team.second-factor.status' },
    { method: 'POST', path: '/second-factor/enrolment', handler: 'api::team.second-factor.begin' },
    { method: 'POST', path: '/second-factor/confirmation', handler: 'api::team.second-factor.confirm' },
    { method: 'POST', path: '/team/:id/second-factor-reset', handler: 'api::team.team.resetSecondFactor' },
    // Coordination: the team's rules (a second factor asked of the roles that move money).
    { method: 'GET', path: '/team-settings', handler: 'api::team.team-settings.show' },
    { method: 'PUT', path: '/team-settings', handler: 'api::team.team-settings.change' },
    // Coordination: who did what, by person and by day.
    { method: 'GET', path: '/journal', handler: 'api::team.team.journal' },
    // Public: the invitee's page (a key, never in an address: POST), then their answer.
    { method: 'POST', path: '/team-invitation-previews', handler: 'api::team.team.previewInvitation' },
    { method: 'POST', path: '/team-invitation-acceptances', handler: 'api::team.team.acceptInvitation' },
    // Public: a forgotten password (its link by e-mail, then the new password).
    { method: 'POST', path: '/password-reset-requests', handler: 'api::team.team.requestPasswordReset' },
    { method: 'POST', path: '/password-resets', handler: 'api::team.team.resetPassword' },
  ],
};

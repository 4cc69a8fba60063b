export default {
  routes: [
    // Any volunteer: who they are and their role, for the admin to offer what the role may (packages/shared, team.ts).
    { method: 'GET', path: '/team/me', handler: 'api::team.team.me' },
    // Coordination: the team's accounts, a role changed, an account deactivated.
    { method: 'GET', path: '/team', handler: 'api::team.team.list' },
    { method: 'PUT', path: '/team/:id', handler: 'api::team.team.change' },
  ],
};

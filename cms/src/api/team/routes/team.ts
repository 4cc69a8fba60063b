export default {
  routes: [
    // Any volunteer: who they are and their role, for the admin to offer what the role may (packages/shared, team.ts).
    { method: 'GET', path: '/team/me', handler: 'api::team.team.me' },
  ],
};

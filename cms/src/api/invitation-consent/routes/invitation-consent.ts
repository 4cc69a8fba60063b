export default {
  routes: [{ method: 'POST', path: '/invitation-withdrawals', handler: 'api::invitation-consent.invitation-consent.withdraw' }],
};

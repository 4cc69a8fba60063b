export default {
  routes: [
    { method: 'GET', path: '/configuration', handler: 'api::edition.edition.current' },
    { method: 'GET', path: '/pricing', handler: 'api::edition.edition.pricing' },
    { method: 'GET', path: '/editions', handler: 'api::edition.edition.list' },
    { method: 'POST', path: '/editions', handler: 'api::edition.edition.create' },
    { method: 'PUT', path: '/editions/:date', handler: 'api::edition.edition.update' },
    { method: 'PUT', path: '/editions/:date/state', handler: 'api::edition.edition.changeState' },
    { method: 'POST', path: '/editions/:date/invitations', handler: 'api::edition.edition.invite' },
    { method: 'GET', path: '/editions/:date/commune-file', handler: 'api::edition.edition.communeFile' },
    { method: 'GET', path: '/committee-account', handler: 'api::edition.edition.account' },
    { method: 'PUT', path: '/committee-account', handler: 'api::edition.edition.setAccount' },
    { method: 'GET', path: '/settings-changes', handler: 'api::edition.edition.changes' },
  ],
};

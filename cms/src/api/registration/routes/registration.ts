export default {
  routes: [
    { method: 'POST', path: '/registrations', handler: 'api::registration.registration.create' },
    { method: 'GET', path: '/registrations', handler: 'api::registration.registration.find' },
    { method: 'POST', path: '/registrations/anonymise-past-editions', handler: 'api::registration.registration.anonymisePastEditions' },
    { method: 'GET', path: '/registrations/:id', handler: 'api::registration.registration.findOne' },
    { method: 'POST', path: '/registrations/:id/status', handler: 'api::registration.registration.changeStatus' },
    { method: 'PUT', path: '/registrations/:id/location', handler: 'api::registration.registration.assignLocation' },
  ],
};

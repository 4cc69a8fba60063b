export default {
  routes: [
    { method: 'POST', path: '/registrations', handler: 'api::registration.registration.create' },
    { method: 'GET', path: '/registrations', handler: 'api::registration.registration.find' },
    {
      method: 'POST',
      path: '/registrations/anonymise-past-editions',
      handler: 'api::registration.registration.anonymisePastEditions',
    },
    { method: 'GET', path: '/registrations/:id', handler: 'api::registration.registration.findOne' },
    { method: 'POST', path: '/registrations/:id/steps', handler: 'api::registration.registration.takeStep' },
    { method: 'PUT', path: '/registrations/:id/location', handler: 'api::registration.registration.assignLocation' },
  ],
};

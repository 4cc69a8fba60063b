export default {
  routes: [
    { method: 'POST', path: '/registrations', handler: 'api::registration.registration.create' },
    { method: 'GET', path: '/registrations', handler: 'api::registration.registration.find' },
    {
      method: 'POST',
      path: '/registrations/anonymise-past-editions',
      handler: 'api::registration.registration.anonymisePastEditions',
    },
    { method: 'GET', path: '/registrations/export', handler: 'api::registration.registration.exportCsv' },
    { method: 'GET', path: '/registrations/:id', handler: 'api::registration.registration.findOne' },
    { method: 'GET', path: '/dashboard', handler: 'api::registration.dashboard.show' },
    // The day of the brocante: the exhibitors for a phone, their arrivals (a phone's queue, in one call).
    { method: 'GET', path: '/check-in', handler: 'api::registration.check-in.list' },
    { method: 'POST', path: '/check-in', handler: 'api::registration.check-in.record' },
    { method: 'POST', path: '/registrations/:id/steps', handler: 'api::registration.registration.takeStep' },
    { method: 'PUT', path: '/registrations/:id/locations', handler: 'api::registration.registration.assignPitches' },
    { method: 'GET', path: '/registrations/:id/history', handler: 'api::registration.registrant.history' },
    { method: 'POST', path: '/registrations/:id/link', handler: 'api::registration.registrant.link' },
    { method: 'POST', path: '/registrations/:id/erasure', handler: 'api::registration.registrant.confirmErasure' },
    { method: 'PUT', path: '/registrations/:id/email', handler: 'api::registration.registrant.correctEmail' },
    // The registrant's own page: the private link's key rides in the body, never in an address.
    { method: 'POST', path: '/my-registration', handler: 'api::registration.registrant.view' },
    { method: 'POST', path: '/my-registration/changes', handler: 'api::registration.registrant.change' },
    { method: 'POST', path: '/my-registration/sale', handler: 'api::registration.registrant.changeSale' },
    { method: 'POST', path: '/my-registration/cancellation', handler: 'api::registration.registrant.cancel' },
    { method: 'POST', path: '/my-registration/data', handler: 'api::registration.registrant.exportData' },
    { method: 'POST', path: '/my-registration/erasure-request', handler: 'api::registration.registrant.requestErasure' },
    { method: 'POST', path: '/my-registration/link-requests', handler: 'api::registration.registrant.requestLink' },
  ],
};

export default {
  routes: [
    // The plan of the pitches: free or taken for everyone; who holds what, and their state, for staff.
    { method: 'GET', path: '/pitch-map', handler: 'api::location.location.plan' },
    { method: 'GET', path: '/pitch-map/staff', handler: 'api::location.location.planForStaff' },
  ],
};

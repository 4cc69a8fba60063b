export default {
  routes: [
    // For a monitoring service: the states only, 503 when one is not well.
    { method: 'GET', path: '/health', handler: 'api::server-health.server-health.states' },
    // Staff: the states with their figures, for the dashboard.
    { method: 'GET', path: '/server-health', handler: 'api::server-health.server-health.details' },
  ],
};

export default {
  routes: [
    // For a monitoring service: the states only, 503 when one is not well.
    { method: 'GET', path: '/health', handler: 'api::server-health.server-health.states' },
    // For the site's build: what it is built from, which it writes beside itself (site/src/pages/site-stamp.txt.ts).
    { method: 'GET', path: '/site-stamp', handler: 'api::server-health.server-health.siteStamp' },
    // Staff: the states with their figures, for the dashboard.
    { method: 'GET', path: '/server-health', handler: 'api::server-health.server-health.details' },
  ],
};

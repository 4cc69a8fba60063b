export default {
  routes: [
    { method: 'GET', path: '/configuration', handler: 'api::configuration.configuration.find' },
    { method: 'GET', path: '/pricing', handler: 'api::configuration.configuration.pricing' },
  ],
};

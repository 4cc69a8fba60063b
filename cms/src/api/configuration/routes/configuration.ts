export default {
  routes: [{ method: 'GET', path: '/configuration', handler: 'api::configuration.configuration.find' }],
};

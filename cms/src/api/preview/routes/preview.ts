export default {
  routes: [{ method: 'POST', path: '/previews', handler: 'api::preview.preview.show' }],
};

/** Staff: the admin's first screen. */
export default ({ strapi }: { strapi: any }) => ({
  async show() {
    return { data: await strapi.service('api::registration.dashboard').figures() };
  },
});

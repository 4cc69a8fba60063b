import { factories } from '@strapi/strapi';
import { API_MESSAGES } from '@brocante/shared';
import { notFound } from '../../../lib/api-errors';

export default factories.createCoreController('api::configuration.configuration', ({ strapi }) => ({
  async find() {
    const configuration = await strapi.service('api::configuration.configuration').current();
    if (!configuration) throw notFound(API_MESSAGES.configurationMissing);
    return { data: configuration };
  },

  /** GET /api/pricing: what a registration costs, beside the specification's configuration. */
  async pricing() {
    const pricing = await strapi.service('api::configuration.configuration').pricing();
    if (!pricing) throw notFound(API_MESSAGES.configurationMissing);
    return { data: pricing };
  },
}));

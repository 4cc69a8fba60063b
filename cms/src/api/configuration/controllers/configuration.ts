import { factories } from '@strapi/strapi';
import { API_MESSAGES } from '@brocante/shared';
import { notFound } from '../../../lib/api-errors';

export default factories.createCoreController('api::configuration.configuration', ({ strapi }) => ({
  async find() {
    const configuration = await strapi.service('api::configuration.configuration').current();
    if (!configuration) throw notFound(API_MESSAGES.configurationMissing);
    return { data: configuration };
  },
}));

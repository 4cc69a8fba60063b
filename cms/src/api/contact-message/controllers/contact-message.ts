import { factories } from '@strapi/strapi';
import { contactMessageInputSchema } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { parse } from '../../../lib/parse';

export default factories.createCoreController('api::contact-message.contact-message', ({ strapi }) => ({
  /** Public: stored first (validated with the form's schema); the answer echoes nothing personal. */
  async create(ctx) {
    const data = parse(contactMessageInputSchema, requestData(ctx.request.body));
    const message = await strapi.documents('api::contact-message.contact-message').create({ data });
    ctx.status = 201;
    return { data: { documentId: message.documentId, receivedAt: message.createdAt } };
  },
}));

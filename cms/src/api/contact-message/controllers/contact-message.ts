import { factories } from '@strapi/strapi';
import { contactMessageInputSchema } from '@brocante/shared';
import { invalidInput, requestData } from '../../../lib/api-errors';

export default factories.createCoreController('api::contact-message.contact-message', ({ strapi }) => ({
  /** Public: stored first (validated with the form's schema); the answer echoes nothing personal. */
  async create(ctx) {
    const result = contactMessageInputSchema.safeParse(requestData(ctx.request.body));
    if (!result.success) throw invalidInput(result.error);
    const message = await strapi.documents('api::contact-message.contact-message').create({ data: result.data });
    ctx.status = 201;
    return { data: { documentId: message.documentId, receivedAt: message.createdAt } };
  },
}));

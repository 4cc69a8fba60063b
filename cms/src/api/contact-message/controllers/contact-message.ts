import { factories } from '@strapi/strapi';
import { contactMessageInputSchema } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { parse } from '../../../lib/parse';
import { contactMessageToCommittee } from '../../../emails/templates';

export const committeeEmail = () => process.env.COMMITTEE_EMAIL?.trim() || 'comite@trois-tilleuls.example.be';

export default factories.createCoreController('api::contact-message.contact-message', ({ strapi }) => ({
  /** Public: the message is stored with its e-mail to the committee (reply-to: the sender), then sent. */
  async create(ctx) {
    const data = parse(contactMessageInputSchema, requestData(ctx.request.body));
    const outbox = strapi.service('api::email-message.email-message');
    const message = await strapi.db.transaction(async () => {
      const stored = await strapi.documents('api::contact-message.contact-message').create({ data });
      await outbox.queue(`contact:${stored.documentId}`, contactMessageToCommittee(data, committeeEmail()));
      return stored;
    });
    outbox.sendSoon();
    ctx.status = 201;
    return { data: { documentId: message.documentId, receivedAt: message.createdAt } };
  },
}));

import { factories } from '@strapi/strapi';
import { contactMessageInputSchema } from '@brocante/shared';
import { requestData } from '../../../lib/api-errors';
import { parse } from '../../../lib/parse';
import { contactMessageToCommittee } from '../../../emails/committee-emails';
import { outbox } from '../../../engine/outbox';
import { committeeAddress } from '../../../lib/committee-addresses';

export default factories.createCoreController('api::contact-message.contact-message', ({ strapi }) => ({
  /** Public: the message is stored with its e-mail to the committee (reply-to: the sender), then sent. */
  async create(ctx) {
    const data = parse(contactMessageInputSchema, requestData(ctx.request.body));
    const message = await strapi.db.transaction(async () => {
      const stored = await strapi.documents('api::contact-message.contact-message').create({ data });
      await outbox(strapi).queue(
        `contact:${stored.documentId}`,
        contactMessageToCommittee(data, committeeAddress('COMMITTEE_EMAIL')),
      );
      return stored;
    });
    outbox(strapi).sendSoon();
    ctx.status = 201;
    return { data: { documentId: message.documentId, receivedAt: message.createdAt } };
  },
}));

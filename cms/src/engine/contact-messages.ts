import type { Core } from '@strapi/strapi';

const UID = 'api::contact-message.contact-message';

/** Erases, for good, the messages received before `instant`, with the e-mails that carried them to the committee. */
export async function eraseContactMessagesBefore(strapi: Core.Strapi, instant: Date): Promise<number> {
  return strapi.db.transaction(async () => {
    const old = await strapi.db.query(UID).findMany({ where: { createdAt: { $lt: instant } }, select: ['id', 'documentId'] });
    if (!old.length) return 0;
    await strapi.db
      .query('api::email-message.email-message')
      .deleteMany({ where: { topic: { $in: old.map((message) => `contact:${message.documentId}`) } } });
    await strapi.db.query(UID).deleteMany({ where: { id: { $in: old.map((message) => message.id) } } });
    return old.length;
  });
}

import { factories } from '@strapi/strapi';
import { eraseContactMessagesBefore } from '../../../engine/contact-messages';

/** Strapi's service over engine/contact-messages.ts, which the code imports directly. */
export default factories.createCoreService('api::contact-message.contact-message', ({ strapi }) => ({
  eraseReceivedBefore: (instant: Date) => eraseContactMessagesBefore(strapi, instant),
}));

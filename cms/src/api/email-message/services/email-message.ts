import { factories } from '@strapi/strapi';
import { outbox } from '../../../engine/outbox';

/** Strapi's service over the engine's module (engine/outbox.ts), which the code imports directly. */
export default factories.createCoreService('api::email-message.email-message', ({ strapi }) => ({ ...outbox(strapi) }));

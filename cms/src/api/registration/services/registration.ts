import { factories } from '@strapi/strapi';
import { registrations } from '../../../engine/registrations';

/** Strapi's service over the engine's module (engine/registrations.ts), which the code imports directly. */
export default factories.createCoreService('api::registration.registration', ({ strapi }) => ({ ...registrations(strapi) }));

import type { Core } from '@strapi/strapi';
import { registrantPage } from '../../../engine/registrant-page';

/** Strapi's service over the engine's module (engine/registrant-page.ts), which the code imports directly. */
export default ({ strapi }: { strapi: Core.Strapi }) => registrantPage(strapi);

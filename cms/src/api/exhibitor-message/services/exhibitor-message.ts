import type { Core } from '@strapi/strapi';
import { exhibitorMessages } from '../../../engine/exhibitor-messages';

/** Strapi's service over the engine's module (engine/exhibitor-messages.ts), which the code imports directly. */
export default ({ strapi }: { strapi: Core.Strapi }) => exhibitorMessages(strapi);

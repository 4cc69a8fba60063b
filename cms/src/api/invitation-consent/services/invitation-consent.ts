import type { Core } from '@strapi/strapi';
import { invitations } from '../../../engine/invitations';

/** Strapi's service over the engine's module (engine/invitations.ts), which the code imports directly. */
export default ({ strapi }: { strapi: Core.Strapi }) => invitations(strapi);

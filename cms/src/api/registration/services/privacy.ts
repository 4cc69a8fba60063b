import type { Core } from '@strapi/strapi';
import { privacy } from '../../../engine/privacy';

/** Strapi's service over the engine's module (engine/privacy.ts), which the code imports directly. */
export default ({ strapi }: { strapi: Core.Strapi }) => privacy(strapi);

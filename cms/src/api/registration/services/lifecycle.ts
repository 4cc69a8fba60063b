import type { Core } from '@strapi/strapi';
import { lifecycle } from '../../../engine/lifecycle';

/** Strapi's service over the engine's module (engine/lifecycle.ts), which the code imports directly. */
export default ({ strapi }: { strapi: Core.Strapi }) => lifecycle(strapi);

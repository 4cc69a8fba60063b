import type { Core } from '@strapi/strapi';
import { editions } from '../../../engine/editions';

/** Strapi's service over the engine's module (engine/editions.ts), which the code imports directly. */
export default ({ strapi }: { strapi: Core.Strapi }) => editions(strapi);

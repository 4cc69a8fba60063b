import type { Core } from '@strapi/strapi';
import { checkIn } from '../../../engine/check-in';

/** Strapi's service over the engine's module (engine/check-in.ts), which the code imports directly. */
export default ({ strapi }: { strapi: Core.Strapi }) => checkIn(strapi);

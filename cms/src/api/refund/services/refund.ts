import type { Core } from '@strapi/strapi';
import { refunds } from '../../../engine/refunds';

/** Strapi's service over the engine's module (engine/refunds.ts), which the code imports directly. */
export default ({ strapi }: { strapi: Core.Strapi }) => refunds(strapi);

import type { Core } from '@strapi/strapi';
import { dashboard } from '../../../engine/dashboard';

/** Strapi's service over the engine's module (engine/dashboard.ts), which the code imports directly. */
export default ({ strapi }: { strapi: Core.Strapi }) => dashboard(strapi);

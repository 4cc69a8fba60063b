import type { Core } from '@strapi/strapi';
import { lifecycle } from '../../../engine/lifecycle';
import { unpaidExpiry } from '../../../engine/unpaid-expiry';

/**
 * Strapi's service over the engine's modules (engine/lifecycle.ts, engine/unpaid-expiry.ts), which the code imports
 * directly; the tests reach the steps and the unpaid registrations' clock through it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({ ...lifecycle(strapi), ...unpaidExpiry(strapi) });

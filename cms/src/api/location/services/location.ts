import { factories } from '@strapi/strapi';
import { pitchPlan } from '../../../engine/pitch-plan';

/** Strapi's service over the engine's module (engine/pitch-plan.ts), which the code imports directly. */
export default factories.createCoreService('api::location.location', ({ strapi }) => ({ ...pitchPlan(strapi) }));

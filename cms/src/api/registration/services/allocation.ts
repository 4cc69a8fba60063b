import type { Core } from '@strapi/strapi';
import { pitchAssignment } from '../../../engine/pitch-assignment';

/** Strapi's service over the engine's module (engine/pitch-assignment.ts), which the code imports directly. */
export default ({ strapi }: { strapi: Core.Strapi }) => pitchAssignment(strapi);

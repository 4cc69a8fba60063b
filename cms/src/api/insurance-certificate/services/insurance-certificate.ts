import type { Core } from '@strapi/strapi';
import { insuranceCertificates } from '../../../engine/insurance-certificates';

/** Strapi's service over the engine's module (engine/insurance-certificates.ts), which the code imports directly. */
export default ({ strapi }: { strapi: Core.Strapi }) => insuranceCertificates(strapi);

import { factories } from '@strapi/strapi';
import { payments } from '../../../engine/payments';

/** Strapi's service over the engine's module (engine/payments.ts), which the code imports directly. */
export default factories.createCoreService('api::bank-transaction.bank-transaction', ({ strapi }) => ({ ...payments(strapi) }));

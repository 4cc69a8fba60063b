import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::committee-account.committee-account');

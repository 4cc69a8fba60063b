import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::settings-change.settings-change');

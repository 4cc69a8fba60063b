import type { Core } from '@strapi/strapi';
import { siteRebuilder } from '../src/bootstrap/site-rebuild';

/** Scheduled work inside Strapi (server.cron). */
export default {
  siteAfterDeadlines: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => siteRebuilder(strapi).deadlinesPassed(),
    options: { rule: '*/5 * * * *', tz: 'Europe/Brussels' },
  },
};

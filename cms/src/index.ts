import type { Core } from '@strapi/strapi';
import { ensureDatabaseConstraints } from './bootstrap/database-constraints';
import { contentLanguages } from './bootstrap/content-languages';
import { grantEditorsTheirContent, keepPersonalDataFromEditors, writePermissions } from './bootstrap/permissions';
import { seedCommitteePages } from './bootstrap/seed-committee-pages';
import { labelPanelFields } from './bootstrap/panel-labels';
import { frenchPanelAccounts } from './bootstrap/panel-language';
import { seedDemo } from './bootstrap/demo-seed';
import { enforcePostSlugs } from './bootstrap/post-slug-rule';
import { enforceAccentContrast } from './bootstrap/committee-identity';
import { siteRebuilder } from './bootstrap/site-rebuild';
import { isProduction } from './lib/production';
import { closeThrottleStore } from './lib/throttle-store';
import { databaseIdle } from './lib/database-idle';
import { outbox } from './engine/outbox';
import { statementImportJobs } from './engine/statement-import-jobs';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    enforcePostSlugs(strapi);
    enforceAccentContrast(strapi);
    frenchPanelAccounts(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureDatabaseConstraints(strapi);
    await writePermissions(strapi);
    await keepPersonalDataFromEditors(strapi);
    await grantEditorsTheirContent(strapi);
    await contentLanguages(strapi);
    await labelPanelFields(strapi);
    // Production never gets the demo accounts; development and tests do unless SEED_DEMO=false.
    const demo = !isProduction() && process.env.SEED_DEMO !== 'false';
    await seedCommitteePages(strapi, { demo });
    if (demo) await seedDemo(strapi);
    siteRebuilder(strapi).listen();
    // An import cut short by the last stop goes on from where it stopped.
    await statementImportJobs(strapi).resumeStalled();
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await statementImportJobs(strapi).stop();
    await outbox(strapi).stop();
    await closeThrottleStore();
    await databaseIdle(strapi);
  },
};

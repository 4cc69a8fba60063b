import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { PRODUCTION_URL } from './support/production-stack';

/** The production stack (nginx, HTTPS, strapi start on PostgreSQL): e2e/production. */
export default defineConfig({
  ...baseConfig,
  testDir: './production',
  globalSetup: './support/production-setup.ts',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-production.json' }]],
  use: { ...baseConfig.use, baseURL: PRODUCTION_URL, ignoreHTTPSErrors: true },
});

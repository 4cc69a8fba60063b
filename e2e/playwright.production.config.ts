import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { PRODUCTION_URL } from './support/production-stack';

/** The production stack (nginx, HTTPS, strapi start on PostgreSQL): e2e/production. */
export default defineConfig({
  ...baseConfig,
  testDir: './production',
  globalSetup: './support/production-setup.ts',
  // Playwright empties its output folder at start: keep the other suite's report in test-results/.
  outputDir: 'test-results-production',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-production.json' }]],
  use: { ...baseConfig.use, baseURL: PRODUCTION_URL, ignoreHTTPSErrors: true },
});

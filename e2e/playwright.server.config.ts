import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/** The committee's server from bare Debian (deploy/brocante install, backups, restore): e2e/server. */
export default defineConfig({
  ...baseConfig,
  testDir: './server',
  globalSetup: './support/server-setup.ts',
  // The install runs in the setup; the restore drill installs a second server.
  timeout: 120_000,
  // Playwright empties its output folder at start: keep the other suites' reports in test-results/.
  outputDir: 'test-results-server',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-server.json' }]],
});

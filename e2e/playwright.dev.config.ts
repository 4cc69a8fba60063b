import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { DEV_URLS } from './support/dev-stack';

/** The README's first command on a clean checkout (pnpm install && pnpm dev): e2e/dev. */
export default defineConfig({
  ...baseConfig,
  testDir: './dev',
  globalSetup: './support/dev-stack.ts',
  // Playwright empties its output folder at start: keep the other suites' reports in test-results/.
  outputDir: 'test-results-dev',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-dev.json' }]],
  use: { ...baseConfig.use, baseURL: DEV_URLS.site },
});

import { defineConfig } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from '../scripts/chromium.mjs';
import { E2E_BASE_URL } from './support/stack';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // A busy machine answers slowly, never differently: assertions wait up to 10 s.
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  // Playwright empties its output folder at start: the suites' reports in test-results/ stay, whatever order they run in.
  outputDir: 'test-results-chromium',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'fr-BE',
    timezoneId: 'Europe/Brussels',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROME_FLAGS,
    },
  },
});

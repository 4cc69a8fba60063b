import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/** The committee's server from bare Debian (deploy/brocante install, backups, restore): e2e/server. */
export default defineConfig({
  ...baseConfig,
  testDir: './server',
  globalSetup: './support/server-setup.ts',
  // The install runs in the setup; the restore drill installs a second server.
  timeout: 120_000,
  // The first server's life in order (01 to 03); then, both from what it holds, the restore drill on a second server
  // (04) beside the first server's later life (05 to 07): each project's files one after the other.
  workers: 2,
  projects: [
    { name: 'premier serveur', testMatch: /0[1-3]-.*\.spec\.ts$/, workers: 1 },
    { name: 'restauration', testMatch: /04-.*\.spec\.ts$/, workers: 1, dependencies: ['premier serveur'] },
    { name: 'premier serveur, suite', testMatch: /0[5-7]-.*\.spec\.ts$/, workers: 1, dependencies: ['premier serveur'] },
  ],
  // Playwright empties its output folder at start: keep the other suites' reports in test-results/.
  outputDir: 'test-results-server',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-server.json' }]],
});

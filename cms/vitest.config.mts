import { defineConfig } from 'vitest/config';

// The API suite: each file boots its own Strapi on a throw-away copy of one seeded database
// (tests/support/database-template.ts): run files one after the other, on each database. The tests that need no Strapi
// (tests/unit/) run once, with the unit tests (vitest.unit.config.mts).
export default defineConfig({
  test: {
    include: ['tests/*.test.ts'],
    globalSetup: ['tests/support/database-template.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

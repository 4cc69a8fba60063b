import { defineConfig } from 'vitest/config';

// The API suite: each file boots its own Strapi on a throw-away copy of one seeded database
// (tests/support/database-template.ts): files run one after the other, on each database, in one process that keeps
// Strapi's modules loaded between them (tests/support/strapi-server.ts puts the environment back). The tests that need no Strapi
// (tests/unit/) run once, with the unit tests (vitest.unit.config.mts).
export default defineConfig({
  test: {
    include: ['tests/*.test.ts'],
    globalSetup: ['tests/support/database-template.ts'],
    pool: 'forks',
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

import { defineConfig } from 'vitest/config';

// Each file boots its own Strapi on a throw-away copy of one seeded database (tests/support/database-template.ts):
// run files one after the other.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/support/database-template.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

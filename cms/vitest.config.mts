import { defineConfig } from 'vitest/config';

// Each file boots its own Strapi on a throw-away database: run files one after the other.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

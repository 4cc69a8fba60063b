import { defineConfig } from 'vitest/config';

// The cms's tests that need no Strapi nor database file (its schemas, its words, its row mapper, the panel's French,
// the pitch rules' SQL on an in-memory SQLite): run once, with the other packages' unit tests, not with the API suite
// on each database.
export default defineConfig({
  test: {
    include: ['tests/unit/*.test.ts'],
  },
});

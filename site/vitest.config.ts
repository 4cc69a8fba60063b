import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One page (jsdom) and one load of the modules for every file of a worker: 15 s instead of 25 here. What a test leaves
  // behind (storage, timers, stubbed globals, the rendered tree) is taken back after each (tests/setup.ts).
  test: {
    environment: 'jsdom',
    isolate: false,
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
  },
});

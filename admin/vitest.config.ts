import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // One page (jsdom) and one load of the modules for every file of a worker: 15 s instead of 52 here. What a test
    // leaves behind (storage, timers, handlers, the rendered tree) is taken back after each (tests/setup.ts).
    isolate: false,
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.tsx'],
    environmentOptions: { jsdom: { url: 'http://localhost/admin/' } },
  },
});

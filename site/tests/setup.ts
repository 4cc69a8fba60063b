import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy/waitFor wait up to 5 s (1 s by default): a busy CI machine is slow, never wrong.
configure({ asyncUtilTimeout: 5000 });

// The files of a worker share one page and one load of the modules (vitest.config.ts): each test leaves it as it found it.
afterEach(() => {
  cleanup();
  // The built pages' tests run in Node, without a page's storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

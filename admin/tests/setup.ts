import '@testing-library/jest-dom/vitest';
// The phone's store (src/lib/phone-store.ts) as a browser has it.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { queryClient } from '../src/lib/query-client';
import { session } from '../src/lib/session';
import { server } from './server';

// findBy/waitFor wait up to 5 s (1 s by default): a busy CI machine is slow, never wrong.
configure({ asyncUtilTimeout: 5000 });

// Every request must be answered by a handler of the test: none reaches a network.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// The files of a worker share one page and one load of the modules (vitest.config.ts): each test leaves it as it found it.
afterEach(() => {
  cleanup();
  // A tab that never signed in: no token in memory, not signed out (both kept by lib/session.ts's module); the role a
  // test's volunteer had, and whatever else it left on the phone (its check-in list and its taps not yet sent among
  // them), gone; the loaders' cache empty.
  session.set('');
  session.end();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  indexedDB = new IDBFactory();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  server.resetHandlers();
});
afterAll(() => server.close());

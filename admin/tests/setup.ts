import '@testing-library/jest-dom/vitest';
// The phone's store (src/lib/phone-store.ts) as a browser has it.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// findBy/waitFor wait up to 5 s (1 s by default): a busy CI machine is slow, never wrong.
configure({ asyncUtilTimeout: 5000 });

// Every request must be answered by a handler of the test: none reaches a network.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  // The role a test's volunteer had stays on the phone (lib/session.ts): the next test's is its own.
  localStorage.removeItem('brocante.staff-role');
  server.resetHandlers();
});
afterAll(() => server.close());

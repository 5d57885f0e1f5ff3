// Test files share their worker's process (vitest.config.ts: isolate false), so each leaves it as it found
// it: whatever a file drew in the page is removed, and the real clock is back, before the next file starts.
// Tests of components wait on what the page shows as long as a busy machine may need (findBy..., waitFor).
import { afterAll, beforeAll, vi } from 'vitest';
import { WAIT } from './wait.ts';

beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: WAIT.timeout });
});

afterAll(async () => {
  vi.useRealTimers();
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

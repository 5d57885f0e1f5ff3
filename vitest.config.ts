import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import ByEnvironment from './tests/support/sequencer.ts';

// Unit, component and HTTP tests. Browser tests live in tests/e2e and run under Playwright. A test that asks a
// built site over HTTP builds it first unless its build is current (tests/support/built-sites.ts).
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    // Test files are independent: they run in one process more than the machine has cores (a third of the
    // suite's time a process waits on a server, a child process or a timer, and the extra one fills it: on two
    // cores, 66 s instead of 72 s), each keeping the modules it has loaded from one file to the next. Each file
    // leaves the process as it found it: mocks, stubbed globals and the environment restored, the page emptied,
    // the real clock back (tests/support/vitest-setup.ts).
    pool: 'forks',
    maxWorkers: availableParallelism() + 1,
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    setupFiles: ['tests/support/vitest-setup.ts'],
    // Files of one test environment after another, so a worker is started for each environment, not for each
    // change of environment (tests/support/sequencer.ts).
    sequence: { sequencer: ByEnvironment },
    // Generous limits: a busy machine slows every test; tests wait on conditions, never on the clock.
    testTimeout: 30_000,
    // A hook may build a site first (tests/support/built-sites.ts), or wait for another process's build.
    hookTimeout: 180_000,
    // Commands that tests start in a throwaway project (npm run new, validate, check:launch) compile with the
    // project's tsconfig.json, which says how JSX compiles, wherever they run.
    env: { TSX_TSCONFIG_PATH: resolve('tsconfig.json') },
  },
});

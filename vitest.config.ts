import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and component tests. Browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    // Commands that tests start in a throwaway project (npm run new, validate, check:launch) compile with the
    // project's tsconfig.json, which says how JSX compiles, wherever they run.
    env: { TSX_TSCONFIG_PATH: resolve('tsconfig.json') },
  },
});

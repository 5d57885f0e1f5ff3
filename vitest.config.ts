import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and component tests. Browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
  },
});

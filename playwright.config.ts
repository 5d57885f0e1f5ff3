import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests run in Debian's Chromium against the production build served by `npm run serve`.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `http://127.0.0.1:${port}/`,
    // Bookings made by these tests live in memory and are not emailed (tests/e2e/bookings.spec.ts runs its
    // own server with a database file and a local SMTP server).
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      HOST: '127.0.0.1',
      INSTAGRAM_ACCESS_TOKEN: '',
      INSTAGRAM_USER_ID: '',
      DATABASE_URL: ':memory:',
      // What the server keeps across restarts (the events relay's copy) goes to a scratch folder, not data/.
      DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-data-')),
      SMTP_URL: '',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

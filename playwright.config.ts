import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { FIXTURE_ENV } from './tests/e2e/sites.ts';

// Browser tests run in Debian's Chromium against production builds served by `npm run serve`, in two projects
// (tests/README.md says which one a new test belongs to):
// - "fixture": every spec in tests/e2e/ except smoke/, on the fixture site (tests/fixtures/site), which the
//   first web server below builds into dist-fixture/ and serves on E2E_PORT. Tests assert its texts, prices
//   and labels, read from its files (tests/e2e/helpers.ts `content()`).
// - "smoke": tests/e2e/smoke/, on the real content as `npm run build` left it in dist/, served on
//   E2E_SMOKE_PORT. It asserts only what holds for any content the owner may write, and samples a fixed set of
//   pages, so it takes the same time whatever the number of towns.
const port = Number(process.env.E2E_PORT ?? 4173);
const smokePort = Number(process.env.E2E_SMOKE_PORT ?? port + 2);

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** The environment of a served site: bookings in memory and never emailed, no Instagram account. */
const serverEnv = (listen: number, extra: Record<string, string> = {}): Record<string, string> => ({
  ...(process.env as Record<string, string>),
  PORT: String(listen),
  HOST: '127.0.0.1',
  INSTAGRAM_ACCESS_TOKEN: '',
  INSTAGRAM_USER_ID: '',
  DATABASE_URL: ':memory:',
  // What the server keeps across restarts (the events relay's copy) goes to a scratch folder, not data/.
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-data-')),
  SMTP_URL: '',
  ...extra,
});

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  projects: [
    {
      name: 'fixture',
      testDir: 'tests/e2e',
      testIgnore: 'smoke/**',
      use: { baseURL: `http://127.0.0.1:${port}`, launchOptions },
    },
    {
      name: 'smoke',
      testDir: 'tests/e2e/smoke',
      use: { baseURL: `http://127.0.0.1:${smokePort}`, launchOptions },
    },
  ],
  webServer: [
    {
      // The fixture site is built here (into its own folder, with its own caches under tests/fixtures/site/.cache)
      // so that `npx playwright test` needs nothing else; E2E_FIXTURE_BUILT=1 skips the build when it is current.
      command: `${process.env.E2E_FIXTURE_BUILT ? '' : 'npx tsx scripts/build.ts && '}npx tsx scripts/serve.ts`,
      url: `http://127.0.0.1:${port}/`,
      // Bookings made by these tests live in memory and are not emailed (tests/e2e/bookings.spec.ts runs its
      // own server with a database file and a local SMTP server).
      env: serverEnv(port, { ...FIXTURE_ENV }),
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
    {
      // The real content, built by `npm run build` (npm test builds it before the browser tests).
      command: 'npx tsx scripts/serve.ts',
      url: `http://127.0.0.1:${smokePort}/`,
      env: serverEnv(smokePort, { CONTENT_ROOT: '', DIST_DIR: process.env.DIST_DIR ?? 'dist' }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});


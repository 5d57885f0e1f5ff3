import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Browser tests run in Debian's Chromium against the fixture site's production build (tests/fixtures/site),
// each worker serving it in its own process (tests/e2e/fixtures.ts) on a free port. The build is made once
// before the first test, unless current (tests/e2e/global-setup.ts). They check what only a browser shows
// (layout, focus, hydration, axe); what the HTML says is read over HTTP by Vitest (tests/unit/http/).
// Debian's headless build of Chromium (package chromium-headless-shell) when it is installed: the same engine as
// /usr/bin/chromium without the desktop browser around it, so the suite costs about a third less CPU. Glyphs are
// placed unhinted, as the desktop browser places them, so text is as wide as a visitor's Chrome draws it.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--font-render-hinting=none'],
};

const JOURNEYS = /\/(booking|inbox|studio|party)\.spec\.ts$/;

export default defineConfig({
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Generous: a busy machine slows every step; tests wait on conditions, never on the clock.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  // Pages are checked for where things end up, not for how they get there: without animations or smooth scrolling.
  use: { launchOptions, viewport: { width: 375, height: 800 }, reducedMotion: 'reduce', actionTimeout: 15_000, navigationTimeout: 30_000 },
  testDir: 'tests/e2e',
  // The long journeys are handed out first, so the short page checks fill in beside them at the end.
  projects: [
    { name: 'journeys', testMatch: JOURNEYS },
    { name: 'pages', testIgnore: JOURNEYS },
  ],
});

// What every browser test starts from: the fixture site (tests/fixtures/site), served in this worker's own
// process on a free port (tests/support/site-server.ts), shared by the worker's tests. A test that needs
// other settings (a database file, an SMTP server, the studio) starts its own with `startSite`.
import { test as base, expect } from '@playwright/test';
import { startSite, type SiteServer } from '../support/site-server.ts';

export { expect, startSite };

export const test = base.extend<object, { site: SiteServer }>({
  site: [
    async ({}, use) => {
      const server = await startSite('fixture');
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

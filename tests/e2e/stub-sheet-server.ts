// The production server (src/server/app.ts on the built DIST_DIR, the content of CONTENT_ROOT) with the site's settings, except that the
// events sheet is SHEET_URL, a stub sheet a browser test serves on this machine, read on every request
// (relayCacheSeconds 0). Started by tests/e2e/live-events.spec.ts in a process of its own, as the real
// server runs: it renders pages with React's production build, which must never meet another copy of React.
import '../../src/server/production-env.ts';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { loadSiteConfig } from '../../src/content/load.ts';
import { contentRoot } from '../../src/content/root.ts';
import { createServerApp } from '../../src/server/app.ts';

const { SHEET_URL = '', DATA_DIR = '', PORT = '' } = process.env;
const config = await loadSiteConfig(contentRoot());
if (!config.ok || !SHEET_URL || !DATA_DIR || !PORT) throw new Error('needs valid content, SHEET_URL, DATA_DIR and PORT');
const events = { ...config.site.events, source: 'relay' as const, sheetCsvUrl: SHEET_URL, relayCacheSeconds: 0 };
const app = createServerApp({
  distDir: join(process.cwd(), process.env.DIST_DIR ?? 'dist'),
  site: { ...config.site, events },
  env: { DATA_DIR },
  preloadLivePages: true,
  api: {
    testOnlyAllowedOrigins: [new URL(SHEET_URL).origin],
    // What it logs (a failed render among others) goes where the test can show it.
    log: (...args) => appendFileSync(join(DATA_DIR, 'server.log'), `${args.map(String).join(' ')}\n`),
  },
});
serve({ fetch: app.fetch, port: Number(PORT), hostname: '127.0.0.1' });

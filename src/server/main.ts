// `npm start` / `npm run serve`: serves the built site on HOST:PORT (default 0.0.0.0:3000).
// Pages come from dist/; the API's settings from site.config.yaml (pages/ is never read here).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { loadSiteConfig } from '../content/load.ts';
import { formatErrors } from '../content/code-frame.ts';
import { createServerApp } from './app.ts';

const root = process.cwd();
const distDir = join(root, process.env.DIST_DIR ?? 'dist');
if (!existsSync(join(distDir, '404.html'))) {
  console.error('No built site in dist/. Run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}
const config = await loadSiteConfig(root);
if (!config.ok) {
  console.error(formatErrors(config.errors, config.sources));
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const app = createServerApp({ distDir, site: config.site, env: process.env });
serve({ fetch: app.fetch, port, hostname }, (info) => {
  const shown = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  console.log(`${config.site.business.name}: site ready on http://${shown}:${info.port}`);
});

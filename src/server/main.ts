// `npm start` / `npm run serve`: serves the built site on HOST:PORT (default 0.0.0.0:3000).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { loadContent } from '../content/load.ts';
import { formatErrors } from '../content/code-frame.ts';
import { createServerApp } from './app.ts';

const root = process.cwd();
const distDir = join(root, process.env.DIST_DIR ?? 'dist');
if (!existsSync(join(distDir, '404.html'))) {
  console.error('No built site in dist/. Run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}
const content = await loadContent(root);
if (!content.ok) {
  console.error(formatErrors(content.errors, new Map()));
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const app = createServerApp({ distDir, site: content.bundle.site, env: process.env });
serve({ fetch: app.fetch, port, hostname }, (info) => {
  const shown = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  console.log(`Glow & Go site ready on http://${shown}:${info.port}`);
});

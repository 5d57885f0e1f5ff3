// What the benchmarks that open the production build share: the build and the site's settings, and a
// server listening on a free loopback port.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { loadSiteConfig } from '../src/content/load.ts';
import type { SiteConfig } from '../src/schema/site-schema.ts';

/** The build (dist/, or DIST_DIR) and site.config.yaml; undefined, after saying so, when there is no build. */
export async function builtSite(): Promise<{ distDir: string; site: SiteConfig } | undefined> {
  const distDir = join(process.cwd(), process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(distDir, '404.html'))) {
    console.log('no build in dist/: run `npm run build` first');
    return undefined;
  }
  const config = await loadSiteConfig(process.cwd());
  if (!config.ok) throw new Error('site.config.yaml has errors; run npm run validate');
  return { distDir, site: config.site };
}

/** Serves `fetch` on 127.0.0.1 at a free port, once it listens. */
export async function listenOnLoopback(fetch: (request: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}

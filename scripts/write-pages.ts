// Renders a share of the routes and writes each to <outDir>/<route>/index.html. Runs in the build's
// main thread and in its render worker alike (scripts/render-worker.ts), each with its own share.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Route, SiteContent } from '../src/content/types.ts';
import { islandChunks, type Manifest } from './manifest.ts';

export interface PageShare {
  site: SiteContent['site'];
  images: SiteContent['images'];
  routes: Route[];
  /** Whether this share also writes 404.html. */
  notFound: boolean;
  template: string;
  manifest: Manifest;
  outDir: string;
}

export async function writePages(share: PageShare): Promise<void> {
  // React's production build renders faster and warns less; the renderer is imported after choosing it.
  process.env.NODE_ENV = 'production';
  (globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ = new Date().getFullYear();
  const { createRenderer } = await import('../src/entry-server.tsx');
  const { pageHtml } = await import('../src/page-html.ts');
  const { renderRoute, renderNotFound } = createRenderer({ site: share.site, images: share.images });
  const scripts = islandChunks(share.manifest);

  const made = new Set([share.outDir]);
  const folder = (dir: string): void => {
    if (made.has(dir)) return;
    folder(dirname(dir));
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
  for (const route of share.routes) {
    const file = route.path === '/' ? join(share.outDir, 'index.html') : join(share.outDir, route.path.slice(1), 'index.html');
    folder(dirname(file));
    writeFileSync(file, pageHtml(share.template, renderRoute(route), scripts));
  }
  if (share.notFound) writeFileSync(join(share.outDir, '404.html'), pageHtml(share.template, renderNotFound(), scripts));
}

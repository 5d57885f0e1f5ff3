// The renderer of a build: renders a share of the routes and writes each to <outDir>/<route>/index.html
// (with its .br and .gz forms).
// scripts/build-code.mjs bundles this file with the engine into one module, which the build's main
// thread and its render workers (scripts/render-worker.mjs) import without compiling anything.
// Whoever imports the bundle sets NODE_ENV=production first, so React's production build is used.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Route, SiteContent } from '../src/content/types.ts';
import { createRenderer } from '../src/entry-server.tsx';
import { pageHtml } from '../src/page-html.ts';
import { createCardDrawer } from '../src/social/draw.ts';
import { islandChunks, type Manifest } from './manifest.ts';
import { writeCompressed } from './precompress.mjs';
import { pageCache, pageCacheDir } from './page-cache.ts';
import { socialCacheDir, writeSocialImages } from './social-images.ts';

export interface PageShare {
  site: SiteContent['site'];
  images: SiteContent['images'];
  routes: Route[];
  /** Whether this share also writes 404.html. */
  notFound: boolean;
  template: string;
  manifest: Manifest;
  outDir: string;
  /** The project: where the caches of pages and preview images and the icon the previews show are. */
  root: string;
  /** The key of what every page is rendered with (engineKey in page-cache.ts). */
  engine: string;
}

/** What renders pages: the site, the sizes of its images, the HTML template and the client's manifest. */
export type PageContext = Pick<PageShare, 'site' | 'images' | 'template' | 'manifest'>;

/** Routes to whole HTML pages, as the build writes them (the server also uses it for pages it fills in). */
export function pageRenderer(ctx: PageContext): { page: (route: Route) => string; notFound: () => string } {
  const { renderRoute, renderNotFound } = createRenderer({ site: ctx.site, images: ctx.images });
  const scripts = islandChunks(ctx.manifest);
  return {
    page: (route) => pageHtml(ctx.template, renderRoute(route), scripts),
    notFound: () => pageHtml(ctx.template, renderNotFound(), scripts),
  };
}

/** What a share's writing reports: the page cache keys of its routes, and how many pages it rendered. */
export interface SharePages {
  keys: string[];
  rendered: number;
}

/** Writes a share's pages, rendering those the page cache does not have. */
export async function writePages(share: PageShare): Promise<SharePages> {
  const render = pageRenderer(share);
  const cache = pageCache(pageCacheDir(share.root));

  mkdirSync(share.outDir, { recursive: true });
  const made = new Set([share.outDir]);
  const folder = (dir: string): void => {
    if (made.has(dir)) return;
    folder(dirname(dir));
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
  const keys: string[] = [];
  let rendered = 0;
  for (const route of share.routes) {
    const file = route.path === '/' ? join(share.outDir, 'index.html') : join(share.outDir, route.path.slice(1), 'index.html');
    folder(dirname(file));
    // A page whose route and engine are unchanged since an earlier build is linked, not rendered again.
    const key = cache.key(share.engine, route);
    keys.push(key);
    if (cache.place(key, file)) continue;
    cache.store(key, render.page(route), file);
    rendered++;
  }
  if (share.notFound) writeCompressed(join(share.outDir, '404.html'), Buffer.from(render.notFound()), { quality: 5 });
  const previews = share.routes.map((r) => r.preview);
  await writeSocialImages(previews, { outDir: share.outDir, cacheDir: socialCacheDir(share.root), drawer: createCardDrawer(share.root) });
  return { keys, rendered };
}

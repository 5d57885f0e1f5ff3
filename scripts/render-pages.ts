// The renderer of a build: renders batches of routes and writes each to <outDir>/<route>/index.html
// (with its .br and .gz forms) and its preview image.
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

/** What every page of a build is written with; sent once to each render worker. */
export interface WriterContext {
  site: SiteContent['site'];
  images: SiteContent['images'];
  template: string;
  manifest: Manifest;
  outDir: string;
  /** The content folder (CONTENT_ROOT): where the caches of pages and preview images and the icon the previews show are. */
  root: string;
  /** The key of what every page is rendered with (engineKey in page-cache.ts). */
  engine: string;
}

/** A few routes to write; the build hands them out one batch at a time, so a worker holds only a batch. */
export interface Batch {
  routes: Route[];
  /** Whether this batch also writes 404.html. */
  notFound: boolean;
}

/** What renders pages: the site, the sizes of its images, the HTML template and the client's manifest. */
export type PageContext = Pick<WriterContext, 'site' | 'images' | 'template' | 'manifest'>;

/** Routes to whole HTML pages, as the build writes them (the server also uses it for pages it fills in). */
export function pageRenderer(ctx: PageContext): { page: (route: Route) => string; notFound: () => string } {
  const { renderRoute, renderNotFound } = createRenderer({ site: ctx.site, images: ctx.images });
  const scripts = islandChunks(ctx.manifest);
  return {
    page: (route) => pageHtml(ctx.template, renderRoute(route), scripts),
    notFound: () => pageHtml(ctx.template, renderNotFound(), scripts),
  };
}

/** What writing a batch reports: the page cache keys of its routes, and how many pages it rendered. */
export interface BatchPages {
  keys: string[];
  rendered: number;
}

/**
 * Writes batches of pages (with their Brotli and gzip forms and preview images), rendering only those the
 * page cache does not have. What is the same for every page (the renderer and its frames, the cache, the
 * preview drawer with its fonts, the folders made) is set up once and kept from batch to batch.
 */
export function pageWriter(ctx: WriterContext): (batch: Batch) => Promise<BatchPages> {
  const render = pageRenderer(ctx);
  const cache = pageCache(pageCacheDir(ctx.root));
  const drawer = createCardDrawer(ctx.root);

  mkdirSync(ctx.outDir, { recursive: true });
  const made = new Set([ctx.outDir]);
  const folder = (dir: string): void => {
    if (made.has(dir)) return;
    folder(dirname(dir));
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
  return async (batch) => {
    const keys: string[] = [];
    let rendered = 0;
    for (const route of batch.routes) {
      const file = route.path === '/' ? join(ctx.outDir, 'index.html') : join(ctx.outDir, route.path.slice(1), 'index.html');
      folder(dirname(file));
      // A page whose route and engine are unchanged since an earlier build is linked, not rendered again.
      const key = cache.key(ctx.engine, route);
      keys.push(key);
      if (cache.place(key, file)) continue;
      cache.store(key, render.page(route), file);
      rendered++;
    }
    if (batch.notFound) writeCompressed(join(ctx.outDir, '404.html'), Buffer.from(render.notFound()), { quality: 5 });
    const previews = batch.routes.map((r) => r.preview);
    await writeSocialImages(previews, { outDir: ctx.outDir, cacheDir: socialCacheDir(ctx.root), drawer });
    return { keys, rendered };
  };
}

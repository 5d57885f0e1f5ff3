// The renderer of a build: renders batches of routes and writes each to <outDir>/<route>/index.html
// (with its .br and .gz forms) and its preview image.
// build-code.mjs bundles this file with the engine into one module, which the build's render workers
// (render-worker.mjs) and the server's live pages (live.ts) import without compiling anything.
// Whoever imports the bundle sets NODE_ENV=production first, so React's production build is used.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Route, SiteContent } from '../content/types.ts';
import { createRenderer, createSiteRenderer } from './renderer.tsx';
import { pageHtml } from './page-html.ts';
import { createCardDrawer } from '../social/draw.ts';
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

/**
 * A few pages to write; the build hands them out one batch at a time, so a worker holds only a batch.
 * The build has looked each page's key up in the page cache: a page found there comes without its route.
 */
export interface Batch {
  /** Pages to render, each with its page cache key. */
  render: Array<{ route: Route; key: string }>;
  /** Pages the cache has, to be linked from it. */
  cached: CachedPage[];
  /** Whether this batch also writes 404.html. */
  notFound: boolean;
}

/** A page the page cache has: where it goes, and its preview image's card. */
export interface CachedPage {
  key: string;
  path: string;
  preview: Route['preview'];
}

/** What renders pages: the site, the sizes of its images, the HTML template and the client's manifest. */
export type PageContext = Pick<WriterContext, 'site' | 'images' | 'template' | 'manifest'>;

/** A route, as it is, to its whole HTML page: what the server renders the live pages it fills in with. */
export function pageRenderer(ctx: PageContext): { page: (route: Route) => string } {
  const { renderRoute } = createRenderer({ site: ctx.site, images: ctx.images });
  const scripts = islandChunks(ctx.manifest);
  return { page: (route) => pageHtml(ctx.template, renderRoute(route), scripts) };
}

/** What writing a batch reports: how many pages it rendered, the keys of their preview images and how many it drew. */
export interface BatchPages {
  rendered: number;
  cards: string[];
  drawn: number;
  /** Cached pages whose entry had gone by the time they were linked (another build pruned it): to render. */
  missing: string[];
}

/**
 * Writes batches of pages (with their Brotli and gzip forms and preview images), rendering only those the
 * page cache does not have. What is the same for every page (the renderer and its frames, the cache, the
 * preview drawer with its fonts, the folders made) is set up once and kept from batch to batch.
 */
export function pageWriter(ctx: WriterContext): (batch: Batch) => Promise<BatchPages> {
  const scripts = islandChunks(ctx.manifest);
  // Its frames (header, footer) are rendered once per variant for all the batches.
  const pages = createRenderer({ site: ctx.site, images: ctx.images });
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
  const fileOf = (path: string): string => {
    const file = path === '/' ? join(ctx.outDir, 'index.html') : join(ctx.outDir, path.slice(1), 'index.html');
    folder(dirname(file));
    return file;
  };
  return async (batch) => {
    // The batch's part of the site's route table: React Router matches each address and loads its page.
    // (A table per batch keeps a worker's memory to its batch, and matching cheap on sites of thousands of pages.)
    const answer = createSiteRenderer({ site: ctx.site, images: ctx.images, routes: batch.render.map((r) => r.route) }, pages);
    const html = async (path: string): Promise<string> => pageHtml(ctx.template, (await answer(path)).page, scripts);
    // A page whose route and engine are unchanged since an earlier build is linked, not rendered again.
    const missing = batch.cached.filter(({ key, path }) => !cache.place(key, fileOf(path))).map((p) => p.path);
    for (const { route, key } of batch.render) cache.store(key, await html(route.path), fileOf(route.path));
    // An address no page has: the route table's catch-all answers it with the not-found page.
    if (batch.notFound) writeCompressed(join(ctx.outDir, '404.html'), Buffer.from(await html('/404')), { quality: 5 });
    const gone = new Set(missing);
    const previews = [...batch.render.map((r) => r.route.preview), ...batch.cached.filter((p) => !gone.has(p.path)).map((p) => p.preview)];
    const images = await writeSocialImages(previews, { outDir: ctx.outDir, cacheDir: socialCacheDir(ctx.root), drawer });
    return { rendered: batch.render.length, cards: images.keys, drawn: images.drawn, missing };
  };
}

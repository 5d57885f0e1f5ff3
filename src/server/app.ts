// The production server: prerendered pages and assets from dist/ (the build wrote each text file beside its
// Brotli and gzip forms), the API under /api, 404.html for the rest; security headers on every answer.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { serveStatic } from '@hono/node-server/serve-static';
import type { SiteConfig } from '../schema/site-schema.ts';
import { createApi, createSiteEventsRelay, type ApiEnv, type ApiOptions } from './api.ts';
import { livePages } from './live-pages.ts';
import { inlineScriptHashes, securityHeaders } from './security.ts';

export interface ServerOptions {
  distDir: string;
  site: SiteConfig;
  env: ApiEnv;
  /** Believe X-Forwarded-Proto (the server runs behind a reverse proxy; see TRUST_PROXY). */
  trustProxy?: boolean;
  api?: ApiOptions;
  /** The owner's bookings inbox (src/owner/inbox/), mounted at `path`. */
  owner?: { path: string; app: Hono };
  /** Load the renderer of the pages rendered again with live data (/events) at start (see livePages). */
  preloadLivePages?: boolean;
}

/** Hashed file names (the code, resized photos) never change; everything else is checked with the server on each use. */
const cacheControl: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.ok && c.res.status !== 304) return;
  if (c.req.path.startsWith('/assets/') || c.req.path.startsWith('/_img/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  else if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.header('Cache-Control', 'no-cache');
  else c.header('Cache-Control', 'public, max-age=3600, must-revalidate');
};

/**
 * One address per page: "/towns/greenville/" and "/towns/greenville/index.html" answer with a permanent
 * redirect to "/towns/greenville", and "/index.html" to "/". The query string is kept.
 */
const canonicalPath: MiddlewareHandler = async (c, next) => {
  const path = c.req.path;
  const canonical = path.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1');
  if (canonical === path) return next();
  const url = new URL(c.req.url);
  return c.redirect(`${canonical}${url.search}`, 301);
};

export function createServerApp(opts: ServerOptions): Hono {
  const app = new Hono();
  const notFoundHtml = readFileSync(join(opts.distDir, '404.html'), 'utf8');

  for (const handler of securityHeaders(opts.site, { scriptHashes: inlineScriptHashes(notFoundHtml), trustProxy: opts.trustProxy ?? false })) {
    app.use(handler);
  }
  // Answers the build did not compress (the API, the 404 page) are compressed as they go out.
  app.use(compress());
  const relay = createSiteEventsRelay(opts.site, opts.env, opts.api);
  app.route('/api', createApi(opts.site, opts.env, opts.api, relay));
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  if (opts.owner) app.route(opts.owner.path, opts.owner.app);

  // Files and folders whose name starts with a dot are the build's own (dist/.server/), never served.
  app.use('*', async (c, next) => (c.req.path.split('/').some((part) => part.startsWith('.')) ? c.notFound() : next()));
  const live = livePages({ distDir: opts.distDir, eventsCopy: relay.copy, preload: opts.preloadLivePages ?? false, ...(opts.api?.log && { log: (m: string) => opts.api?.log?.(m) }) });
  app.on(['GET', 'HEAD'], '*', canonicalPath, cacheControl, live, etag(), serveStatic({
    root: opts.distDir,
    precompressed: true,
    // A validator that changes with the file (and differs between its Brotli, gzip and plain forms).
    onFound: (path, c) => {
      const { size, mtimeMs } = statSync(path);
      c.header('ETag', `W/"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`);
    },
  }));
  // Pages and files are read-only.
  app.all('*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
  });
  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'Not found' }, 404);
    return c.html(notFoundHtml, 404);
  });
  return app;
}

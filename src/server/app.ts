// The production server: prerendered pages and assets from dist/, the API under /api, 404.html for the rest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { SiteConfig } from '../schema/site-schema.ts';
import { createApi, type ApiEnv, type ApiParts } from './api.ts';

export function createServerApp(opts: { distDir: string; site: SiteConfig; env: ApiEnv } & ApiParts): Hono {
  const app = new Hono();
  const notFoundHtml = readFileSync(join(opts.distDir, '404.html'), 'utf8');

  app.use(compress());
  app.route('/api', createApi(opts.site, opts.env, { bookings: opts.bookings }));
  // Hashed file names never change, so browsers may keep them for a year.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(
    '*',
    serveStatic({
      root: opts.distDir,
      // "/towns/greenville/" and "/towns/greenville" are the same page.
      rewriteRequestPath: (path) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path),
    }),
  );
  app.notFound((c) => c.html(notFoundHtml, 404));
  return app;
}

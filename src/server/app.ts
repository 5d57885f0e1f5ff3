// The production server: prerendered pages and assets from dist/ (the build wrote each text file beside its
// Brotli and gzip forms; static-files.ts picks one), the API under /api, 404.html for the rest; security
// headers on every answer.
import { checkoutOrigins } from './payments/settings.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import type { SiteConfig } from '../schema/site-schema.ts';
import type { LoadedRenderers } from '../render/live.ts';
import { toTrustProxy, type TrustProxy } from './client-address.ts';
import { createApi, createSiteEventsRelay, type ApiEnv, type ApiOptions } from './api.ts';
import { healthCheck, type HealthOptions } from './health.ts';
import { emptyBooking } from '../blocks/contact-form/send-booking.ts';
import { BOOKING_THANKS_PATH, bookingFormPages, withFormPages } from './bookings/form-pages.tsx';
import { normalizeReference } from './bookings/reference.ts';
import { PRIVATE_HEADERS } from './private-pages.ts';
import { livePages } from './live-pages.ts';
import { inlineScriptHashes, securityHeaders } from './security.ts';
import { answerWithForms, formsOf, staticFiles } from './static-files.ts';

export interface ServerOptions {
  distDir: string;
  site: SiteConfig;
  env: ApiEnv;
  /**
   * The reverse proxies whose X-Forwarded-Proto is believed (TRUST_PROXY, parsed): a list of addresses is
   * checked against each request's connecting address; `true` trusts the one proxy every request comes through.
   */
  trustProxy?: TrustProxy | boolean;
  api?: ApiOptions;
  /**
   * The owner's bookings inbox (src/server/inbox/), mounted at `path`; and, when the owner turned it on, the
   * studio (src/owner/studio/on-server.ts) at its own path, which answers with its own security headers.
   */
  owner?: { path: string; app: Hono; studio?: { path: string; fetch: (request: Request, env?: unknown) => Response | Promise<Response>; isOn: () => boolean } };
  /** The customers' appointment pages and the owner's calendar feed (src/server/appointments/), at the site's root. */
  appointments?: Hono;
  /** Load the renderer of the pages rendered again with live data (/events) at start (see livePages). */
  preloadLivePages?: boolean;
  /** The renderers loaded by earlier versions of the site served by this process (one per version of the code). */
  renderers?: LoadedRenderers;
  /** What GET /healthz asks besides the build (see health.ts). */
  health?: Pick<HealthOptions, 'database' | 'timeoutMs'>;
}

/**
 * One address per page: "/towns/greenville/" and "/towns/greenville/index.html" answer with a permanent
 * redirect to "/towns/greenville", and "/index.html" to "/". The query string is kept.
 */
const canonicalPath: MiddlewareHandler = async (c, next) => {
  // The path as sent (percent-escapes kept), not Hono's decoded c.req.path: the redirect repeats it.
  const url = new URL(c.req.url);
  const path = url.pathname;
  const canonical = path.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1');
  if (canonical === path) return next();
  // Never to another site: "//host/x/" and "/\host/x/" (or their percent-escaped forms) would be read by
  // a browser as a link to host. Such a path names no page; it is answered as one that does not exist.
  if (!isSameSitePath(canonical)) return c.notFound();
  return c.redirect(`${canonical}${url.search}`, 301);
};

/** A path a browser can only read as one on this site: one "/", then no "/" or "\\", even once decoded. */
export function isSameSitePath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return path.startsWith('/') && !/[\\\u0000-\u001f\u007f]|\/\//.test(decoded) && !/^\/[\\/]/.test(path);
}

export function createServerApp(opts: ServerOptions): Hono {
  const app = new Hono();
  const notFoundHtml = readFileSync(join(opts.distDir, '404.html'), 'utf8');
  // The build's compressed forms of the 404 page, or (a dist/ without them) compressed once here.
  const built = (suffix: string) => {
    const file = join(opts.distDir, `404.html${suffix}`);
    return existsSync(file) ? readFileSync(file) : undefined;
  };
  const [br, gzip] = [built('.br'), built('.gz')];
  const notFoundForms = formsOf(notFoundHtml, { ...(br && { br }), ...(gzip && { gzip }) });

  // The studio is a page of its own (srcdoc previews, its own script): it sets its own headers, so it is
  // mounted before the site's, which it never reaches. While the owner's sign-in is off (no password) it is
  // not there at all: its addresses answer as any unknown address does.
  if (opts.owner?.studio) {
    const { studio } = opts.owner;
    const at = studio.path;
    app.all(`${at}/*`, async (c, next) => {
      const url = new URL(c.req.url);
      // Only the studio's address as written (not an escaped form of it) reaches the studio.
      if (!studio.isOn() || !(url.pathname === at || url.pathname.startsWith(`${at}/`))) return next();
      if (!['GET', 'HEAD', 'POST'].includes(c.req.method)) return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD, POST' });
      url.pathname = url.pathname.slice(at.length) || '/';
      // With the connection's details (env), so the studio knows whether a proxy in front is one to believe.
      return studio.fetch(new Request(url, c.req.raw), c.env);
    });
  }
  for (const handler of securityHeaders(opts.site, { scriptHashes: inlineScriptHashes(notFoundHtml), trustProxy: toTrustProxy(opts.trustProxy), paymentPages: checkoutOrigins(opts.env) })) {
    app.use(handler);
  }
  // API answers are made per request, so they are compressed as they go out (hono's compress reads
  // q-values); a GET of the API can be revalidated, and its 304 keeps the answer's Cache-Control.
  const revalidate = etag();
  app.use('/api/*', compress(), async (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? revalidate(c, next) : next()));
  app.get('/healthz', healthCheck({ distDir: opts.distDir, ...opts.health }));
  const relay = createSiteEventsRelay(opts.site, opts.env, opts.api);
  // The booking form sent without JavaScript is answered with this site's pages: the form's page with its
  // messages, or the thank-you (a fixed path of this site) with the reference.
  const formPages = bookingFormPages(opts.distDir);
  app.use('/api/bookings', withFormPages(formPages));
  app.get(BOOKING_THANKS_PATH, (c) => {
    const reference = normalizeReference(c.req.query('reference') ?? '');
    const page = formPages.page({ sent: { values: emptyBooking, ...(reference && { reference }) } });
    return page ? c.html(page, 200, PRIVATE_HEADERS) : c.notFound();
  });
  app.route('/api', createApi(opts.site, opts.env, opts.api, relay));
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  if (opts.owner) app.route(opts.owner.path, opts.owner.app);
  if (opts.appointments) app.route('/', opts.appointments);

  // Files and folders whose name starts with a dot are the build's own (dist/.server/), never served.
  app.use('*', async (c, next) => (c.req.path.split('/').some((part) => part.startsWith('.')) ? c.notFound() : next()));
  const live = livePages({ distDir: opts.distDir, site: opts.site, eventsCopy: relay.copy, preload: opts.preloadLivePages ?? false, ...(opts.renderers && { renderers: opts.renderers }), ...(opts.api?.log && { log: (m: string) => opts.api?.log?.(m) }) });
  app.on(['GET', 'HEAD'], '*', canonicalPath, live, staticFiles({ root: opts.distDir }));
  // Pages and files are read-only.
  app.all('*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
  });
  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'Not found' }, 404);
    return answerWithForms(c.req.raw, notFoundForms, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  });
  return app;
}

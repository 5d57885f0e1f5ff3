// The events page as the server knows it: rendered with the events of the relay's last good copy, so the
// HTML (and its Event structured data) holds them before any script runs; the browser then reads the
// sheet again as it always does. Rendered once per version of the copy and day, then answered from memory.
// Without a copy, without upcoming events in it, or on any failure, the prerendered page of dist/ is
// answered instead, as a static host would.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Route } from '../content/types.ts';
import { parseEvents } from '../data/events/parse.ts';
import { chicagoToday } from '../data/events/today.ts';
import { openLivePages, type LivePages, type LoadedRenderers } from '../render/live.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import type { RelayState } from './events-relay.ts';
import { answerWithForms, formsOf, noneMatch, type Forms } from './static-files.ts';

interface Rendered {
  forms: Forms;
  etag: string;
}

export interface LivePagesOptions {
  distDir: string;
  /** The site config the server runs with (the build's kit holds none). */
  site: SiteConfig;
  /** The events relay's last good copy (never fetches). */
  eventsCopy: () => RelayState['copy'];
  /** 'YYYY-MM-DD' in Chicago; injectable for tests. */
  today?: () => string;
  /**
   * Load the renderer now rather than on the first request that needs it, so no visitor waits for React to
   * load (the production server; tests that render with another copy of React leave it off).
   */
  preload?: boolean;
  /** The renderers this process has loaded, shared by the versions it serves one after another. */
  renderers?: LoadedRenderers;
  log?: (msg: string) => void;
}

export function livePages(opts: LivePagesOptions): MiddlewareHandler {
  const log = opts.log ?? console.error;
  const today = opts.today ?? (() => chicagoToday());
  const kit: LivePages | undefined = openLivePages(opts.distDir, opts.site, opts.renderers);
  const routes = kit?.routes ?? new Map<string, Route>();
  // One entry per page: the copy and day it was made for, and the page (undefined: no upcoming events, answer
  // the prerendered one). Requests that come while it is being made wait for the same render.
  const rendered = new Map<string, { key: string; page: Promise<Rendered | undefined> }>();

  if (kit && opts.preload) {
    // On failure, tried again by the first request that needs it.
    kit.load().catch((err: unknown) => {
      log(`live pages: could not load the renderer (${err instanceof Error ? err.message : String(err)}); the prerendered pages are served until it loads`);
    });
  }

  const make = async (k: LivePages, route: Route, body: string, day: string): Promise<Rendered | undefined> => {
    const { events } = parseEvents(body, day);
    if (events.length === 0) return undefined;
    const html = await k.render(route, { events, today: day });
    // Compressed here, once per version of the copy and day, like the build's files: never per request.
    // Weak: the Brotli, gzip and plain forms of the page share it.
    return { forms: formsOf(html), etag: `W/"${createHash('sha1').update(html).digest('base64url')}"` };
  };

  // The copy's version is what it says: the relay fetches the sheet again every few minutes, and a sheet
  // that has not changed is not rendered again. (Hashed once per fetch.)
  let version = { fetchedAt: NaN, hash: '' };
  const versionOf = (copy: NonNullable<RelayState['copy']>): string => {
    if (version.fetchedAt !== copy.fetchedAt) version = { fetchedAt: copy.fetchedAt, hash: createHash('sha1').update(copy.body).digest('base64url') };
    return version.hash;
  };

  const render = (route: Route): Promise<Rendered | undefined> => {
    const copy = opts.eventsCopy();
    if (!kit || !copy) return Promise.resolve(undefined);
    const day = today();
    const key = `${versionOf(copy)}|${day}`;
    const cached = rendered.get(route.path);
    if (cached?.key === key) return cached.page;
    const page = make(kit, route, copy.body, day);
    rendered.set(route.path, { key, page });
    // A failed render is tried again by the next request.
    page.catch(() => {
      if (rendered.get(route.path)?.page === page) rendered.delete(route.path);
    });
    return page;
  };

  return async (c, next) => {
    const route = routes.get(c.req.path);
    if (!route || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    let page: Rendered | undefined;
    try {
      page = await render(route);
    } catch (err) {
      log(`live page ${route.path}: could not render it with the events (${err instanceof Error ? err.message : String(err)}); serving the prerendered page`);
    }
    if (!page) return next();
    // The same Cache-Control on the 304 as on the 200 it stands for: a page is always checked with the server.
    const headers = { 'Cache-Control': 'no-cache', ETag: page.etag, Vary: 'Accept-Encoding' };
    if (noneMatch(c.req.header('If-None-Match'), page.etag)) return new Response(null, { status: 304, headers });
    return answerWithForms(c.req.raw, page.forms, { status: 200, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
  };
}

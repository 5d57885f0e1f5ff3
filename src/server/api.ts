// The site's API, as one web-standard Hono app: mounted under /api by the production server and by `npm run dev`.
import { join } from 'node:path';
import { Hono } from 'hono';
import type { SiteConfig } from '../schema/site-schema.ts';
import { parseTrustProxy } from './client-address.ts';
import { createEventsRelay, type EventsRelay, type RelayState } from './events-relay.ts';
import { createInstagramProxy } from './instagram/handler.ts';
import { createJsonFileStore } from './json-file-store.ts';
import { fetchPublicText } from './public-fetch.ts';

export interface ApiEnv {
  INSTAGRAM_ACCESS_TOKEN?: string;
  INSTAGRAM_USER_ID?: string;
  INSTAGRAM_GRAPH_URL?: string;
  /** Which reverse proxies to trust for the visitor's address (see client-address.ts); unset: none. */
  TRUST_PROXY?: string;
  /** Where the server keeps what must survive a restart. Default: data/ in the working directory. */
  DATA_DIR?: string;
}

/** Knobs for tests and benchmarks; the site config cannot reach them. */
export interface ApiOptions {
  now?: () => number;
  log?: (...args: unknown[]) => void;
  /** Sheet origins (e.g. "http://127.0.0.1:4567") read although they are not public https addresses. */
  testOnlyAllowedOrigins?: readonly string[];
  /** POST /bookings (src/server/bookings/): the booking desk, which needs a database. */
  bookings?: Hono;
}

/** The relay of the events sheet with this site's settings (src/server/events-relay.ts). */
export function createSiteEventsRelay(site: SiteConfig, env: ApiEnv, options: ApiOptions = {}): EventsRelay {
  const dataDir = env.DATA_DIR || join(process.cwd(), 'data');
  return createEventsRelay({
    sheetUrl: site.events.sheetCsvUrl,
    deadlineMs: site.events.relayDeadlineMs,
    cacheSeconds: site.events.relayCacheSeconds,
    maxBytes: site.events.relayMaxBytes,
    fetchSheet: (url, limits) =>
      fetchPublicText(url, { ...limits, accept: 'text/csv', testOnlyAllowedOrigins: options.testOnlyAllowedOrigins }),
    store: createJsonFileStore<RelayState>(join(dataDir, 'events-sheet.json')),
    ...(options.now ? { now: options.now } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
}

/** `relay` is the events relay to answer /events.csv with, when the caller also reads its copy. */
export function createApi(site: SiteConfig, env: ApiEnv, options: ApiOptions = {}, relay = createSiteEventsRelay(site, env, options)): Hono {
  const api = new Hono();
  const trust = parseTrustProxy(env.TRUST_PROXY);
  if (!trust.ok) throw new Error(trust.error);
  api.all('/events.csv', (c) => relay(c.req.raw));
  api.route(
    '/',
    createInstagramProxy({
      accessToken: env.INSTAGRAM_ACCESS_TOKEN,
      igUserId: env.INSTAGRAM_USER_ID,
      graphBaseUrl: env.INSTAGRAM_GRAPH_URL,
      timeoutMs: site.instagram.timeoutMs,
      allowedUsernames: [site.instagram.defaultUsername, ...site.instagram.allowedUsernames],
      hashtagSearch: site.instagram.hashtagSearch,
      trustProxy: trust.trust,
      ...(options.now ? { now: options.now } : {}),
      ...(options.log ? { log: options.log } : {}),
    }),
  );
  if (options.bookings) api.route('/', options.bookings);
  else api.all('/bookings', (c) => c.json({ error: 'Bookings are not taken on this server. Please call or email us.' }, 503));
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  return api;
}

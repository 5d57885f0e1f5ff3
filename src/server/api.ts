// The site's API, as one web-standard Hono app: mounted under /api by the production server and by `npm run dev`.
import { Hono } from 'hono';
import type { SiteConfig } from '../schema/site-schema.ts';
import { parseTrustProxy } from './client-key.ts';
import { createEventsRelay } from './events-relay.ts';
import { createInstagramProxy } from './instagram/handler.ts';

export interface ApiEnv {
  INSTAGRAM_ACCESS_TOKEN?: string;
  INSTAGRAM_USER_ID?: string;
  INSTAGRAM_GRAPH_URL?: string;
  TRUST_PROXY?: string;
}

export interface ApiParts {
  /** POST /bookings (src/server/bookings/): the booking desk, which needs a database. */
  bookings?: Hono;
}

export function createApi(site: SiteConfig, env: ApiEnv, parts: ApiParts = {}): Hono {
  const api = new Hono();
  const relay = createEventsRelay({
    sheetUrl: site.events.sheetCsvUrl,
    timeoutMs: site.events.timeoutMs,
    cacheSeconds: site.events.relayCacheSeconds,
  });
  api.all('/events.csv', (c) => relay(c.req.raw));
  const trust = parseTrustProxy(env.TRUST_PROXY);
  api.route(
    '/',
    createInstagramProxy({
      accessToken: env.INSTAGRAM_ACCESS_TOKEN,
      igUserId: env.INSTAGRAM_USER_ID,
      graphBaseUrl: env.INSTAGRAM_GRAPH_URL,
      timeoutMs: site.instagram.timeoutMs,
      trustProxy: trust.ok ? trust.proxies : 0,
    }),
  );
  if (parts.bookings) api.route('/', parts.bookings);
  else api.all('/bookings', (c) => c.json({ error: 'Bookings are not taken on this server. Please call or email us.' }, 503));
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  return api;
}

// The site's API, as one web-standard Hono app: mounted under /api by the production server and by `npm run dev`.
import { Hono } from 'hono';
import type { SiteConfig } from '../schema/site-schema.ts';
import { createEventsRelay } from './events-relay.ts';
import { createInstagramProxy } from './instagram/handler.ts';

export interface ApiEnv {
  INSTAGRAM_ACCESS_TOKEN?: string;
  INSTAGRAM_USER_ID?: string;
  INSTAGRAM_GRAPH_URL?: string;
}

export function createApi(site: SiteConfig, env: ApiEnv): Hono {
  const api = new Hono();
  const relay = createEventsRelay({
    sheetUrl: site.events.sheetCsvUrl,
    timeoutMs: site.events.timeoutMs,
    cacheSeconds: site.events.relayCacheSeconds,
  });
  api.all('/events.csv', (c) => relay(c.req.raw));
  api.route(
    '/',
    createInstagramProxy({
      accessToken: env.INSTAGRAM_ACCESS_TOKEN,
      igUserId: env.INSTAGRAM_USER_ID,
      graphBaseUrl: env.INSTAGRAM_GRAPH_URL,
      timeoutMs: site.instagram.timeoutMs,
    }),
  );
  api.notFound((c) => c.json({ error: 'Not found' }, 404));
  return api;
}

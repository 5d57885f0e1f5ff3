// The site's API (/api/events.csv, /api/instagram, /api/bookings) as one web-standard handler,
// `(request: Request) => Promise<Response>`, for a serverless or edge platform when the pages are on a static
// host. Every setting is passed in: nothing here reads process.env, so a platform that hands secrets to the
// handler (Cloudflare's env bindings) works the same as one with environment variables. docs/deploy.md shows
// the few lines a platform needs around it.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { SiteConfig } from '../schema/site-schema.ts';
import { createApi, createSiteEventsRelay, type ApiOptions } from './api.ts';
import { mailContext, openBookingDesk, type BookingDesk } from './bookings/index.ts';
import type { OfferedService } from '../data/bookings/booking-schema.ts';
import type { TextEnv } from './texts/settings.ts';

export interface ApiSettings {
  /** site.config.yaml, loaded at build or cold start (loadSiteConfig), or imported as JSON. */
  site: SiteConfig;
  /** A folder the function may write: the events relay keeps its last good copy of the sheet there (e.g. /tmp). */
  dataDir: string;
  instagram?: { accessToken?: string; userId?: string; graphUrl?: string };
  /** As the server's TRUST_PROXY: platforms that write the visitor's address into X-Forwarded-For want "1". */
  trustProxy?: string;
  /**
   * Bookings: a database every instance reaches (a libSQL server, `libsql://...`), and SMTP to email them.
   * Left out, POST /api/bookings answers 503 and the form offers the phone number instead.
   */
  bookings?: {
    databaseUrl: string;
    databaseAuthToken?: string;
    smtpUrl?: string;
    smtpFrom?: string;
    /** Texts (TWILIO_*, OWNER_TEXT_TO, as the server reads them): here the owner's text for each new booking. */
    texts?: TextEnv;
    /** What the form offers: the build's dist/.server/booking-offer.json (readBookingOffer); other services are refused. */
    offered: readonly OfferedService[];
  };
  /** Origins of the pages when they are on another domain than the API (CORS); same domain: leave out. */
  allowedOrigins?: string[];
  /** Where the API is mounted. Default "/api", as on the server. */
  basePath?: string;
  /** For tests: the clock, the log, and sheet origins allowed although not public (see ApiOptions). */
  options?: Pick<ApiOptions, 'now' | 'log' | 'testOnlyAllowedOrigins'>;
}

export interface ApiHandler {
  fetch(request: Request): Promise<Response>;
  /** Closes the bookings database and finishes an email being sent (for platforms with a shutdown hook). */
  close(): Promise<void>;
}

export function createApiHandler(settings: ApiSettings): ApiHandler {
  const basePath = settings.basePath ?? '/api';
  let desk: Promise<BookingDesk> | undefined;
  let app: Promise<Hono> | undefined;

  const build = async (): Promise<Hono> => {
    const env = {
      INSTAGRAM_ACCESS_TOKEN: settings.instagram?.accessToken,
      INSTAGRAM_USER_ID: settings.instagram?.userId,
      INSTAGRAM_GRAPH_URL: settings.instagram?.graphUrl,
      TRUST_PROXY: settings.trustProxy,
      DATA_DIR: settings.dataDir,
    };
    const { bookings, site } = settings;
    if (bookings) {
      desk = openBookingDesk({
        env: { ...bookings.texts, DATABASE_URL: bookings.databaseUrl, DATABASE_AUTH_TOKEN: bookings.databaseAuthToken, SMTP_URL: bookings.smtpUrl, SMTP_FROM: bookings.smtpFrom, TRUST_PROXY: settings.trustProxy },
        root: settings.dataDir,
        mail: () => mailContext(site),
        offered: bookings.offered,
        ...(settings.options?.log && { log: settings.options.log }),
      });
    }
    const options: ApiOptions = { ...settings.options, ...(desk && { bookings: (await desk).api }) };
    const root = new Hono();
    if (settings.allowedOrigins?.length) {
      root.use(`${basePath}/*`, cors({ origin: settings.allowedOrigins, allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type'], maxAge: 600 }));
    }
    root.route(basePath, createApi(site, env, options, createSiteEventsRelay(site, env, options)));
    root.notFound((c) => c.json({ error: 'Not found' }, 404));
    return root;
  };

  return {
    async fetch(request) {
      // Built on the first request, so a setting that cannot work fails that request, not the platform's import.
      app ??= build();
      try {
        return (await app).fetch(request);
      } catch (error) {
        app = undefined;
        (settings.options?.log ?? console.error)(`[api] not started: ${error instanceof Error ? error.message : String(error)}`);
        return Response.json({ error: 'The service is not available right now. Please call or email us.' }, { status: 503 });
      }
    },
    async close() {
      await (await desk?.catch(() => undefined))?.close();
    },
  };
}

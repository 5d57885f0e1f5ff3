// The fixture site with its events sheet on this machine: a stub of the published Google Sheet (CSV, the
// owner's column titles) served by this process, and a production server of the fixture build whose relay
// reads that sheet on every request (relayCacheSeconds 0). The site config cannot name a sheet on
// 127.0.0.1 over plain http, so the server is made here with the site's own settings and that one change,
// as the production server makes it (src/server/app.ts), and listens on a free port of 127.0.0.1.
import '../../src/server/production-env.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listen } from '../../src/server/listen.ts';
import type { Hono } from 'hono';
import { loadSiteConfig } from '../../src/content/load.ts';
import { chicagoToday } from '../../src/data/events/today.ts';
import { createServerApp } from '../../src/server/app.ts';
import { ensureBuilt, PROJECT, SITES } from './built-sites.ts';

export interface SheetEvent {
  name: string;
  /** MM-DD-YYYY, as the owner writes it in the sheet. */
  date: string;
  time: string;
  price: string;
  location: string;
  address: string;
}

/** A sheet date (MM-DD-YYYY) `days` after today in Chicago, where the business is. */
export function sheetDate(days: number): string {
  const [y, mo, d] = chicagoToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d + days));
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}-${date.getUTCFullYear()}`;
}

/** The published sheet as Google serves it: CSV with the owner's column titles. */
export const sheetCsv = (rows: readonly SheetEvent[]): string =>
  ['Date,Event Name,Time,Price,Location,Address', ...rows.map((e) => `${e.date},${e.name},${e.time},${e.price},"${e.location}","${e.address}"`)].join('\n') + '\n';

export interface StubSheet {
  /** The sheet's published address. */
  url: string;
  /** What the sheet answers from now on. */
  body: string;
  close(): Promise<void>;
}

/** Serves `body` (changeable through `body`) as the published sheet on a free port of 127.0.0.1. */
export async function startStubSheet(body: string): Promise<StubSheet> {
  const sheet: StubSheet = { url: '', body, close: async () => {} };
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(sheet.body));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  sheet.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pub?output=csv`;
  sheet.close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return sheet;
}

export interface SheetSite {
  /** http://127.0.0.1:port */
  url: string;
  app: Hono;
  /** What the server logged (a failed render among others), to show when a test fails. */
  log: string[];
  /** Answers a request to this path without a socket (a Request through the app). */
  get(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** A production server of the fixture build whose events relay reads `sheetUrl` on every request. */
export async function startSheetSite(sheetUrl: string): Promise<SheetSite> {
  const site = SITES.fixture;
  await ensureBuilt(site);
  const config = await loadSiteConfig(site.contentRoot);
  if (!config.ok) throw new Error(`the fixture's site.config.yaml does not load (${config.errors.length} errors)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'sheet-site-'));
  const log: string[] = [];
  const app = createServerApp({
    distDir: join(PROJECT, site.distDir),
    site: { ...config.site, events: { ...config.site.events, source: 'relay', sheetCsvUrl: sheetUrl, relayCacheSeconds: 0 } },
    env: { DATA_DIR: dataDir },
    preloadLivePages: true,
    api: { testOnlyAllowedOrigins: [new URL(sheetUrl).origin], log: (...args) => log.push(args.map(String).join(' ')) },
  });
  const { port, close } = await listen(app.fetch, 0, '127.0.0.1', 0);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    log,
    get: async (path, init) => app.fetch(new Request(new URL(path, url), init)),
    close: async () => {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

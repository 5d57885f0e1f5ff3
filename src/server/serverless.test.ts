// The API as a serverless platform calls it: plain web `Request`s in, `Response`s out, every setting passed
// in. A fake Graph API and a fake sheet on 127.0.0.1 stand in for Meta and Google.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSiteConfig } from '../content/load.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { discoveryAnswer, graphImage, startFakeGraph, type FakeGraph } from '../../tests/support/fake-graph-server.ts';
import { openBookingStore } from './bookings/store.ts';
import { createApiHandler, type ApiHandler, type ApiSettings } from './serverless.ts';

let site: SiteConfig;
let graph: FakeGraph;
let sheet: Server;
let sheetUrl: string;
const dirs: string[] = [];
const handlers: ApiHandler[] = [];
const CSV = 'date,eventName,time,price,location,address\n06-14-2030,Gems Pop-Up,1-4 PM,$75,Boutique,1 Oak St\n';

beforeAll(async () => {
  const loaded = await loadSiteConfig(join(__dirname, '../../tests/fixtures/content/base'));
  if (!loaded.ok) throw new Error('fixture site.config.yaml does not load');
  graph = await startFakeGraph(() => ({ json: discoveryAnswer([graphImage(1), graphImage(2)]) }));
  sheet = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV));
  await new Promise<void>((resolve) => sheet.listen(0, '127.0.0.1', resolve));
  sheetUrl = `http://127.0.0.1:${(sheet.address() as AddressInfo).port}`;
  site = { ...loaded.site, events: { ...loaded.site.events, sheetCsvUrl: `${sheetUrl}/pub?output=csv` } };
});
afterAll(async () => {
  await graph.close();
  await new Promise((resolve) => sheet.close(resolve));
});
afterEach(async () => {
  for (const h of handlers.splice(0)) await h.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

function handler(extra: Partial<ApiSettings> = {}): ApiHandler {
  const dataDir = mkdtempSync(join(tmpdir(), 'serverless-'));
  dirs.push(dataDir);
  const h = createApiHandler({ site, dataDir, options: { log: () => {}, testOnlyAllowedOrigins: [sheetUrl] }, ...extra });
  handlers.push(h);
  return h;
}

const instagram = () => ({ accessToken: 'EAAGtoken', userId: '17841400000000000', graphUrl: graph.baseUrl });
const booking = { name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: '', message: 'Two gems, please.' };
const offered = [{ label: 'Tooth Gems' }];
const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('https://api.test/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('the API as a web-standard handler', () => {
  it('answers the Instagram feed with the credentials it is given', async () => {
    const res = await handler({ instagram: instagram() }).fetch(new Request(`https://api.test/api/instagram?username=${site.instagram.defaultUsername}`));
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(2);
  });

  it('reads no setting from the process environment', async () => {
    vi.stubEnv('INSTAGRAM_ACCESS_TOKEN', 'EAAGtoken');
    vi.stubEnv('INSTAGRAM_USER_ID', '17841400000000000');
    vi.stubEnv('INSTAGRAM_GRAPH_URL', graph.baseUrl);
    const res = await handler().fetch(new Request(`https://api.test/api/instagram?username=${site.instagram.defaultUsername}`));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unavailable: 'not-configured', error: 'Instagram is not configured' });
  });

  it('relays the events sheet', async () => {
    const res = await handler().fetch(new Request('https://api.test/api/events.csv'));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Gems Pop-Up');
  });

  it('stores a booking in the database it is given, and answers 503 without one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'serverless-db-'));
    dirs.push(dataDir);
    const api = handler({ bookings: { databaseUrl: join(dataDir, 'bookings.db'), offered } });
    const res = await api.fetch(post(booking));
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    await api.close();
    const store = await openBookingStore({ url: join(dataDir, 'bookings.db') });
    expect(await store.find(reference)).toMatchObject(booking);
    store.close();

    // It has no built pages to answer a form sent without JavaScript with: such a form is refused as before.
    const form = await handler({ bookings: { databaseUrl: ':memory:', offered } }).fetch(
      new Request('https://api.test/api/bookings', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(booking).toString() }),
    );
    expect(form.status).toBe(415);

    const without = await handler().fetch(post(booking));
    expect(without.status).toBe(503);
    expect(((await without.json()) as { error: string }).error).toMatch(/call or email/);
  });

  it('answers a setting that cannot work with a 503 a visitor can read, and logs why', async () => {
    const log = vi.fn();
    const res = await handler({ bookings: { databaseUrl: ':memory:', smtpUrl: 'http://mail.test', offered }, options: { log } }).fetch(post(booking));
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/call or email/);
    expect(log.mock.calls.join(' ')).toMatch(/SMTP_URL must start with smtp:\/\//);
  });

  it('lets the pages\' own origin call it from another domain, and no other', async () => {
    const api = handler({ allowedOrigins: ['https://www.shop.test'] });
    const preflight = (origin: string) =>
      api.fetch(new Request('https://api.test/api/bookings', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } }));
    expect((await preflight('https://www.shop.test')).headers.get('access-control-allow-origin')).toBe('https://www.shop.test');
    expect((await preflight('https://evil.test')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown paths with a JSON 404, under another base path too', async () => {
    const res = await handler({ basePath: '/.netlify/functions/api' }).fetch(new Request('https://api.test/.netlify/functions/api/nothing'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
    const relayed = await handler({ basePath: '/.netlify/functions/api' }).fetch(new Request('https://api.test/.netlify/functions/api/events.csv'));
    expect(relayed.status).toBe(200);
  });
});

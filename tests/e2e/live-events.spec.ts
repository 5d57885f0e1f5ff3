// The events page as the server knows it. The production server runs on the built dist/ with the site's
// settings, except that events.sheetCsvUrl points at a stub sheet this test serves (tests/e2e/stub-sheet-server.ts).
// Before the relay has a copy of the sheet, /events is the prerendered page, as a static host serves it;
// once the page (or anyone) has read the sheet through the relay, /events answers HTML that already lists
// the upcoming events and describes each as an Event, rendered again when the sheet changes. In a browser
// the page hydrates over them without a warning and reads the sheet again as always.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { eventsMessages as m } from '../../src/data/events/messages.ts';
import { chicagoToday } from '../../src/data/events/today.ts';
import { hydrated, watchConsole } from './helpers.ts';
import { freePort, startSiteServer, type SiteServer } from './server.ts';
import { FIXTURE_DIST } from './sites.ts';

test.describe.configure({ mode: 'serial' });

/** A sheet date (MM-DD-YYYY) `days` after today in Chicago. */
function sheetDate(days: number): string {
  const [y, mo, d] = chicagoToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d + days));
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}-${date.getUTCFullYear()}`;
}

interface SheetEvent {
  name: string;
  date: string;
  time: string;
  price: string;
  location: string;
  address: string;
}

const events: SheetEvent[] = [
  { name: 'Lakeside Glow Night', date: sheetDate(2), time: '5:00 PM - 9:00 PM', price: '$89', location: 'Emory, TX', address: '100 Lakeview Dr, Emory, TX 75440' },
  { name: 'Courthouse Square Gems', date: sheetDate(9), time: '11:00 AM - 3:00 PM', price: '$65+', location: 'Greenville, TX', address: '2507 Lee St, Greenville, TX 75401' },
];
const pastEvent: SheetEvent = { name: 'Last Month Pop-Up', date: sheetDate(-30), time: '10:00 AM - 2:00 PM', price: '$50', location: 'Point, TX', address: '1 Main St, Point, TX 75472' };
const addedLater: SheetEvent = { name: 'Harvest Sparkle Market', date: sheetDate(16), time: '9:00 AM - 1:00 PM', price: '$40', location: 'Commerce, TX', address: 'Downtown Commerce' };

/** The published sheet as Google serves it (CSV, the owner's column titles). */
const csv = (rows: readonly SheetEvent[]) =>
  ['Date,Event Name,Time,Price,Location,Address', ...rows.map((e) => `${e.date},${e.name},${e.time},${e.price},"${e.location}","${e.address}"`)].join('\n') + '\n';

let sheetBody = csv([pastEvent, ...events]);
let sheet: Server;
let server: SiteServer;
let url = '';
let dataDir = '';

/** What the server logged (a failed render is logged, and the prerendered page answered). */
const serverLog = () => (existsSync(join(dataDir, 'server.log')) ? readFileSync(join(dataDir, 'server.log'), 'utf8') : '');

test.beforeAll(async () => {
  sheet = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(sheetBody));
  await new Promise<void>((done) => sheet.listen(0, '127.0.0.1', done));
  const sheetUrl = `http://127.0.0.1:${(sheet.address() as AddressInfo).port}/pub?output=csv`;
  dataDir = mkdtempSync(join(tmpdir(), 'glow-e2e-live-'));
  const port = await freePort();
  server = await startSiteServer(port, { SHEET_URL: sheetUrl, DATA_DIR: dataDir, PORT: String(port) }, '/events', process.cwd(), 'tests/e2e/stub-sheet-server.ts');
  url = server.url;
});

test.afterAll(async () => {
  await server.stop();
  sheet.closeAllConnections();
  await new Promise((done) => sheet.close(done));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The JSON-LD graph of a page's HTML (one script). */
function graphOf(html: string): Array<Record<string, unknown>> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return (JSON.parse(scripts[0]![1]!) as { '@graph': Array<Record<string, unknown>> })['@graph'];
}
const eventsIn = (html: string) => graphOf(html).filter((n) => n['@type'] === 'Event');

test('before the relay has a copy of the sheet, /events is the prerendered page', async ({ request }) => {
  const response = await request.get(`${url}/events`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toBe(readFileSync(join(process.cwd(), FIXTURE_DIST, 'events/index.html'), 'utf8'));
  expect(eventsIn(html)).toEqual([]);
  for (const e of events) expect(html).not.toContain(e.name);
});

test('once the sheet is read through the relay, the HTML lists the upcoming events, each an Event, with the headers of every page', async ({ request }) => {
  expect((await request.get(`${url}/api/events.csv`)).status()).toBe(200);

  // The relay saves its copy as it answers; the page is rendered from it on the next request (a failed
  // render is tried again by the one after).
  const get = () => request.get(`${url}/events`, { headers: { 'Accept-Encoding': 'gzip' } });
  await expect.poll(async () => (await (await get()).text()).includes(events[0]!.name), { timeout: 15_000 }).toBe(true);
  const response = await get();
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const e of events) expect(html, serverLog()).toContain(e.name);
  expect(html).not.toContain(pastEvent.name);
  const described = eventsIn(html);
  expect(described.map((n) => n.name)).toEqual(events.map((e) => e.name));
  for (const n of described) {
    expect(n.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[56]:00$/);
    expect(n.location).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress' } });
    expect(n.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
  }

  // The security headers of a prerendered page, compressed on the way out, and a validator.
  const headers = response.headers();
  const prerendered = (await request.get(`${url}/contact`)).headers();
  for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cache-control']) expect(headers[name], name).toBe(prerendered[name]);
  expect(headers['content-encoding']).toBe('gzip');
  const again = await request.get(`${url}/events`, { headers: { 'If-None-Match': headers.etag ?? '' } });
  expect(again.status()).toBe(304);
});

test('the sheet read again unchanged leaves the page as it was; changed, the page is rendered from the new copy', async ({ request }) => {
  const before = await request.get(`${url}/events`);
  expect((await request.get(`${url}/api/events.csv`)).headers()['x-cache']).toBe('miss');
  expect((await request.get(`${url}/events`)).headers().etag).toBe(before.headers().etag);

  sheetBody = csv([...events, addedLater]);
  expect(await (await request.get(`${url}/api/events.csv`)).text()).toContain(addedLater.name);
  const after = await request.get(`${url}/events`);
  expect(after.headers().etag).not.toBe(before.headers().etag);
  expect(eventsIn(await after.text()).map((n) => n.name)).toEqual([...events, addedLater].map((e) => e.name));
});

test('the page hydrates over those events without a warning, and the list tab shows them', async ({ page }) => {
  const problems = watchConsole(page);
  let sheetReads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events.csv')) sheetReads += 1;
  });
  await page.goto(`${url}/events`);
  await hydrated(page);
  await expect(page.getByText(events[0]!.name).first()).toBeVisible();
  await page.getByRole('tab', { name: m.listTab }).click();
  const list = page.getByRole('tabpanel', { name: m.listTab });
  for (const e of [...events, addedLater]) await expect(list.getByText(e.name)).toBeVisible();
  // The browser reads the sheet again (through the relay), as a page without server-side events does.
  await expect.poll(() => sheetReads).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('the build folder the server renders from is never served', async ({ request }) => {
  for (const path of ['/.server/live.json', '/.server/renderer/render-pages.js']) {
    expect((await request.get(`${url}${path}`)).status(), path).toBe(404);
  }
});

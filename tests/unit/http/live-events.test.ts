// The events page as the server knows it, with the events sheet a stub this process serves
// (tests/support/sheet-site.ts). Before the relay has a copy of the sheet, /events is the prerendered page, as
// a static host serves it; once the page (or anyone) has read the sheet through the relay, /events answers
// HTML that already lists the upcoming events and describes each as an Event, rendered again when the
// sheet changes. (In a browser the page hydrates over them: tests/e2e/chrome.spec.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { PROJECT, SITES } from '../../support/built-sites.ts';
import { sheetCsv, sheetDate, startSheetSite, startStubSheet, type SheetEvent, type SheetSite, type StubSheet } from '../../support/sheet-site.ts';
import { scan } from './html.ts';

const events: SheetEvent[] = [
  { name: 'Lakeside Glow Night', date: sheetDate(2), time: '5:00 PM - 9:00 PM', price: '$89', location: 'Emory, TX', address: '100 Lakeview Dr, Emory, TX 75440' },
  { name: 'Courthouse Square Gems', date: sheetDate(9), time: '11:00 AM - 3:00 PM', price: '$65+', location: 'Greenville, TX', address: '2507 Lee St, Greenville, TX 75401' },
];
const pastEvent: SheetEvent = { name: 'Last Month Pop-Up', date: sheetDate(-30), time: '10:00 AM - 2:00 PM', price: '$50', location: 'Point, TX', address: '1 Main St, Point, TX 75472' };
const addedLater: SheetEvent = { name: 'Harvest Sparkle Market', date: sheetDate(16), time: '9:00 AM - 1:00 PM', price: '$40', location: 'Commerce, TX', address: 'Downtown Commerce' };

let sheet: StubSheet;
let server: SheetSite;

beforeAll(async () => {
  sheet = await startStubSheet(sheetCsv([pastEvent, ...events]));
  server = await startSheetSite(sheet.url);
});
afterAll(async () => {
  await server?.close();
  await sheet?.close();
});

/** The schema.org Events of a page's HTML (its one JSON-LD graph). */
function eventsIn(html: string): Array<Record<string, unknown>> {
  const graphs = scan(html).tags.filter((t) => t.name === 'script' && t.attrs.type === 'application/ld+json');
  expect(graphs).toHaveLength(1);
  return (JSON.parse(graphs[0]!.text!) as { '@graph': Array<Record<string, unknown>> })['@graph'].filter((n) => n['@type'] === 'Event');
}

// The tests run in order: each starts from the sheet and copy the one before left.
it('before the relay has a copy of the sheet, /events is the prerendered page', async () => {
  const res = await server.get('/events');
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toBe(readFileSync(join(PROJECT, SITES.fixture.distDir, 'events/index.html'), 'utf8'));
  expect(eventsIn(html)).toEqual([]);
  for (const e of events) expect(html).not.toContain(e.name);
});

it('once the sheet is read through the relay, the HTML lists the upcoming events, each an Event, with the headers of every page', async () => {
  expect((await server.get('/api/events.csv')).status).toBe(200);

  // The relay saves its copy as it answers; the page is rendered from it on the next request (a failed
  // render is tried again by the one after).
  const get = () => server.get('/events', { headers: { 'Accept-Encoding': 'gzip' } });
  const text = async (res: Response) => gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
  await vi.waitFor(async () => expect(await text(await get()), server.log.join('\n')).toContain(events[0]!.name), { timeout: 15_000, interval: 100 });
  const res = await get();
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('gzip');
  const html = await text(res);
  for (const e of events) expect(html, server.log.join('\n')).toContain(e.name);
  expect(html).not.toContain(pastEvent.name);
  const described = eventsIn(html);
  expect(described.map((n) => n.name)).toEqual(events.map((e) => e.name));
  for (const n of described) {
    expect(n.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[56]:00$/);
    expect(n.location).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress' } });
    expect(n.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
  }

  // The security headers and caching of a prerendered page, and a validator.
  const prerendered = await server.get('/contact');
  for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cache-control']) {
    expect(res.headers.get(name), name).toBe(prerendered.headers.get(name));
  }
  const again = await server.get('/events', { headers: { 'If-None-Match': res.headers.get('etag') ?? '' } });
  expect(again.status).toBe(304);
});

it('the sheet read again unchanged leaves the page as it was; changed, the page is rendered from the new copy', async () => {
  const before = await server.get('/events');
  expect((await server.get('/api/events.csv')).headers.get('x-cache')).toBe('miss');
  expect((await server.get('/events')).headers.get('etag')).toBe(before.headers.get('etag'));

  sheet.body = sheetCsv([...events, addedLater]);
  expect(await (await server.get('/api/events.csv')).text()).toContain(addedLater.name);
  const after = await server.get('/events');
  expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  expect(eventsIn(await after.text()).map((n) => n.name)).toEqual([...events, addedLater].map((e) => e.name));
});

// The events page as the server knows it: with a good copy of the sheet in hand (saved by the events relay
// in DATA_DIR, as after any earlier visit), /events answers HTML that already lists the upcoming events and
// describes each as an Event for search engines; the page then hydrates without a warning and reads the
// sheet again as always.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { eventsMessages as m } from '../../src/data/events/messages.ts';
import { chicagoToday } from '../../src/data/events/today.ts';
import { content, hydrated, watchConsole } from './helpers.ts';
import { freePort, startSiteServer, type SiteServer } from './server.ts';

test.describe.configure({ mode: 'serial' });

let dir = '';
let server: SiteServer;

/** A sheet date (MM-DD-YYYY) `days` after today in Chicago. */
function sheetDate(days: number): string {
  const [y, mo, d] = chicagoToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d + days));
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}-${date.getUTCFullYear()}`;
}

const events = [
  { name: 'Lakeside Glow Night', date: sheetDate(2), time: '5:00 PM - 9:00 PM', price: '$89', location: 'Emory, TX', address: '100 Lakeview Dr, Emory, TX 75440' },
  { name: 'Courthouse Square Gems', date: sheetDate(9), time: '11:00 AM - 3:00 PM', price: '$65+', location: 'Greenville, TX', address: '2507 Lee St, Greenville, TX 75401' },
];
const pastEvent = { name: 'Last Month Pop-Up', date: sheetDate(-30) };

test.beforeAll(async () => {
  const { site } = await content();
  dir = mkdtempSync(join(tmpdir(), 'glow-e2e-live-'));
  const rows = [
    'Date,Event Name,Time,Price,Location,Address',
    `${pastEvent.date},${pastEvent.name},10:00 AM - 2:00 PM,$50,"Point, TX","1 Main St, Point, TX 75472"`,
    ...events.map((e) => `${e.date},${e.name},${e.time},${e.price},"${e.location}","${e.address}"`),
  ];
  // What the relay keeps across restarts: its last good copy of this site's sheet, fetched just now.
  writeFileSync(join(dir, 'events-sheet.json'), JSON.stringify({ sheetUrl: site.events.sheetCsvUrl, copy: { body: `${rows.join('\n')}\n`, fetchedAt: Date.now() } }));
  server = await startSiteServer(await freePort(), { DATA_DIR: dir, DATABASE_URL: ':memory:', SMTP_URL: '' }, '/events');
});

test.afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('the HTML of /events lists the upcoming events, with an Event for each, before any script runs', async ({ request }) => {
  const response = await request.get(`${server.url}/events`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const e of events) expect(html).toContain(e.name);
  expect(html).not.toContain(pastEvent.name);

  const [, json = ''] = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html) ?? [];
  const graph = (JSON.parse(json) as { '@graph': Array<Record<string, unknown>> })['@graph'];
  const described = graph.filter((n) => n['@type'] === 'Event');
  expect(described.map((n) => n.name)).toEqual(events.map((e) => e.name));
  for (const n of described) expect(n.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[56]:00$/);

  // Asked again with its validator, the page has not changed.
  const again = await request.get(`${server.url}/events`, { headers: { 'If-None-Match': response.headers().etag ?? '' } });
  expect(again.status()).toBe(304);
});

test('the page hydrates over those events without a warning, and the list tab shows them', async ({ page }) => {
  const problems = watchConsole(page);
  let sheetReads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events.csv')) sheetReads += 1;
  });
  await page.goto(`${server.url}/events`);
  await hydrated(page);
  await expect(page.getByText(events[0]!.name).first()).toBeVisible();
  await page.getByRole('tab', { name: m.listTab }).click();
  const list = page.getByRole('tabpanel', { name: m.listTab });
  for (const e of events) await expect(list.getByText(e.name)).toBeVisible();
  // The browser reads the sheet again (through the relay), as a page without server-side events does.
  await expect.poll(() => sheetReads).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('the build folder the server renders from is never served', async ({ request }) => {
  for (const path of ['/.server/live.json', '/.server/renderer/render-pages.js']) {
    expect((await request.get(`${server.url}${path}`)).status(), path).toBe(404);
  }
});

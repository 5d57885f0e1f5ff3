// The inbox at 33,000 bookings (past SQLite's 32,766 variables in one query, where it used to fail): the
// list a page at a time, newest first, its filters across pages, the counts per status, and a CSV download
// that holds every booking. The bookings are written in one statement, not through the API.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addManyBookings } from '../../../tests/support/many-bookings.ts';
import { openBookingStore, type BookingStore } from '../bookings/store.ts';
import { createOwnerInbox } from './app.ts';
import { quickHash } from '../../../tests/support/quick-hash.ts';

const COUNT = 33_000;
const CONFIRMED = Math.floor(COUNT / 7);
const ORIGIN = 'http://127.0.0.1:3000';
const PASSWORD = 'thirty three thousand bookings';

let store: BookingStore;
let get: (path: string) => Promise<Response>;
let formula = '';

beforeAll(async () => {
  store = await openBookingStore({ url: ':memory:' });
  const hash = await quickHash(PASSWORD);
  const { app } = await createOwnerInbox({ bookings: store, password: () => ({ state: 'set', hash, from: 'test' }), base: '/owner', businessName: 'Test Beauty', trustProxy: false, log: () => {} });
  await addManyBookings(store.client, COUNT);
  // The newest: a formula followed by a line break, as a visitor could send it.
  formula = '=HYPERLINK("http://x.example","a")\u2028x';
  await store.add({ name: formula, email: 'eve@example.com', service: 'Tooth Gems', date: '', message: '=1+1\nsecond line', phone: '', place: '', guests: '', package: '' }, { email: false, now: Date.now() });
  const signedIn = await app.request(`${ORIGIN}/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
    body: new URLSearchParams({ password: PASSWORD }).toString(),
  });
  const cookie = (signedIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  get = async (path) => app.request(`${ORIGIN}${path.replace(/^\/owner/, '') || '/'}`, { headers: { Cookie: cookie } });
});
afterAll(() => store.close());

/** The names on a page, in order, and its links to the pages beside it. */
async function page(path: string) {
  const res = await get(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const names = [...html.matchAll(/<h2><a href="\/owner\/bookings\/[^"]+">([^<]+)<\/a><\/h2>/g)].map((m) => m[1]);
  const link = (rel: string) => new RegExp(`<a class="btn[^"]*" href="([^"]+)" rel="${rel}">`).exec(html)?.[1]?.replace(/&amp;/g, '&');
  return { html, names, newer: link('prev'), older: link('next') };
}

const guests = (from: number, step: number, count: number) => Array.from({ length: count }, (_, i) => `Guest ${from - i * step}`);

describe('the inbox at 33,000 bookings', { timeout: 60_000 }, () => {
  it('shows the newest 50 with a link to older ones, and counts every booking by status', async () => {
    const first = await page('/owner');
    expect(first.names).toEqual(['=HYPERLINK(&quot;http://x.example&quot;,&quot;a&quot;)\u2028x', ...guests(COUNT, 1, 49)]);
    expect(first.newer).toBeUndefined();
    expect(first.older).toMatch(/^\/owner\?before=\d+$/);
    expect(first.html).toContain(`All (${COUNT + 1})`);
    expect(first.html).toContain(`New (${COUNT + 1 - CONFIRMED})`);
    expect(first.html).toContain(`Confirmed (${CONFIRMED})`);

    const second = await page(first.older!);
    expect(second.names).toEqual(guests(COUNT - 49, 1, 50));
    expect(second.newer).toMatch(/^\/owner\?after=\d+$/);
    expect((await page(second.newer!)).names).toEqual(first.names);
  });

  it('filters across pages, keeping the filter on the links', async () => {
    const first = await page('/owner?status=confirmed');
    const newestConfirmed = CONFIRMED * 7;
    expect(first.names).toEqual(guests(newestConfirmed, 7, 50));
    expect(first.html).toContain(`Showing ${CONFIRMED} of ${COUNT + 1} bookings`);
    expect(first.older).toMatch(/^\/owner\?status=confirmed&before=\d+$/);
    const second = await page(first.older!);
    expect(second.names).toEqual(guests(newestConfirmed - 50 * 7, 7, 50));

    // A search: "Guest 3299" and "Guest 32990" to "Guest 32999" among the birthdays (every third booking).
    const search = await page('/owner?service=Birthday&q=guest+3299');
    const birthdays = ['Guest 32999', 'Guest 32996', 'Guest 32993', 'Guest 32990', 'Guest 3299'];
    expect(search.names).toEqual(birthdays);
    expect(search.html).toContain(`Showing ${birthdays.length} of ${COUNT + 1} bookings`);
    expect(search.older).toBeUndefined();
  });

  it('downloads every booking as CSV, oldest first, with no cell a live formula', async () => {
    const res = await get('/owner/bookings.csv');
    expect(res.status).toBe(200);
    const rows = Papa.parse<string[]>(await res.text(), { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(COUNT + 2);
    expect(rows[1]?.[4]).toBe('Guest 1');
    expect(rows.at(-1)?.slice(4, 5)).toEqual([`'${formula}`]);
    expect(rows.at(-1)?.[rows[0]!.indexOf('message')]).toBe("'=1+1\nsecond line");
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);

    const confirmed = Papa.parse<string[]>(await (await get('/owner/bookings.csv?status=confirmed')).text(), { skipEmptyLines: true }).data;
    expect(confirmed).toHaveLength(CONFIRMED + 1);
  });
});

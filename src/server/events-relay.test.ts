import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAIT } from '../../tests/support/wait.ts';
import { EVENTS_ACCEPT, isJsonAnswer, SHEET_UNAVAILABLE } from '../data/events/fetch-events.ts';
import { createEventsRelay, type EventsRelayOptions, type FetchSheet, type RelayState, type RelayStore } from './events-relay.ts';
import { createJsonFileStore } from './json-file-store.ts';
import { fetchPublicText } from './public-fetch.ts';

const SHEET_URL = 'https://sheet.example/pub?output=csv';
const HEADER = 'date,eventName,time,price,location,address';
const CSV = `${HEADER}\n01-15-2027,Glow Night,6 PM,$20,Greenville,1 Main St\n`;
const NEWER = `${HEADER}\n02-01-2027,Gem Pop-Up,1 PM,$30,Commerce,2 Park St\n`;
const get = () => new Request('http://localhost/api/events.csv');
/** Whether the relay said "no copy and no sheet" (a 200 the page reads as such, never an error status). */
const unavailable = (res: Response) => res.status === 200 && isJsonAnswer(res.headers.get('content-type'));
const ok = (text: string, contentType = 'text/csv'): FetchSheet => async () => ({ contentType, text });
const fail = (message: string): FetchSheet => async () => {
  throw new Error(message);
};
/** A sheet that answers only when told to. */
function held() {
  let release: (text: string) => void = () => {};
  const fetchSheet: FetchSheet = () => new Promise((resolve) => (release = (text) => resolve({ contentType: 'text/csv', text })));
  return { fetchSheet, release: (text: string) => release(text) };
}

/** An in-memory store: what a restart would read back. */
function memoryStore(initial?: RelayState) {
  let saved = initial;
  const store: RelayStore & { saved: () => RelayState | undefined } = {
    load: () => saved,
    save: async (state) => {
      saved = structuredClone(state);
    },
    saved: () => saved,
  };
  return store;
}

function setup(first: FetchSheet, extra: Partial<EventsRelayOptions> = {}) {
  let t = 1_000_000;
  const upstream = vi.fn(first);
  const log = vi.fn();
  const relay = createEventsRelay({
    sheetUrl: SHEET_URL,
    fetchSheet: upstream,
    deadlineMs: 1000,
    cacheSeconds: 300,
    maxBytes: 5000,
    now: () => t,
    log,
    ...extra,
  });
  return { relay, upstream, log, advance: (ms: number) => (t += ms) };
}

describe('events relay', () => {
  it('answers the sheet as CSV and serves the cached copy within the TTL', async () => {
    const { relay, upstream, advance } = setup(ok(CSV), { fetchTimeoutMs: 7000 });
    const first = await relay(get());
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(await first.text()).toBe(CSV);
    advance(299_000);
    const second = await relay(get());
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(CSV);
    expect(upstream).toHaveBeenCalledTimes(1);
    expect(upstream).toHaveBeenCalledWith(SHEET_URL, { timeoutMs: 7000, maxBytes: 5000 });
  });

  it('fetches again once the TTL has passed', async () => {
    const { relay, upstream, advance } = setup(ok(CSV));
    await relay(get());
    upstream.mockImplementation(ok(NEWER));
    advance(300_000);
    const res = await relay(get());
    expect(res.headers.get('x-cache')).toBe('miss');
    expect(await res.text()).toBe(NEWER);
    expect(upstream).toHaveBeenCalledTimes(2);
  });

  it('concurrent requests share one upstream fetch', async () => {
    const sheet = held();
    const { relay, upstream } = setup(sheet.fetchSheet);
    const pending = Promise.all(Array.from({ length: 5 }, () => relay(get())));
    await Promise.resolve();
    sheet.release(CSV);
    const answers = await Promise.all((await pending).map((r) => r.text()));
    expect(answers).toEqual(Array(5).fill(CSV));
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it.each<[string, FetchSheet, RegExp]>([
    ['a network error', fail('fetch failed'), /fetch failed/],
    ['an HTML sign-in page', ok('<html><body>Sign in</body></html>', 'text/html; charset=utf-8'), /answered HTML/],
    ['HTML labelled text/plain', ok('<!DOCTYPE html><html><head></head></html>', 'text/plain'), /header row has no/],
    ['an empty answer', ok(''), /the answer is empty/],
    ['blank lines only', ok('\n \n'), /the answer is empty/],
    ['a header row with no events', ok(`${HEADER}\n\n`), /header row but no event rows/],
    ['a sheet missing columns the page reads', ok('date,eventName\n01-15-2027,Glow Night\n'), /no time, price, location, address column/],
    ['an answer over the size limit', fail('the answer is larger than 5000 bytes'), /larger than 5000 bytes/],
  ])('keeps the good copy when the sheet answers %s, and backs off', async (_, failure, logged) => {
    const store = memoryStore();
    const { relay, upstream, log, advance } = setup(ok(CSV), { store });
    await relay(get());
    upstream.mockImplementation(failure);
    advance(301_000);
    const stale = await relay(get());
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-cache')).toBe('stale');
    expect(await stale.text()).toBe(CSV);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(logged);
    expect(String(log.mock.calls[0]?.[0])).toContain('serving the last good copy');
    expect(String(log.mock.calls[0]?.[0])).not.toContain(SHEET_URL);
    await vi.waitFor(() => expect(store.saved()?.failedAt).toBeDefined(), WAIT);
    expect(store.saved()?.copy?.body).toBe(CSV);
    advance(10_000);
    expect((await relay(get())).headers.get('x-cache')).toBe('stale');
    expect(upstream).toHaveBeenCalledTimes(2);
    upstream.mockImplementation(ok(NEWER));
    advance(30_000);
    expect(await (await relay(get())).text()).toBe(NEWER);
  });

  it('accepts header aliases, any column order, extra columns and one event row', async () => {
    const sheet = 'Notes,Address,Location,Price,Time,Event Name,DATE\n,1 Main St,Greenville,$20,6 PM,Glow Night,01-15-2027\n';
    const { relay } = setup(ok(sheet));
    expect(await (await relay(get())).text()).toBe(sheet);
  });

  it('says the sheet is unavailable at once while a failure is recent and nothing is cached (a 200, so no browser logs an error), then recovers', async () => {
    const { relay, upstream, advance } = setup(fail('fetch failed'));
    const res = await relay(get());
    expect(unavailable(res)).toBe(true);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual(SHEET_UNAVAILABLE);
    upstream.mockImplementation(ok(CSV));
    advance(5_000);
    expect(unavailable(await relay(get()))).toBe(true);
    expect(upstream).toHaveBeenCalledTimes(1);
    advance(30_000);
    expect(await (await relay(get())).text()).toBe(CSV);
  });

  it('a slow sheet: the first visitor waits only the deadline and gets the good copy; the copy is replaced when the fetch ends', async () => {
    const sheet = held();
    const { relay, upstream, advance } = setup(ok(CSV), { deadlineMs: 30 });
    await relay(get());
    upstream.mockImplementation(sheet.fetchSheet);
    advance(301_000);
    const first = await relay(get());
    expect([first.status, first.headers.get('x-cache'), await first.text()]).toEqual([200, 'stale', CSV]);
    advance(1_000); // past the deadline of the fetch under way: the next visitor does not wait at all
    const second = await relay(get());
    expect([second.headers.get('x-cache'), await second.text()]).toEqual(['stale', CSV]);
    expect(upstream).toHaveBeenCalledTimes(2);
    sheet.release(NEWER);
    await vi.waitFor(async () => expect(await (await relay(get())).text()).toBe(NEWER), WAIT);
    expect(upstream).toHaveBeenCalledTimes(2);
  });

  it('a slow sheet and no copy yet: unavailable after the deadline (the page shows its samples), the copy arrives in the background', async () => {
    const sheet = held();
    const { relay, upstream } = setup(sheet.fetchSheet, { deadlineMs: 30 });
    expect(unavailable(await relay(get()))).toBe(true);
    sheet.release(CSV);
    await vi.waitFor(async () => {
      const res = await relay(get());
      expect([res.status, res.headers.get('x-cache')]).toEqual([200, 'hit']);
    }, WAIT);
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it("answers the events island's request for data with the copy's events, read once per copy, and the same URL's CSV to others", async () => {
    const { relay, upstream } = setup(ok(`${CSV}13-01-2027,Bad Date,t,p,l,a\n`));
    const asData = () => new Request('http://localhost/api/events.csv', { headers: { accept: EVENTS_ACCEPT } });
    const data = await relay(asData());
    expect(data.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(data.headers.get('vary')).toBe('accept');
    expect(data.headers.get('cache-control')).toBe('public, max-age=60');
    const glowNight = { date: '01-15-2027', isoDate: '2027-01-15', eventName: 'Glow Night', time: '6 PM', price: '$20', location: 'Greenville', address: '1 Main St' };
    expect(await data.json()).toEqual({ events: [glowNight], problems: ['row 3: date "13-01-2027" is not a real MM-DD-YYYY date; skipped'] });
    const csv = await relay(get());
    expect([csv.headers.get('content-type'), csv.headers.get('vary')]).toEqual(['text/csv; charset=utf-8', 'accept']);
    expect(await (await relay(asData())).json()).toMatchObject({ events: [glowNight] });
    expect(upstream).toHaveBeenCalledTimes(1);
    // Without a copy, the same JSON "unavailable" answer for both.
    const none = setup(fail('down'));
    expect(await (await none.relay(asData())).json()).toEqual(SHEET_UNAVAILABLE);
  });

  it('HEAD gets the headers without a body; other methods get 405', async () => {
    const { relay } = setup(ok(CSV));
    const head = await relay(new Request('http://localhost/api/events.csv', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await head.text()).toBe('');
    const post = await relay(new Request('http://localhost/api/events.csv', { method: 'POST', body: 'x' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('cacheSeconds 0 asks the sheet on every request', async () => {
    const { relay, upstream } = setup(ok(CSV), { cacheSeconds: 0 });
    await relay(get());
    await relay(get());
    expect(upstream).toHaveBeenCalledTimes(2);
  });
});

describe('events relay across a restart', () => {
  it('serves the saved copy at once, and does not ask a sheet that failed moments ago', async () => {
    const store = memoryStore();
    const before = setup(ok(CSV), { store });
    await before.relay(get());
    before.upstream.mockImplementation(fail('fetch failed'));
    before.advance(301_000);
    await before.relay(get());
    await vi.waitFor(() => expect(store.saved()?.failedAt).toBeDefined(), WAIT);

    // A new process: same store, a clock a few seconds on, the sheet still down (and slow).
    const after = setup(held().fetchSheet, { store, now: () => (store.saved()?.failedAt ?? 0) + 5_000 });
    const res = await after.relay(get());
    expect([res.status, res.headers.get('x-cache'), await res.text()]).toEqual([200, 'stale', CSV]);
    expect(after.upstream).not.toHaveBeenCalled();
  });

  it('serves a saved copy within its TTL without asking the sheet', async () => {
    const store = memoryStore({ sheetUrl: SHEET_URL, copy: { body: CSV, fetchedAt: 1_000_000 } });
    const { relay, upstream } = setup(fail('never asked'), { store });
    const res = await relay(get());
    expect([res.headers.get('x-cache'), await res.text()]).toEqual(['hit', CSV]);
    expect(upstream).not.toHaveBeenCalled();
  });

  it('a saved time in the future (the clock was set back) does not freeze the copy or the back-off', async () => {
    const store = memoryStore({ sheetUrl: SHEET_URL, copy: { body: CSV, fetchedAt: 9_000_000 }, failedAt: 9_000_000 });
    const { relay, upstream } = setup(ok(NEWER), { store });
    const res = await relay(get());
    expect([res.headers.get('x-cache'), await res.text()]).toEqual(['miss', NEWER]);
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it.each<[string, RelayState | 'throws']>([
    ['a copy of another sheet', { sheetUrl: 'https://other.example/pub?output=csv', copy: { body: CSV, fetchedAt: 1_000_000 } }],
    ['a saved copy that is not an events sheet', { sheetUrl: SHEET_URL, copy: { body: '<html></html>', fetchedAt: 1_000_000 } }],
    ['an unreadable file', 'throws'],
  ])('ignores %s', async (_name, saved) => {
    const store = memoryStore(saved === 'throws' ? undefined : saved);
    if (saved === 'throws') {
      store.load = () => {
        throw new SyntaxError('Unexpected end of JSON input');
      };
    }
    const { relay, upstream, log } = setup(fail('fetch failed'), { store });
    expect(unavailable(await relay(get()))).toBe(true);
    expect(upstream).toHaveBeenCalledTimes(1);
    if (saved === 'throws') expect(String(log.mock.calls[0]?.[0])).toMatch(/could not read the saved copy/);
  });

  it('a store that cannot save is logged, and visitors are still served', async () => {
    const store = memoryStore();
    store.save = async () => {
      throw new Error('EROFS: read-only file system');
    };
    const { relay, log } = setup(ok(CSV), { store });
    expect(await (await relay(get())).text()).toBe(CSV);
    await vi.waitFor(() => expect(String(log.mock.calls[0]?.[0])).toMatch(/could not save the last good copy \(EROFS/), WAIT);
  });
});

describe('events relay against a real HTTP sheet and a file on disk', () => {
  let server: Server | undefined;
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    // The stalled response keeps its socket open; close() alone would wait for it forever.
    server?.closeAllConnections();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  });

  async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
    server = createServer(handler);
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  it('keeps the copy on disk (folder made on demand) and serves it after a restart while the sheet stalls', async () => {
    let stall = false;
    const origin = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      if (stall) res.write(`${HEADER}\n`); // never ended
      else res.end(CSV);
    });
    const file = join(mkdtempSync(join(tmpdir(), 'relay-')), 'data', 'events-sheet.json');
    dirs.push(join(file, '..', '..'));
    let t = 0;
    const relayOn = () =>
      createEventsRelay({
        sheetUrl: `${origin}/sheet.csv`,
        fetchSheet: (url, limits) => fetchPublicText(url, { ...limits, accept: 'text/csv', testOnlyAllowedOrigins: [origin] }),
        // Generous for a loaded machine: the stalled fetch gives up after fetchTimeoutMs, before the deadline.
        deadlineMs: 3000,
        fetchTimeoutMs: 1000,
        cacheSeconds: 60,
        maxBytes: 5000,
        store: createJsonFileStore<RelayState>(file),
        now: () => t,
        log: () => {},
      });
    expect(await (await relayOn()(get())).text()).toBe(CSV);
    await vi.waitFor(() => expect((JSON.parse(readFileSync(file, 'utf8')) as RelayState).copy?.body).toBe(CSV), WAIT);

    stall = true;
    t = 61_000;
    const restarted = relayOn();
    const res = await restarted(get());
    expect([res.headers.get('x-cache'), await res.text()]).toEqual(['stale', CSV]);
    // The stalled fetch times out in the background; the copy on disk is still the good one.
    await vi.waitFor(() => expect((JSON.parse(readFileSync(file, 'utf8')) as RelayState).failedAt).toBe(61_000), WAIT);
    expect((JSON.parse(readFileSync(file, 'utf8')) as RelayState).copy?.body).toBe(CSV);
  });

  it('a file that is not JSON does not stop the relay', async () => {
    const origin = await listen((_req, res) => res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV));
    const dir = mkdtempSync(join(tmpdir(), 'relay-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'events-sheet.json'), '{"sheetUrl": ');
    const relay = createEventsRelay({
      sheetUrl: `${origin}/sheet.csv`,
      fetchSheet: (url, limits) => fetchPublicText(url, { ...limits, accept: 'text/csv', testOnlyAllowedOrigins: [origin] }),
      deadlineMs: 1000,
      cacheSeconds: 60,
      maxBytes: 5000,
      store: createJsonFileStore<RelayState>(join(dir, 'events-sheet.json')),
      log: () => {},
    });
    expect(await (await relay(get())).text()).toBe(CSV);
  });
});

describe('events relay: a sheet that says less than the copy', () => {
  const JUNK = `${HEADER}\nsoon,Glow Night,6 PM,$20,Greenville,1 Main St\n13-45-2027,Gem Pop-Up,1 PM,$30,Commerce,2 Park St\n`;
  const EMPTY = `${HEADER}\n`;

  it('does not take an answer with no valid event while the copy has events, and logs why', async () => {
    const { relay, upstream, log, advance } = setup(ok(CSV));
    await relay(get());
    upstream.mockImplementation(ok(JUNK));
    for (let i = 0; i < 3; i++) {
      advance(301_000);
      const res = await relay(get());
      expect([res.headers.get('x-cache'), await res.text()]).toEqual(['stale', CSV]);
    }
    expect(upstream).toHaveBeenCalledTimes(4);
    expect(log).toHaveBeenCalledTimes(3);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/no row of the sheet is a valid event \(row 2: date "soon".*row 3: date "13-45-2027"/);
    expect(String(log.mock.calls[0]?.[0])).toContain('serving the last good copy');
    // A sheet with one valid row again is taken.
    upstream.mockImplementation(ok(`${JUNK}02-01-2027,Gem Pop-Up,1 PM,$30,Commerce,2 Park St\n`));
    advance(301_000);
    expect(await (await relay(get())).text()).toContain('02-01-2027');
  });

  it('takes junk rows when there were no events to lose (the page then shows none)', async () => {
    const { relay } = setup(ok(JUNK));
    const res = await relay(get());
    expect([res.headers.get('x-cache'), await res.text()]).toEqual(['miss', JUNK]);
  });

  it('takes a header with no rows as "no events" only when two answers in a row say so', async () => {
    const store = memoryStore();
    const { relay, upstream, log, advance } = setup(ok(CSV), { store });
    await relay(get());
    upstream.mockImplementation(ok(EMPTY));
    advance(301_000);
    expect(await (await relay(get())).text()).toBe(CSV);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/header row but no event rows.*if the next answer says so too/);
    // In between, the sheet had events again: the count starts over.
    upstream.mockImplementation(ok(NEWER));
    advance(31_000);
    expect(await (await relay(get())).text()).toBe(NEWER);
    upstream.mockImplementation(ok(EMPTY));
    advance(301_000);
    expect(await (await relay(get())).text()).toBe(NEWER);
    advance(31_000);
    const second = await relay(get());
    expect([second.headers.get('x-cache'), await second.text()]).toEqual(['miss', EMPTY]);
    // ...and it is what a restart starts from.
    await vi.waitFor(() => expect(store.saved()?.copy?.body).toBe(EMPTY), WAIT);
    const restarted = createEventsRelay({ sheetUrl: SHEET_URL, fetchSheet: fail('down'), deadlineMs: 100, cacheSeconds: 300, maxBytes: 5000, store, log: () => {} });
    expect(restarted.copy()?.body).toBe(EMPTY);
  });
});

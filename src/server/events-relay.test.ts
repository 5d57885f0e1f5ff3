import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventsRelay, type EventsRelayOptions } from './events-relay.ts';

const SHEET_URL = 'https://sheet.example/pub?output=csv';
const CSV = 'date,eventName\n01-15-2027,Glow Night\n';
const get = () => new Request('http://localhost/api/events.csv');
type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
const ok = (body: string): FetchFn => async () => new Response(body, { headers: { 'content-type': 'text/csv' } });
const fail = (status: number): FetchFn => async () => new Response('upstream says no', { status });
const hang: FetchFn = (_, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

function setup(first: FetchFn, extra: Partial<EventsRelayOptions> = {}) {
  let t = 1_000_000;
  const upstream = vi.fn(first);
  const log = vi.fn();
  const relay = createEventsRelay({ sheetUrl: SHEET_URL, timeoutMs: 1000, cacheSeconds: 300, fetchImpl: upstream, now: () => t, log, ...extra });
  return { relay, upstream, log, advance: (ms: number) => (t += ms) };
}

describe('events relay', () => {
  it('answers the sheet as CSV and serves the cached copy within the TTL', async () => {
    const { relay, upstream, advance } = setup(ok(CSV));
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
    expect(upstream).toHaveBeenCalledWith(SHEET_URL, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('fetches again once the TTL has passed', async () => {
    const { relay, upstream, advance } = setup(ok(CSV));
    await relay(get());
    upstream.mockImplementation(ok('date\n02-01-2027\n'));
    advance(300_000);
    const res = await relay(get());
    expect(res.headers.get('x-cache')).toBe('miss');
    expect(await res.text()).toBe('date\n02-01-2027\n');
    expect(upstream).toHaveBeenCalledTimes(2);
  });

  it('concurrent requests share one upstream fetch', async () => {
    let release: (r: Response) => void = () => {};
    const { relay, upstream } = setup(() => new Promise<Response>((resolve) => (release = resolve)));
    const pending = Promise.all(Array.from({ length: 5 }, () => relay(get())));
    await Promise.resolve();
    release(new Response(CSV));
    const answers = await Promise.all((await pending).map((r) => r.text()));
    expect(answers).toEqual(Array(5).fill(CSV));
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it.each<[string, FetchFn]>([
    ['HTTP 500', fail(500)],
    ['a network error', async () => { throw new TypeError('fetch failed'); }],
    ['an HTML sign-in page', async () => new Response('<html></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } })],
  ])('serves the stale copy when the sheet fails with %s, and backs off', async (_, failure) => {
    const { relay, upstream, log, advance } = setup(ok(CSV));
    await relay(get());
    upstream.mockImplementation(failure);
    advance(301_000);
    const stale = await relay(get());
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-cache')).toBe('stale');
    expect(await stale.text()).toBe(CSV);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).not.toContain(SHEET_URL);
    advance(10_000);
    expect((await relay(get())).headers.get('x-cache')).toBe('stale');
    expect(upstream).toHaveBeenCalledTimes(2);
    upstream.mockImplementation(ok('date\n03-01-2027\n'));
    advance(30_000);
    expect(await (await relay(get())).text()).toBe('date\n03-01-2027\n');
  });

  it('answers 502 when the sheet fails and nothing is cached, then recovers', async () => {
    const { relay, upstream } = setup(fail(503));
    const res = await relay(get());
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.text()).length).toBeGreaterThan(0);
    upstream.mockImplementation(ok(CSV));
    expect(await (await relay(get())).text()).toBe(CSV);
  });

  it('gives up on a sheet that does not answer within the timeout', async () => {
    const { relay, log } = setup(hang, { timeoutMs: 20 });
    expect((await relay(get())).status).toBe(502);
    expect(String(log.mock.calls[0]?.[0])).toContain('20 ms');
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

describe('events relay against a real HTTP upstream', () => {
  let server: Server | undefined;
  afterEach(() => {
    // The stalled response keeps its socket open; close() alone would wait for it forever.
    server?.closeAllConnections();
    return new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  });

  async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
    server = createServer(handler);
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/sheet.csv`;
  }

  it('relays a real answer, and times out a body that stalls after the headers', async () => {
    let stall = false;
    const url = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      if (stall) res.write('date,event'); // never ended
      else res.end(CSV);
    });
    let t = 0;
    const relay = createEventsRelay({ sheetUrl: url, timeoutMs: 200, cacheSeconds: 60, now: () => t, log: () => {} });
    expect(await (await relay(get())).text()).toBe(CSV);
    stall = true;
    t = 61_000;
    const res = await relay(get());
    expect(res.headers.get('x-cache')).toBe('stale');
    expect(await res.text()).toBe(CSV);
  });
});

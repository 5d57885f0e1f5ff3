// The production server against what an attacker or an odd client sends: paths that would redirect to
// another host, revalidation (a 304 keeps the Cache-Control of its 200), every form of Accept-Encoding
// (always a built file, never one compressed per request) and malformed Range headers. On a small built
// site in a temporary folder, through the app's fetch handler and through the Node server on 127.0.0.1.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../content/load.ts';
import { LIVE_DIR } from '../live-pages.ts';
import { createServerApp } from './app.ts';

const page = (text: string) => `<!doctype html><html><head><title>${text}</title></head><body><main>${text} ${'text '.repeat(200)}</main></body></html>`;
const SCRIPT = `export const greet = () => '${'hello '.repeat(300)}';\n`;
const SHEET = 'date,eventName,time,price,location,address\n12-05-2099,Glow Night,6 PM,$20,Greenville,1 Main St\n';
// Stands in for the build's renderer of live pages: writes the events' names.
const RENDERER = `export function pageRenderer() {
  return { page(route) { return '<html><body>' + route.structuredData.filter((n) => n['@type'] === 'Event').map((n) => n.name).join(', ') + '</body></html>'; } };
}`;

let root: string;
let dist: string;
let app: Hono;

/** Writes a built file with its Brotli and gzip forms, as the build does. */
function built(path: string, text: string): void {
  const file = join(dist, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  const loaded = await loadSiteConfig(join(__dirname, '../../tests/fixtures/content/base'));
  if (!loaded.ok) throw new Error('fixture site.config.yaml does not load');
  root = mkdtempSync(join(tmpdir(), 'server-hardening-'));
  dist = join(root, 'dist');
  built('404.html', page('Not found'));
  built('about/index.html', page('About'));
  built('events/index.html', page('Events (prerendered)'));
  built('assets/app-3f9a1c2b.js', SCRIPT);
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  mkdirSync(join(dist, LIVE_DIR, 'renderer'), { recursive: true });
  writeFileSync(join(dist, LIVE_DIR, 'renderer', 'render-pages.js'), RENDERER);
  const route = { path: '/events', kind: 'page', regions: { main: [{ type: 'events', feed: {} }] }, structuredData: [] };
  writeFileSync(join(dist, LIVE_DIR, 'live.json'), JSON.stringify({ site: loaded.site, images: {}, template: '', manifest: {}, routes: [route] }));
  // The events relay's saved copy: /api/events.csv answers it and /events is rendered with it.
  const data = join(root, 'data');
  mkdirSync(data);
  writeFileSync(join(data, 'events-sheet.json'), JSON.stringify({ sheetUrl: loaded.site.events.sheetCsvUrl, copy: { body: SHEET, fetchedAt: Date.now() } }));
  app = createServerApp({ distDir: dist, site: loaded.site, env: { DATA_DIR: data }, api: { log: () => {} } });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.fetch(new Request(`http://localhost${path}`, { headers, method }));

/** Every way of writing "another host" at the start of a path, with and without the trailing slash. */
const OFFSITE = [
  '//evil.example/phish', '//evil.example', '///evil.example/phish', '/\\evil.example/phish', '/\\\\evil.example',
  '/%5Cevil.example/phish', '/%5cevil.example', '/%5C%5Cevil.example/phish', '/%2F/evil.example/phish', '/%2Fevil.example/phish',
  '/%2f%2fevil.example/phish', '/%2F%2Fevil.example', '/%2F%5Cevil.example/phish', '/%5C%2Fevil.example', '/\\%2Fevil.example/phish',
  '/%5C/evil.example', '/%2f\\evil.example', '/%252F%252Fevil.example', '//evil.example/index.html', '/%2f%2fevil.example/index.html',
  '/about//evil.example', '/./%2F%2Fevil.example',
].flatMap((p) => [p, `${p}/`]);

/** A Location a browser would follow to another origin, or undefined when it stays on this site. */
function leaves(location: string | null, base: string): string | undefined {
  if (location === null) return undefined;
  const target = new URL(location, base);
  return target.origin === new URL(base).origin && !/^[\\/]{2}|^\/\\/.test(location) ? undefined : target.href;
}

describe('redirects never leave the site', () => {
  it.each(OFFSITE)('%s is a 404 or a same-site redirect (fetch handler)', async (path) => {
    const res = await get(path);
    expect([301, 404]).toContain(res.status);
    expect(leaves(res.headers.get('location'), 'http://localhost/')).toBeUndefined();
  });

  it('still sends a page\'s other addresses to its one address, with the query string', async () => {
    for (const [from, to] of [['/about/', '/about'], ['/about/index.html', '/about'], ['/index.html', '/'], ['/about/?ref=a%2Fb', '/about?ref=a%2Fb'], ['//', '/']]) {
      const res = await get(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });

  describe('through the Node server, paths sent as written', () => {
    let server: ServerType;
    let port = 0;
    beforeAll(async () => {
      await new Promise<void>((resolve) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
          port = info.port;
          resolve();
        });
      });
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /** node:http sends the path byte for byte (no URL normalisation), as curl --path-as-is does. */
    const raw = (path: string) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        });
        req.on('error', reject);
        req.end();
      });

    it('answers every off-site form with a 404 or a same-site redirect', async () => {
      for (const path of [...OFFSITE, '/..//evil.example/', '/%2e%2e//evil.example/', '/assets/..//evil.example/']) {
        const res = await raw(path);
        // 400: the Node adapter refuses a raw backslash before the app sees it.
        expect([301, 400, 404], path).toContain(res.status);
        expect(leaves(res.location ?? null, `http://127.0.0.1:${port}/`), path).toBeUndefined();
      }
      expect(await raw('/about/')).toEqual({ status: 301, location: '/about' });
    });
  });
});

describe('a 304 carries the Cache-Control of the 200 it stands for', () => {
  const revalidated = async (path: string, encoding = 'br') => {
    const first = await get(path, { 'accept-encoding': encoding });
    expect(first.status, path).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag, path).toBeTruthy();
    const again = await get(path, { 'accept-encoding': encoding, 'if-none-match': etag! });
    expect(again.status, path).toBe(304);
    return { ok: first.headers.get('cache-control'), notModified: again.headers.get('cache-control'), body: await first.text(), again };
  };

  it('for a page: checked with the server on every use', async () => {
    const { ok, notModified } = await revalidated('/about');
    expect(ok).toBe('no-cache');
    expect(notModified).toBe('no-cache');
  });

  it('for /events, rendered with the live copy of the sheet', async () => {
    const { ok, notModified, body, again } = await revalidated('/events', 'identity');
    expect(body).toContain('Glow Night');
    expect(ok).toBe('no-cache');
    expect(notModified).toBe('no-cache');
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('for a hashed asset: immutable', async () => {
    const { ok, notModified } = await revalidated('/assets/app-3f9a1c2b.js');
    expect(ok).toBe('public, max-age=31536000, immutable');
    expect(notModified).toBe(ok);
  });

  it('for another file and for the API', async () => {
    const robots = await revalidated('/robots.txt');
    expect(robots.notModified).toBe('public, max-age=3600, must-revalidate');
    expect(robots.ok).toBe(robots.notModified);
    const api = await revalidated('/api/events.csv', 'gzip');
    expect(api.ok).toBe('public, max-age=60');
    expect(api.notModified).toBe(api.ok);
  });

  it('also when revalidated by date only', async () => {
    const first = await get('/about');
    const again = await get('/about', { 'if-modified-since': first.headers.get('last-modified')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('Accept-Encoding, read as RFC 9110 says, always answered from a built file', () => {
  const file = (path: string) => readFileSync(join(dist, path));
  const cases: [string, string | null, string][] = [
    ['gzip;q=1.0, br;q=0.5', 'gzip', 'about/index.html.gz'],
    ['br;q=0.5, gzip;q=1.0', 'gzip', 'about/index.html.gz'],
    ['gzip, br', 'br', 'about/index.html.br'],
    ['deflate', null, 'about/index.html'],
    ['deflate, gzip;q=0.1', 'gzip', 'about/index.html.gz'],
    ['*', 'br', 'about/index.html.br'],
    ['br;q=0', null, 'about/index.html'],
    ['br;q=0, *', 'gzip', 'about/index.html.gz'],
    ['gzip, identity;q=0', 'gzip', 'about/index.html.gz'],
    ['BR', 'br', 'about/index.html.br'],
    ['', null, 'about/index.html'],
  ];
  it.each(cases)('%j gets %s, the built file byte for byte with its Content-Length', async (accept, coding, path) => {
    const res = await get('/about', { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(coding);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(file(path))).toBe(true);
    expect(res.headers.get('content-length')).toBe(String(body.length));
  });

  it('answers 406 when identity is refused and nothing else is accepted', async () => {
    const res = await get('/about', { 'accept-encoding': 'identity;q=0' });
    expect(res.status).toBe(406);
    expect(await res.text()).toContain('br, gzip');
  });

  it('answers the live events page and the 404 page the same way, compressed once, not per request', async () => {
    for (const path of ['/events', '/no-such-page']) {
      const res = await get(path, { 'accept-encoding': 'gzip;q=1.0, br;q=0.5' });
      expect(res.headers.get('content-encoding'), path).toBe('gzip');
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-length'), path).toBe(String(body.length));
      expect(gunzipSync(body).toString(), path).toMatch(path === '/events' ? /Glow Night/ : /Not found/);
      const br = await get(path, { 'accept-encoding': '*' });
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString(), path).toMatch(/<html/);
    }
    expect(file('404.html.gz').equals(Buffer.from(await (await get('/nope', { 'accept-encoding': 'gzip' })).arrayBuffer()))).toBe(true);
  });
});

describe('Range', () => {
  const whole = () => readFileSync(join(dist, 'robots.txt'));
  it.each(['bytes=abc', 'bytes=', 'bytes=-', 'bytes=5-2', 'bytes=0-1,3-4', 'bytes=1-2-3', 'items=0-3', 'bytes=--1', 'bytes=0x1-2', 'abc'])(
    'ignores the malformed %j: 200 with the whole file',
    async (range) => {
      const res = await get('/robots.txt', { range });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBeNull();
      expect(Buffer.from(await res.arrayBuffer()).equals(whole())).toBe(true);
    },
  );

  it('answers valid ranges with 206 and an unsatisfiable one with 416', async () => {
    const size = whole().length;
    const first = await get('/robots.txt', { range: 'bytes=0-3' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-3/${size}`);
    expect(await first.text()).toBe('User');
    const tail = await get('/robots.txt', { range: 'bytes=-3' });
    expect(tail.status).toBe(206);
    expect(await tail.text()).toBe(whole().subarray(size - 3).toString());
    const open = await get('/robots.txt', { range: `bytes=${size - 2}-` });
    expect(await open.text()).toBe(whole().subarray(size - 2).toString());
    const beyond = await get('/robots.txt', { range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });
});

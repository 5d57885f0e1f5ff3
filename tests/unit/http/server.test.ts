// The production server on the fixture site's build: what it adds to every answer and what it refuses.
// How it reads odd paths, revalidation, Accept-Encoding and Range is src/server/app-hardening.test.ts's, on
// a small handmade build; here the real build: its pages and scripts come precompressed, the files a static
// host reads say what the server says, and the folder the server renders from is never served.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_DIR, RENDERER_BUNDLE } from '../../../src/render/live.ts';
import { PROJECT, SITES } from '../../support/built-sites.ts';
import { startSite, type SiteServer } from '../../support/site-server.ts';
import { siteFixtureContent } from '../content/fixture.ts';
import { scan, scriptsOf } from './html.ts';

let server: SiteServer;
beforeAll(async () => {
  server = await startSite('fixture');
});
afterAll(() => server?.close());

const built = (file: string) => readFileSync(join(PROJECT, SITES.fixture.distDir, file), 'utf8');

describe('every answer', () => {
  it('carries the security headers, and no HSTS when the request came over plain http', async () => {
    const script = scriptsOf(scan(await (await server.get('/')).text()))[0]!;
    // A page, a redirect, a script, the API, a file that does not exist.
    for (const path of ['/', '/about/', script, '/api/no-such-thing', '/no-such-page']) {
      const res = await server.get(path);
      const headers = Object.fromEntries(res.headers);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });
});

it('pages and scripts come precompressed from the build, each form with a validator that answers 304', async () => {
  const br = await server.get('/about', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(br.headers.get('cache-control')).toBe('no-cache');
  expect(br.headers.get('vary')).toContain('Accept-Encoding');
  const etag = br.headers.get('etag');
  expect(etag).toBeTruthy();
  const again = await server.get('/about', { headers: { 'Accept-Encoding': 'br, gzip', 'If-None-Match': etag! } });
  expect(again.status).toBe(304);
  expect((await again.arrayBuffer()).byteLength).toBe(0);

  const gzip = await server.get('/about', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  expect(gzip.headers.get('etag')).not.toBe(etag);
  expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('</html>');

  const script = scriptsOf(scan(await (await server.get('/')).text()))[0]!;
  expect(script).toMatch(/^\/assets\/.+\.js$/);
  const asset = await server.get(script, { headers: { 'Accept-Encoding': 'br' } });
  expect(asset.headers.get('content-encoding')).toBe('br');
  expect(asset.headers.get('cache-control')).toContain('max-age=31536000');
});

/** The bytes of a whole answer on the wire (status line, headers and body) to a GET a browser sends for `path`. */
async function onTheWire(path: string, headers: Record<string, string>): Promise<{ head: string; bytes: number }> {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  const request = [`GET ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: keep-alive', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
  socket.write(request);
  let received = Buffer.alloc(0);
  for await (const chunk of socket) {
    received = Buffer.concat([received, chunk as Buffer]);
    const end = received.indexOf('\r\n\r\n');
    if (end < 0) continue;
    const head = received.subarray(0, end).toString('latin1');
    const length = Number(/^content-length: (\d+)$/im.exec(head)?.[1]);
    if (received.length >= end + 4 + length) {
      socket.destroy();
      return { head, bytes: received.length };
    }
  }
  throw new Error(`the answer to ${path} ended before its body`);
}

it("the headings' face a page preloads arrives, with its headers, in the first round trip of the page's connection (ten packets), over https too", async () => {
  const html = await (await server.get('/')).text();
  const face = /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)"/.exec(html)?.[1];
  expect(face, 'the page preloads the headings\' face').toMatch(/^\/assets\/.+\.woff2$/);
  const { head, bytes } = await onTheWire(face!, { Origin: server.url, Accept: '*/*', 'Accept-Encoding': 'gzip, deflate, br, zstd', Referer: `${server.url}/` });
  expect(head).toMatch(/^HTTP\/1\.1 200 /);
  // Over https the answer also carries HSTS (src/server/security.ts).
  const hsts = 'Strict-Transport-Security: max-age=31536000; includeSubDomains\r\n'.length;
  expect(bytes + hsts).toBeLessThanOrEqual(10 * 1460);
});

it('unknown API paths answer a JSON 404; other methods than GET and HEAD on pages answer 405 with Allow', async () => {
  const api = await server.get('/api/no-such-thing');
  expect(api.status).toBe(404);
  expect(api.headers.get('content-type')).toContain('application/json');
  expect(await api.json()).toEqual({ error: 'Not found' });
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const res = await server.get('/about', { method });
    expect(res.status, method).toBe(405);
    expect(res.headers.get('allow'), method).toBe('GET, HEAD');
  }
  expect((await server.get('/no-such-page')).status).toBe(404);
});

it("a static host serving the build sends the server's headers (_headers) and redirects every page's other address (_redirects)", async () => {
  // Over https, where the server adds HSTS as the file does.
  const res = await server.app.fetch(new Request(new URL('/', server.url.replace(/^http:/, 'https:'))));
  const block = /^\/\*\n((?: {2}.*\n)+)/m.exec(built('_headers'))?.[1];
  expect(block).toBeTruthy();
  for (const line of block!.trimEnd().split('\n')) {
    const colon = line.indexOf(':');
    const [name, value] = [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    expect(res.headers.get(name), name).toBe(value);
  }
  const redirects = built('_redirects');
  for (const { path } of (await siteFixtureContent()).routes) {
    expect(redirects, path).toMatch(new RegExp(`^${path === '/' ? '' : path}/index\\.html ${path} 301$`, 'm'));
  }
});

it('the build folder the server renders live pages from is never served', async () => {
  for (const path of [`/${LIVE_DIR}/live.json`, `/${LIVE_DIR}/renderer/${RENDERER_BUNDLE}`, `/${LIVE_DIR}/booking-offer.json`]) {
    expect((await server.get(path)).status, path).toBe(404);
  }
});

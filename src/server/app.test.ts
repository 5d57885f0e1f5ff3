// The production server on a small built site in a temporary folder: headers, encodings and validators.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { SiteConfig } from '../schema/site-schema.ts';
import { createServerApp } from './app.ts';
import { parseTrustProxy } from './client-address.ts';
import { loadSiteConfig } from '../content/load.ts';

let dist: string;
let site: SiteConfig;
const page = '<!doctype html><html><head><script type="speculationrules">{"prefetch":[]}</script></head><body>About</body></html>';

beforeAll(async () => {
  const loaded = await loadSiteConfig(join(__dirname, '../../tests/fixtures/content/base'));
  if (!loaded.ok) throw new Error('fixture site.config.yaml does not load');
  site = loaded.site;
  dist = mkdtempSync(join(tmpdir(), 'server-'));
  writeFileSync(join(dist, '404.html'), page.replace('About', 'Not found'));
  mkdirSync(join(dist, 'about'));
  writeFileSync(join(dist, 'about', 'index.html'), page);
  writeFileSync(join(dist, 'about', 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(dist, 'about', 'index.html.gz'), gzipSync(page));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = (trustProxy = false) => createServerApp({ distDir: dist, site, env: {}, trustProxy });

describe('the production server', () => {
  it('allows the inline speculation rules by their hash and nothing else inline', async () => {
    const res = await app().fetch(new Request('http://localhost/about'));
    const csp = res.headers.get('content-security-policy')!;
    const hash = /'sha256-[^']+'/.exec(csp)?.[0];
    expect(hash).toBeTruthy();
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
  });

  it('sends HSTS only for https, or a forwarded https request when the proxy is trusted', async () => {
    const hsts = async (url: string, headers: Record<string, string>, trust: boolean) =>
      (await app(trust).fetch(new Request(url, { headers }))).headers.get('strict-transport-security');
    expect(await hsts('http://localhost/about', {}, false)).toBeNull();
    expect(await hsts('https://localhost/about', {}, false)).toContain('max-age=');
    expect(await hsts('http://localhost/about', { 'x-forwarded-proto': 'https' }, false)).toBeNull();
    expect(await hsts('http://localhost/about', { 'x-forwarded-proto': 'https' }, true)).toContain('max-age=');
  });

  it('believes X-Forwarded-Proto from a listed proxy only, judged by the connecting address of each request', async () => {
    const listed = parseTrustProxy('10.0.0.5, 192.168.1.0/24');
    if (!listed.ok) throw new Error(listed.error);
    const server = createServerApp({ distDir: dist, site, env: {}, trustProxy: listed.trust });
    // The socket's address travels in env, as @hono/node-server passes it.
    const hsts = async (from: string) =>
      (await server.fetch(new Request('http://localhost/about', { headers: { 'x-forwarded-proto': 'https' } }), { incoming: { socket: { remoteAddress: from } } })).headers.get('strict-transport-security');
    expect(await hsts('10.0.0.5')).toContain('max-age=');
    expect(await hsts('192.168.1.77')).toContain('max-age=');
    expect(await hsts('::ffff:10.0.0.5')).toContain('max-age=');
    // Anyone else who says "https" is not believed: HSTS over plain http would lock visitors out of the site.
    expect(await hsts('203.0.113.9')).toBeNull();
    expect(await hsts('10.0.0.6')).toBeNull();
    expect(await hsts('::1')).toBeNull();
  });

  it('serves the best encoding the client accepts, each with its own validator', async () => {
    const get = (enc: string) => app().fetch(new Request('http://localhost/about', { headers: { 'accept-encoding': enc } }));
    const br = await get('gzip, deflate, br');
    const gz = await get('gzip');
    const plain = await get('identity');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
    expect(new Set([br, gz, plain].map((r) => r.headers.get('etag'))).size).toBe(3);
    const cached = await app().fetch(new Request('http://localhost/about', { headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag')! } }));
    expect(cached.status).toBe(304);
  });
});

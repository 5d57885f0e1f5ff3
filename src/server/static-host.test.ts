// A static host must answer as our server does: the `_headers` and `_redirects` the build writes are read
// back here and compared with what the production server answers for the same site and the same requests.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSiteConfig } from '../content/load.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { createServerApp } from './app.ts';
import { writeStaticHostFiles } from './static-host.ts';

let dist: string;
let site: SiteConfig;
const page = (body: string) => `<!doctype html><html><head><script type="speculationrules">{"prerender":[{"where":{"href_matches":"/*"}}]}</script></head><body>${body}</body></html>`;
const ROUTES = ['/', '/about', '/towns/greenville'];

beforeAll(async () => {
  const loaded = await loadSiteConfig(join(__dirname, '../../tests/fixtures/content/base'));
  if (!loaded.ok) throw new Error('fixture site.config.yaml does not load');
  site = loaded.site;
  dist = mkdtempSync(join(tmpdir(), 'static-host-'));
  writeFileSync(join(dist, '404.html'), page('Not found'));
  writeFileSync(join(dist, 'index.html'), page('Home'));
  for (const dir of ['about', 'towns/greenville', 'assets']) mkdirSync(join(dist, dir), { recursive: true });
  writeFileSync(join(dist, 'about', 'index.html'), page('About'));
  writeFileSync(join(dist, 'towns/greenville', 'index.html'), page('Greenville'));
  writeFileSync(join(dist, 'assets', 'page-3f2a1b.js'), 'console.log(1)');
  await writeStaticHostFiles(dist, site, ROUTES);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** `_headers` as { path pattern: { header (lower case): value } }. */
function readHeaders(): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of readFileSync(join(dist, '_headers'), 'utf8').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!/^\s/.test(line)) rules[line.trim()] = current = {};
    else {
      const colon = line.indexOf(':');
      current![line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

const server = () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return createServerApp({ distDir: dist, site, env: {} });
};

describe('_headers for static hosts', () => {
  it('carries the security headers the server sends on a page over https, with the same values', async () => {
    const res = await server().fetch(new Request('https://localhost/about'));
    expect(res.status).toBe(200);
    const all = readHeaders()['/*']!;
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy']) {
      expect(all[name], name).toBeTruthy();
      expect(all[name], name).toBe(res.headers.get(name));
    }
    // Nothing in the file that the server does not send.
    for (const [name, value] of Object.entries(all)) expect(res.headers.get(name), name).toBe(value);
  });

  it('allows the same inline script as the server: the hash of the pages\' speculation rules', async () => {
    const csp = readHeaders()['/*']!['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self' 'inline-speculation-rules' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('caches the hashed files for a year, as the server does', async () => {
    const res = await server().fetch(new Request('https://localhost/assets/page-3f2a1b.js'));
    expect(readHeaders()['/assets/*']?.['cache-control']).toBe(res.headers.get('cache-control'));
  });
});

describe('_redirects for static hosts', () => {
  const rules = () =>
    readFileSync(join(dist, '_redirects'), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split(/\s+/) as [string, string, string]);

  it('names the one address of every page', () => {
    expect(rules().map(([, to]) => to)).toEqual(ROUTES);
  });

  it('redirects each address as the server does', async () => {
    const app = server();
    for (const [from, to, status] of rules()) {
      const res = await app.fetch(new Request(`https://localhost${from}`));
      expect(`${res.status} ${res.headers.get('location')}`, from).toBe(`${status} ${to}`);
    }
  });
});

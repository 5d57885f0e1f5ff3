// GET /healthz on the production server, as a container's health check and an uptime monitor read it.
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSiteConfig } from '../content/load.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { createServerApp, type ServerOptions } from './app.ts';

let site: SiteConfig;
const dists: string[] = [];

beforeAll(async () => {
  const loaded = await loadSiteConfig(join(__dirname, '../../tests/fixtures/content/base'));
  if (!loaded.ok) throw new Error('fixture site.config.yaml does not load');
  site = loaded.site;
});
afterEach(() => {
  for (const d of dists.splice(0)) rmSync(d, { recursive: true, force: true });
  vi.restoreAllMocks();
});

function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'healthz-'));
  dists.push(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  return dist;
}

const healthz = async (dist: string, health?: ServerOptions['health']) => {
  const res = await createServerApp({ distDir: dist, site, env: {}, ...(health && { health }) }).fetch(new Request('http://localhost/healthz'));
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as Record<string, { ok: boolean; error?: string } | string> };
};

describe('GET /healthz', () => {
  it('answers 200 with the build and the database when both are fine, never cached', async () => {
    const { status, cache, body } = await healthz(builtSite(), { database: async () => 3 });
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(body.status).toBe('ok');
    expect(body.build).toMatchObject({ ok: true, builtAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(body.database).toMatchObject({ ok: true, used: true });
  });

  it('is fine without a database when the server takes no bookings', async () => {
    const { status, body } = await healthz(builtSite());
    expect(status).toBe(200);
    expect(body.database).toMatchObject({ ok: true, used: false });
  });

  it('answers 503 when the database fails, without its error in the answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { status, body } = await healthz(builtSite(), { database: () => Promise.reject(new Error('SQLITE_CANTOPEN /srv/secret/path')) });
    expect(status).toBe(503);
    expect(body.status).toBe('failing');
    expect(body.database).toEqual({ ok: false, error: 'the bookings database does not answer' });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('answers 503 when the database hangs, after its time limit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { status, body } = await healthz(builtSite(), { database: () => new Promise(() => {}), timeoutMs: 50 });
    expect(status).toBe(503);
    expect(body.database).toMatchObject({ ok: false });
  });

  it('answers 503 when the built site has gone from under the server', async () => {
    const dist = builtSite();
    const app = createServerApp({ distDir: dist, site, env: {} });
    unlinkSync(join(dist, 'index.html'));
    const res = await app.fetch(new Request('http://localhost/healthz'));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ build: { ok: false, error: expect.stringContaining('npm run build') } });
  });
});

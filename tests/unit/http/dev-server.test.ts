// `npm run dev` (Vite, with the content and API plugins of vite.config.ts) on a scratch copy of the fixture's
// content, asked over HTTP: pages render on request from the YAML, a page with an island loads the island
// runtime from source and one without loads none, a content mistake answers with Vite's error page naming its
// file, line and column, fixing the file brings the edited page back without a restart, and bookings go to
// the database. (Vite's overlay itself and hydration are Vite's and React's; the production pages hydrate in
// the browser tests.)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openBookingStore } from '../../../src/server/bookings/store.ts';
import { FIXTURE_ROOT, PROJECT } from '../../support/built-sites.ts';
import { WAIT } from '../../support/wait.ts';
import { siteFixtureContent } from '../content/fixture.ts';
import { parse, textOf } from './html.ts';

let dir: string;
let site: string;
let vite: ViteDevServer;
let base: string;
const saved = new Map<string, string | undefined>();
const settings = () => ({ CONTENT_ROOT: site, DATABASE_URL: join(dir, 'bookings.db'), SMTP_URL: '', DATA_DIR: join(dir, 'data') });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-server-'));
  site = join(dir, 'content');
  cpSync(FIXTURE_ROOT, site, { recursive: true, filter: (src) => !src.includes('.cache') });
  // What `CONTENT_ROOT=… DATABASE_URL=… npm run dev` would set, for the whole file (the API plugin reads the
  // database setting at its first request).
  for (const [key, value] of Object.entries(settings())) {
    saved.set(key, process.env[key]);
    process.env[key] = value;
  }
  vite = await createServer({ root: PROJECT, configFile: join(PROJECT, 'vite.config.ts'), logLevel: 'silent', server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false } });
  await vite.listen();
  base = vite.resolvedUrls!.local[0]!.replace(/\/$/, '');
});
afterAll(async () => {
  await vite?.close();
  for (const [key, value] of saved) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);

describe('the dev server', () => {
  it('renders a page from the YAML on request; the island runtime comes from source only where a page has an island', async () => {
    const como = await get('/towns/como');
    expect(como.status).toBe(200);
    const town = parse(await como.text());
    expect(textOf(town.querySelector('h1'))).toMatch(/Como$/);
    const scripts = (doc: Document) => [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')!);
    expect(scripts(town).filter((s) => s.includes('islands'))).toEqual([]);

    const contact = parse(await (await get('/contact')).text());
    expect(contact.querySelectorAll('[data-island="booking-form"]')).toHaveLength(1);
    const runtime = scripts(contact).find((s) => s.includes('islands'));
    expect(runtime).toBe('/src/islands/start.ts');
    const code = await get(runtime!);
    expect(code.status).toBe(200);
    expect(code.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers a content mistake with its file, line and column, and serves the edited page once the file is fixed', async () => {
    const file = join(site, 'pages/towns/como.yaml');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace(/^county: Hopkins$/m, 'county: Hopkin'));
    await vi.waitFor(async () => {
      const res = await get('/towns/como');
      expect(res.status).toBe(500);
      const body = await res.text();
      expect(body).toContain('pages/towns/como.yaml');
      expect(body).toMatch(/"line":\s*2/);
      expect(body).toContain('did you mean \\"Hopkins\\"?');
    }, WAIT);

    writeFileSync(file, original.replace(/^description: \|\n {2}/m, 'description: |\n  Freshly edited. '));
    await vi.waitFor(async () => {
      const res = await get('/towns/como');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Freshly edited.');
    }, WAIT);
  });

  it('takes bookings into the database `npm run bookings` reads', async () => {
    const { routes } = await siteFixtureContent();
    const form = routes.flatMap((r) => r.regions.main).find((b) => b.type === 'contact-form');
    const service = form?.type === 'contact-form' ? form.services[0]?.label : undefined;
    const res = await get('/api/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ name: 'Dev Visitor', email: 'dev@example.com', service, date: '', message: '' }),
    });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const store = await openBookingStore({ url: join(dir, 'bookings.db'), root: PROJECT });
    try {
      expect(await store.find(reference)).toMatchObject({ name: 'Dev Visitor', email: 'dev@example.com', service });
    } finally {
      store.close();
    }
  });
});

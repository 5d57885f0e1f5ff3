// The events page the server renders with the relay's copy of the sheet: once per version of the copy and
// day, shared by the requests that come while it is being made, and the prerendered page whenever there is
// nothing to add or the render fails. The build's renderer is stood in for by one that counts its renders.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { WAIT } from '../../tests/support/wait.ts';
import { fixtureContent } from '../../tests/unit/content/fixture.ts';
import { LIVE_DIR, RENDERER_BUNDLE } from '../render/live.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import type { RelayState } from './events-relay.ts';
import { livePages } from './live-pages.ts';

const TODAY = '2026-11-24';
const HEADER = 'date,eventName,time,price,location,address';
const sheet = (...names: string[]) => `${HEADER}\n${names.map((n) => `12-05-2026,${n},10 AM - 2 PM,$50,"Greenville, TX",1 Main St`).join('\n')}\n`;
const PAST_ONLY = `${HEADER}\n11-01-2026,Over,10 AM,$50,"Greenville, TX",1 Main St\n`;

/** The stand-in renderer: counts its renders, writes the events' names, fails when asked to. */
const RENDERER = `
export function pageRenderer() {
  return {
    page(route) {
      const state = (globalThis.__liveRenders ??= { count: 0, fail: false });
      state.count += 1;
      if (state.fail) throw new Error('renderer broke');
      const names = route.structuredData.filter((n) => n['@type'] === 'Event').map((n) => n.name);
      return '<html>' + names.join(', ') + '</html>';
    },
  };
}`;
const renders = () => (globalThis as { __liveRenders?: { count: number; fail: boolean } }).__liveRenders ?? { count: 0, fail: false };

let dist = '';
let copy: RelayState['copy'];
let logs: string[] = [];
let app: Hono;
let site: SiteConfig;

beforeAll(async () => {
  const content = await fixtureContent();
  site = content.site;
  const { images } = content;
  dist = mkdtempSync(join(tmpdir(), 'live-pages-'));
  mkdirSync(join(dist, LIVE_DIR, 'renderer'), { recursive: true });
  writeFileSync(join(dist, LIVE_DIR, 'renderer', RENDERER_BUNDLE), RENDERER);
  const route = { path: '/events', kind: 'page', regions: { main: [{ type: 'events', feed: {} }] }, structuredData: [] };
  writeFileSync(join(dist, LIVE_DIR, 'live.json'), JSON.stringify({ images, template: '', manifest: {}, routes: [route] }));
  app = new Hono();
  app.use(livePages({ distDir: dist, site, eventsCopy: () => copy, today: () => TODAY, log: (m) => logs.push(m) }));
  app.get('*', (c) => c.text('prerendered'));
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

beforeEach(() => {
  (globalThis as { __liveRenders?: unknown }).__liveRenders = { count: 0, fail: false };
  logs = [];
});

const get = (path = '/events', headers: Record<string, string> = {}) => app.request(path, { headers });

it('answers the prerendered page until the relay has a copy with upcoming events', async () => {
  copy = undefined;
  expect(await (await get()).text()).toBe('prerendered');
  copy = { body: PAST_ONLY, fetchedAt: 1 };
  expect(await (await get()).text()).toBe('prerendered');
  expect(await (await get()).text()).toBe('prerendered');
  expect(renders().count).toBe(0);
  // Other pages are never filled in.
  copy = { body: sheet('Pop-Up'), fetchedAt: 2 };
  expect(await (await get('/contact')).text()).toBe('prerendered');
});

it('renders once per version of the copy: the same sheet fetched again is not rendered again', async () => {
  copy = { body: sheet('Holiday Pop-Up'), fetchedAt: 10 };
  const first = await get();
  expect(await first.text()).toBe('<html>Holiday Pop-Up</html>');
  const etag = first.headers.get('ETag') ?? '';
  expect((await get('/events', { 'If-None-Match': etag })).status).toBe(304);
  copy = { body: sheet('Holiday Pop-Up'), fetchedAt: 20 };
  expect((await get()).headers.get('ETag')).toBe(etag);
  expect(renders().count).toBe(1);

  copy = { body: sheet('Holiday Pop-Up', 'Winter Gems'), fetchedAt: 30 };
  const changed = await get();
  expect(await changed.text()).toBe('<html>Holiday Pop-Up, Winter Gems</html>');
  expect(changed.headers.get('ETag')).not.toBe(etag);
  expect(renders().count).toBe(2);
});

it('makes one render for the requests that come while it is being made', async () => {
  copy = { body: sheet('Crowd Night'), fetchedAt: 40 };
  const answers = await Promise.all(Array.from({ length: 5 }, () => get()));
  for (const a of answers) expect(await a.text()).toBe('<html>Crowd Night</html>');
  expect(renders().count).toBe(1);
});

it('answers the prerendered page when the render fails, says why, and tries again on the next request', async () => {
  (globalThis as { __liveRenders?: unknown }).__liveRenders = { count: 0, fail: true };
  copy = { body: sheet('Broken Night'), fetchedAt: 50 };
  expect(await (await get()).text()).toBe('prerendered');
  expect(logs.join('\n')).toMatch(/live page \/events: could not render it with the events \(renderer broke\)/);
  renders().fail = false;
  expect(await (await get()).text()).toBe('<html>Broken Night</html>');
  expect(renders().count).toBe(2);
});

it('with preload, loads the renderer when the server starts, before any request; without, on the first render', async () => {
  const loaded = () => (globalThis as { __liveRendererLoads?: number }).__liveRendererLoads ?? 0;
  const make = (preload: boolean) => {
    const dir = mkdtempSync(join(tmpdir(), 'live-pages-preload-'));
    mkdirSync(join(dir, LIVE_DIR, 'renderer'), { recursive: true });
    // A module of its own per server (a module is imported once per URL), counting its loads.
    writeFileSync(join(dir, LIVE_DIR, 'renderer', RENDERER_BUNDLE), `globalThis.__liveRendererLoads = (globalThis.__liveRendererLoads ?? 0) + 1;\n${RENDERER}`);
    writeFileSync(join(dir, LIVE_DIR, 'live.json'), readFileSync(join(dist, LIVE_DIR, 'live.json')));
    livePages({ distDir: dir, site, eventsCopy: () => undefined, preload, log: (m) => logs.push(m) });
    return dir;
  };
  const before = loaded();
  // The server without preload is made first: had it started loading its renderer, that load would have
  // begun before the other server's, and would be done by the time that one is.
  const lazy = make(false);
  const eager = make(true);
  await expect.poll(loaded, WAIT).toBeGreaterThan(before);
  expect(loaded(), 'the server without preload loads nothing until a page needs it').toBe(before + 1);
  expect(logs).toEqual([]);
  for (const d of [lazy, eager]) rmSync(d, { recursive: true, force: true });
});

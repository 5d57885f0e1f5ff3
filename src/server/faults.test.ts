// The outside world failing mid-answer: the events sheet and the Graph API each drop the connection
// after part of the body, then die altogether. Visitors, talking to the real API over HTTP, must keep
// getting the last good events and posts, and the relay must not replace its good copy with a torso.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadSiteConfig } from '../content/load.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { createApi, type ApiEnv } from './api.ts';
import type { RelayState } from './events-relay.ts';
import { discoveryAnswer, graphImage, startFakeGraph, type FakeGraph } from '../../tests/support/fake-graph-server.ts';
import { SITE_FIXTURE } from '../../tests/unit/content/fixture.ts';
import { WAIT } from '../../tests/support/wait.ts';

const HEADER = 'date,eventName,time,price,location,address';
const GOOD = `${HEADER}\n12-31-2099,Holiday Glam Pop-Up,1 PM,$50,Greenville,2700 Stonewall St\n`;
const NEWER = `${HEADER}\n${'01-15-2100,Half-written event,1 PM,$50,Greenville,2700 Stonewall St\n'.repeat(20)}`;

let clock = 1_000_000;
const logs: string[] = [];
const servers: ServerType[] = [];
let sheetMode: 'good' | 'cut' = 'good';
let sheetHits = 0;
let sheet: Server;
let sheetOrigin: string;
let graph: FakeGraph;
let dataDir: string;
let site: SiteConfig;
let env: ApiEnv;

beforeAll(async () => {
  sheet = createServer((_req, res) => {
    sheetHits += 1;
    const body = sheetMode === 'good' ? GOOD : NEWER;
    res.writeHead(200, { 'content-type': 'text/csv', 'content-length': String(Buffer.byteLength(body)) });
    if (sheetMode === 'good') return void res.end(body);
    res.write(body.slice(0, body.length / 2), () => res.socket?.destroy());
  });
  await new Promise<void>((done) => sheet.listen(0, '127.0.0.1', done));
  sheetOrigin = `http://127.0.0.1:${(sheet.address() as AddressInfo).port}`;
  graph = await startFakeGraph(() => ({ json: discoveryAnswer([graphImage(1), graphImage(2)]) }));
  dataDir = mkdtempSync(join(tmpdir(), 'faults-'));
  const config = await loadSiteConfig(SITE_FIXTURE);
  if (!config.ok) throw new Error('the fixture site.config.yaml has errors');
  const events = { ...config.site.events, sheetCsvUrl: `${sheetOrigin}/pub?output=csv`, relayCacheSeconds: 60, relayDeadlineMs: 5000, timeoutMs: 6000 };
  site = { ...config.site, events };
  env = { INSTAGRAM_ACCESS_TOKEN: 'fault-token', INSTAGRAM_USER_ID: '17841400000000000', INSTAGRAM_GRAPH_URL: graph.baseUrl, DATA_DIR: dataDir };
});

afterAll(async () => {
  for (const server of servers) await new Promise((done) => server.close(done));
  sheet.closeAllConnections();
  await new Promise((done) => sheet.close(done));
  await graph.close();
  // The relay may still be writing its last copy into the folder: removal is tried again until it is done.
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
});

/** The production API on a free port, as a new process would start it (same data folder). */
async function startApi(): Promise<(path: string) => Promise<{ status: number; cache: string | null; body: string }>> {
  const api = createApi(site, env, { now: () => clock, log: (...args) => logs.push(args.map(String).join(' ')), testOnlyAllowedOrigins: [sheetOrigin] });
  const server = serve({ fetch: new Hono().route('/api', api).fetch, port: 0, hostname: '127.0.0.1' });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return async (path) => {
    const res = await fetch(`http://127.0.0.1:${port}/api${path}`);
    return { status: res.status, cache: res.headers.get('x-cache'), body: await res.text() };
  };
}

/** The copy the relay saved on disk (it saves after answering, so the first save may still be on its way). */
const savedCopy = () => {
  const file = join(dataDir, 'events-sheet.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RelayState).copy?.body : undefined;
};

it('the sheet and the Graph API cut off mid-answer, then die: visitors keep the last good data', async () => {
  const visit = await startApi();
  const feed = () => visit(`/instagram?username=${site.instagram.defaultUsername}`);
  const events = await visit('/events.csv');
  expect([events.status, events.body]).toEqual([200, GOOD]);
  await expect.poll(savedCopy, WAIT).toBe(GOOD);
  const posts = await feed();
  expect(posts.status).toBe(200);
  const goodPosts = JSON.parse(posts.body) as { id: string }[];
  expect(goodPosts.map((p) => p.id)).toEqual(['17891', '17892']);

  // Both answer half a body, then drop the connection. Past both caches' freshness, they are asked again.
  sheetMode = 'cut';
  graph.setRoute(() => ({ json: discoveryAnswer([graphImage(9)]), cutAfterBytes: 60 }));
  clock += 11 * 60_000;
  const [cutEvents, cutPosts] = [await visit('/events.csv'), await feed()];
  expect(sheetHits).toBe(2);
  expect(graph.requests).toHaveLength(2);
  expect([cutEvents.status, cutEvents.cache, cutEvents.body]).toEqual([200, 'stale', GOOD]);
  expect([cutPosts.status, cutPosts.cache, JSON.parse(cutPosts.body)]).toEqual([200, 'stale', goodPosts]);
  expect(logs.join('\n')).toMatch(/events relay: the connection closed before the answer was complete; serving the last good copy/);
  expect(logs.join('\n')).toContain(`[instagram] upstream failed for @${site.instagram.defaultUsername}`);
  // The relay did not replace its good copy, in memory or on disk.
  expect(savedCopy()).toBe(GOOD);

  // Both die. Past the back-off, they are asked again (and refuse the connection).
  sheet.closeAllConnections();
  await new Promise((done) => sheet.close(done));
  await graph.close();
  clock += 31_000;
  const [deadEvents, deadPosts] = [await visit('/events.csv'), await feed()];
  expect([deadEvents.status, deadEvents.body]).toEqual([200, GOOD]);
  expect([deadPosts.status, JSON.parse(deadPosts.body)]).toEqual([200, goodPosts]);
  expect(savedCopy()).toBe(GOOD);

  // The server restarts while the sheet is still down: the events come from the copy on disk.
  const restarted = await startApi();
  const afterRestart = await restarted('/events.csv');
  expect([afterRestart.status, afterRestart.cache, afterRestart.body]).toEqual([200, 'stale', GOOD]);
  expect(logs.join('\n')).not.toContain('fault-token');
});

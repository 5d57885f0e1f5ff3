// The studio on the production server (OWNER_STUDIO=on): mounted under the bookings inbox, opened by its
// sign-in, every change carrying the session's CSRF token from the studio's own origin. Through the
// production server's app, on a small built site and a scratch copy of the fixture content.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../content/load.ts';
import { createServerApp } from '../../server/app.ts';
import { openBookingStore, type BookingStore } from '../../server/bookings/store.ts';
import { createOwnerInbox } from '../../server/inbox/app.ts';
import { type PasswordSetting } from '../../server/inbox/password.ts';
import { quickHash } from '../../../tests/support/quick-hash.ts';
import { createStudioApp, hashOf, rebase } from './app.ts';
import { signedInGuard } from './guard.ts';
import { studioSetting } from '../../server/studio-setting.ts';
import { studioTools } from './tools.ts';
import { Workspace } from './workspace.ts';

const FIXTURE = join(import.meta.dirname, '../../../tests/fixtures/content/base');
const PASSWORD = 'correct horse battery';
const ORIGIN = 'https://glow.example';
const TOWN = 'pages/towns/greenville.yaml';

let root: string;
let dist: string;
let store: BookingStore;
let workspace: Workspace;
let password: PasswordSetting = { state: 'unset' };
let server: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'studio-online-'));
  dist = await mkdtemp(join(tmpdir(), 'studio-online-dist-'));
  await cp(FIXTURE, root, { recursive: true });
  await writeFile(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  const loaded = await loadSiteConfig(root);
  if (!loaded.ok) throw new Error('the fixture site.config.yaml does not load');
  const hash = await quickHash(PASSWORD);
  password = { state: 'unset' };
  store = await openBookingStore({ url: ':memory:' });
  workspace = await Workspace.open(root);
  const inbox = await createOwnerInbox({ bookings: store, password: () => (password.state === 'set' ? { ...password, hash } : password), base: '/owner', businessName: 'Test Beauty', trustProxy: false, studioPath: '/owner/studio', log: () => {} });
  const studio = createStudioApp({ workspace, base: '/owner/studio', home: inbox.home, guard: signedInGuard({ owner: inbox, base: '/owner/studio' }), assets: { js: 'console.log(1)', css: 'body{}' }, extend: studioTools(workspace) });
  server = createServerApp({ distDir: dist, site: loaded.site, env: {}, owner: { path: '/owner', app: inbox.app, studio: { path: '/owner/studio', fetch: studio.fetch, isOn: inbox.isOn } } });
}, 60_000);

afterAll(async () => {
  store.close();
  await workspace.close();
  await rm(root, { recursive: true, force: true });
  await rm(dist, { recursive: true, force: true });
});

type Init = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };
const request = (path: string, init: Init = {}) => server.request(`${ORIGIN}${path}`, { ...init, headers: { host: 'glow.example', ...init.headers } });

async function signIn(then?: string): Promise<{ cookie: string; csrf: string; location: string | null }> {
  const form = new URLSearchParams({ password: PASSWORD, ...(then && { then }) });
  const res = await request('/owner/sign-in', { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN } });
  expect(res.status).toBe(303);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const page = await (await request('/owner/studio', { headers: { cookie } })).text();
  const csrf = /name="studio-csrf" content="([^"]+)"/.exec(page)?.[1] ?? '';
  return { cookie, csrf, location: res.headers.get('location') };
}

const post = (path: string, body: unknown, headers: Record<string, string>) =>
  request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'same-origin', ...headers } });

describe('the studio behind the inbox sign-in', { timeout: 60_000 }, () => {
  it('does not exist while the inbox has no password', async () => {
    password = { state: 'unset' };
    for (const path of ['/owner/studio', '/owner/studio/api/files']) {
      const res = await request(path);
      // The site's own not-found page, as for any address that names nothing.
      expect([res.status, await res.text()]).toEqual([404, '<!doctype html><title>Not found</title>']);
    }
    password = { state: 'set', hash: '', from: 'test' };
  });

  it('sends a signed-out owner to the sign-in, and back to the studio after it', async () => {
    const page = await request('/owner/studio');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/owner?then=%2Fowner%2Fstudio');
    const form = await (await request('/owner?then=%2Fowner%2Fstudio')).text();
    expect(form).toContain('name="then" value="/owner/studio"');
    // The way back is a page of the inbox, never another site.
    for (const then of ['//evil.example', '/owner/../elsewhere', '/owner/./studio', '/owner/%2e%2e/elsewhere', '/owner/%zz']) {
      expect(await (await request(`/owner?then=${encodeURIComponent(then)}`)).text()).not.toContain('name="then"');
    }
    const api = await request('/owner/studio/api/files');
    expect(api.status).toBe(401);
    // A refusal carries the studio's headers too.
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(await api.json()).toMatchObject({ error: expect.stringMatching(/sign-in has ended/), signIn: expect.stringContaining('/owner?then=') });
    const { location, csrf } = await signIn('/owner/studio');
    expect(location).toBe('/owner/studio');
    expect(csrf.length).toBeGreaterThan(20);
  });

  it('links the inbox to the studio once signed in', async () => {
    const { cookie } = await signIn();
    const inbox = await (await request('/owner', { headers: { cookie } })).text();
    expect(inbox).toMatch(/<a class="btn quiet" href="\/owner\/studio">Edit the site<\/a>/);
  });

  it('serves its page and script under its path, with its own headers', async () => {
    const { cookie } = await signIn();
    const page = await request('/owner/studio', { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta name="studio-base" content="/owner/studio" />');
    expect(html).toContain('src="/owner/studio/studio.js"');
    expect(html).toContain('<meta name="studio-home" content="/owner" />');
    expect(page.headers.get('content-security-policy')).toContain("frame-src 'self' about:");
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect((await request('/owner/studio/studio.js', { headers: { cookie } })).status).toBe(200);
    const files = (await (await request('/owner/studio/api/files', { headers: { cookie } })).json()) as { files: { file: string }[] };
    expect(files.files.map((f) => f.file)).toContain(TOWN);
  });

  it('takes a change only with the session’s CSRF token, from its own origin', async () => {
    const { cookie, csrf } = await signIn();
    const source = await readFile(join(root, TOWN), 'utf8');
    const edit = { file: TOWN, base: hashOf(source), ops: [{ op: 'set', path: ['population'], value: '99,999' }] };
    expect((await post('/owner/studio/api/save', edit, { cookie })).status).toBe(403);
    expect((await post('/owner/studio/api/save', edit, { cookie, 'x-studio-csrf': 'not-the-token' })).status).toBe(403);
    expect((await post('/owner/studio/api/save', edit, { cookie, 'x-studio-csrf': csrf, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post('/owner/studio/api/save', edit, { 'x-studio-csrf': csrf })).status).toBe(401);
    expect(await readFile(join(root, TOWN), 'utf8')).toBe(source);

    const saved = await post('/owner/studio/api/save', edit, { cookie, 'x-studio-csrf': csrf });
    expect(saved.status).toBe(200);
    expect(await readFile(join(root, TOWN), 'utf8')).toBe(source.replace(/^population: .*$/m, 'population: "99,999"'));
  });

  it('gives a page opened before the owner signed in again the new session’s token, so its edits can still be saved', async () => {
    const first = await signIn();
    const second = await signIn();
    expect(second.csrf).not.toBe(first.csrf);
    const source = await readFile(join(root, TOWN), 'utf8');
    const edit = { file: TOWN, base: hashOf(source), ops: [] };
    const stale = await post('/owner/studio/api/check', edit, { cookie: second.cookie, 'x-studio-csrf': first.csrf });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ staleToken: true });
    expect(await (await request('/owner/studio/api/session', { headers: { cookie: second.cookie } })).json()).toEqual({ csrf: second.csrf });
    expect((await post('/owner/studio/api/check', edit, { cookie: second.cookie, 'x-studio-csrf': second.csrf })).status).toBe(200);
  });

  it('draws the preview with pictures and fonts from under its path', async () => {
    const { cookie, csrf } = await signIn();
    const source = await readFile(join(root, TOWN), 'utf8');
    const answer = (await (await post('/owner/studio/api/check', { file: TOWN, base: hashOf(source), ops: [] }, { cookie, 'x-studio-csrf': csrf })).json()) as { preview: string };
    expect(answer.preview).toContain('href="/owner/studio/preview/fonts.css"');
    // The hero, a small drawing, is written into the page (a data: URL); every other picture is under the studio's path.
    expect(answer.preview).toMatch(/<img src="data:image\/svg\+xml,/);
    expect(answer.preview).not.toMatch(/["' ,(]\/images\//);
    const picture = await request('/owner/studio/images/towns/greenville.svg', { headers: { cookie } });
    expect(picture.status).toBe(200);
  });

  it('answers a method it does not use with 405, through the Node server (which cannot copy a TRACE request)', async () => {
    const node = serve({ fetch: server.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => node.once('listening', resolve));
    try {
      const { port } = node.address() as AddressInfo;
      const status = await new Promise<number | undefined>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: '/owner/studio/x', method: 'TRACE' }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
          .on('error', reject)
          .end();
      });
      expect(status).toBe(405);
    } finally {
      node.close();
    }
  });

  it('answers a malformed or missing name with 404, and edits only content files by their exact names', async () => {
    const { cookie } = await signIn();
    for (const path of ['/owner/studio/images/%E0%A4%A.png', '/owner/studio/preview/fonts/%ff.woff2', '/owner/studio/api/download?file=pages%2Fnope.yaml']) {
      expect((await request(path, { headers: { cookie } })).status, path).toBe(404);
    }
    expect((await request('/owner/studio/api/file?file=PAGES%2Findex.yaml', { headers: { cookie } })).status).toBe(400);
  });

  it('takes a photo larger than the inbox’s forms allow', async () => {
    const { cookie, csrf } = await signIn();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(64 * 1024)], 'big.png', { type: 'image/png' }));
    const res = await request('/owner/studio/api/photo', { method: 'POST', body: form, headers: { cookie, origin: ORIGIN, 'x-studio-csrf': csrf } });
    // Read and refused for what it is (not a picture), not for its size.
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/not a picture/);
  });
});

describe('OWNER_STUDIO and the preview’s addresses', () => {
  it('reads on and off, and refuses anything else', () => {
    expect(studioSetting(undefined)).toEqual({ ok: true, on: false });
    expect(studioSetting('on')).toEqual({ ok: true, on: true });
    expect(studioSetting(' TRUE ')).toEqual({ ok: true, on: true });
    expect(studioSetting('off')).toEqual({ ok: true, on: false });
    expect(studioSetting('maybe')).toMatchObject({ ok: false, error: expect.stringContaining('"maybe"') });
  });

  it('moves every picture and font address of the preview under the studio, and leaves links alone', () => {
    const html = `<link href="/preview/fonts.css"><img src="/images/a.webp" srcset="/images/a-400.webp 400w, /images/a-800.webp 800w"><div style="background:url(/images/b.jpg)"></div><a href="/towns/images/">x</a>`;
    expect(rebase(html, '/owner/studio')).toBe(
      `<link href="/owner/studio/preview/fonts.css"><img src="/owner/studio/images/a.webp" srcset="/owner/studio/images/a-400.webp 400w, /owner/studio/images/a-800.webp 800w"><div style="background:url(/owner/studio/images/b.jpg)"></div><a href="/towns/images/">x</a>`,
    );
    expect(rebase(html, '')).toBe(html);
  });
});

import { cp, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { createStudioApp, hashOf } from './app.ts';
import { localGuard } from './guard.ts';
import { studioTools } from './tools.ts';
import { Workspace } from './workspace.ts';

const FIXTURE = join(import.meta.dirname, '../../../tests/fixtures/content/base');
const PORT = 4999;
const TOKEN = 'test-token-123';
const ORIGIN = `http://127.0.0.1:${PORT}`;

let root: string;
let workspace: Workspace;
let app: ReturnType<typeof createStudioApp>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'studio-test-'));
  await cp(FIXTURE, root, { recursive: true });
  workspace = await Workspace.open(root);
  app = createStudioApp({ workspace, guard: localGuard({ token: TOKEN, port: PORT }), assets: { js: 'console.log(1)', css: 'body{}' }, extend: studioTools(workspace) });
});

afterAll(async () => {
  await workspace.close();
  await rm(root, { recursive: true, force: true });
});

type Init = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };
const request = (path: string, init: Init = {}) =>
  app.request(`${ORIGIN}${path}`, { ...init, headers: { host: `127.0.0.1:${PORT}`, ...init.headers } });
const withCookie = (path: string, init: Init = {}) =>
  request(path, { ...init, headers: { cookie: `studio_session=${TOKEN}`, ...init.headers } });
const post = (path: string, body: unknown) =>
  withCookie(path, { method: 'POST', body: JSON.stringify(body), headers: { origin: ORIGIN, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' } });

describe('who may use the studio', () => {
  it('trades the token in the address for an HttpOnly, SameSite=Strict cookie and drops it from the address', async () => {
    const res = await request(`/?token=${TOKEN}`, { headers: { 'sec-fetch-site': 'none' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`studio_session=${TOKEN}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const page = await withCookie('/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/studio.js');
  });

  it('refuses a request without the token, or with a wrong one', async () => {
    expect((await request('/')).status).toBe(401);
    expect((await request('/api/files')).status).toBe(401);
    expect((await request('/?token=wrong')).status).toBe(401);
    expect((await request('/api/files', { headers: { cookie: 'studio_session=wrong' } })).status).toBe(401);
  });

  it('refuses another Host (DNS rebinding), even with the token', async () => {
    for (const host of ['evil.example:4999', `127.0.0.1:${PORT + 1}`, 'localhost.evil.example:4999']) {
      expect((await withCookie('/api/files', { headers: { host } })).status).toBe(403);
    }
    expect((await withCookie('/api/files', { headers: { host: `localhost:${PORT}` } })).status).toBe(200);
  });

  it('refuses requests sent from another origin, and changes that do not say where they come from', async () => {
    expect((await withCookie('/api/files', { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await withCookie('/api/files', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    const body = JSON.stringify({ file: 'pages/about.yaml', base: 'x', ops: [] });
    expect((await withCookie('/api/save', { method: 'POST', body })).status).toBe(403);
    expect((await withCookie('/api/save', { method: 'POST', body, headers: { origin: 'null' } })).status).toBe(403);
  });

  it('serves no file outside the content', async () => {
    expect((await withCookie('/api/file?file=../etc/passwd')).status).toBe(400);
    expect((await withCookie('/api/file?file=package.json')).status).toBe(400);
    expect((await withCookie('/images/..%2F..%2Fsite.config.yaml')).status).toBe(404);
  });
});

describe('editing through the studio', () => {
  const TOWN = 'pages/towns/greenville.yaml';

  it('opens a file with its data and the schema of its kind, with the counties of the site as choices', async () => {
    const res = await withCookie(`/api/file?file=${encodeURIComponent(TOWN)}`);
    const body = (await res.json()) as { data: { name: string }; schema: { properties: { county: { enum: string[] }; population: { description: string } } } };
    expect(body.data.name).toBe('Greenville');
    expect(body.schema.properties.county.enum).toEqual(expect.arrayContaining(['Hunt', 'Hopkins']));
    expect(body.schema.properties.population.description).toBeTruthy();
  });

  it('a save without edits writes nothing; a new population changes exactly that line', async () => {
    const before = await readFile(join(root, TOWN), 'utf8');
    const unchanged = await post('/api/save', { file: TOWN, base: hashOf(before), ops: [] });
    expect(await unchanged.json()).toMatchObject({ written: false });
    const res = await post('/api/save', { file: TOWN, base: hashOf(before), ops: [{ op: 'set', path: ['population'], value: '30,000' }] });
    expect(await res.json()).toMatchObject({ written: true });
    const after = await readFile(join(root, TOWN), 'utf8');
    const a = before.split('\n');
    const changed = after.split('\n').flatMap((line, i) => (line === a[i] ? [] : [line]));
    expect(changed).toEqual(['population: "30,000"']);
  });

  it('refuses a save made on a version of the file that changed since', async () => {
    const res = await post('/api/save', { file: TOWN, base: 'stale', ops: [{ op: 'set', path: ['population'], value: '1' }] });
    expect(res.status).toBe(409);
  });

  it('checks a draft as the validator does and puts each problem at its field', async () => {
    const source = await readFile(join(root, 'pages/about.yaml'), 'utf8');
    // The fixture's about page starts with a text block, which may have a button (action).
    const res = await post('/api/check', { file: 'pages/about.yaml', base: hashOf(source), ops: [{ op: 'set', path: ['blocks', 0, 'action'], value: { label: 'Book', href: '/contcat' } }] });
    const body = (await res.json()) as { blocking: boolean; problems: Array<{ path: Array<string | number>; message: string; name: string }> };
    expect(body.blocking).toBe(true);
    const problem = body.problems.find((p) => p.path.join('.') === 'blocks.0.action.href');
    expect(problem?.message).toMatch(/contcat/);
  });

  it('asks before saving a change that stops the build', async () => {
    const source = await readFile(join(root, TOWN), 'utf8');
    const ops = [{ op: 'set', path: ['county'], value: 'Nowhere' }];
    const res = await post('/api/save', { file: TOWN, base: hashOf(source), ops });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ needsConfirm: true });
    expect(await readFile(join(root, TOWN), 'utf8')).toBe(source);
  });

  it('adds a block to a page and moves it: the file stays valid', async () => {
    const file = 'pages/about.yaml';
    const source = await readFile(join(root, file), 'utf8');
    const count = (parseDocument(source).toJS() as { blocks: unknown[] }).blocks.length;
    const ops = [
      { op: 'insert', path: ['blocks'], index: count, value: { type: 'text', heading: 'New part', body: 'Some words.' } },
      { op: 'move', path: ['blocks'], from: count, to: 1 },
    ];
    const res = await post('/api/save', { file, base: hashOf(source), ops });
    const body = (await res.json()) as { written: boolean; problems: Array<{ severity: string }> };
    expect(body.written).toBe(true);
    expect(body.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const blocks = (parseDocument(await readFile(join(root, file), 'utf8')).toJS() as { blocks: Array<{ type: string; heading?: string }> }).blocks;
    expect(blocks[1]).toMatchObject({ type: 'text', heading: 'New part' });
  });

  it('makes a new town from the scaffolding, valid as written', async () => {
    const res = await post('/api/new', { kind: 'town', name: 'Lone Oak', county: 'Hunt' });
    expect(await res.json()).toMatchObject({ file: 'pages/towns/lone-oak.yaml' });
    const check = await post('/api/check', { file: 'pages/towns/lone-oak.yaml', base: hashOf(await readFile(join(root, 'pages/towns/lone-oak.yaml'), 'utf8')), ops: [] });
    const body = (await check.json()) as { blocking: boolean; preview?: string };
    expect(body.blocking).toBe(false);
    expect(body.preview).toContain('Lone Oak');
    expect((await post('/api/new', { kind: 'town', name: 'Lone Oak', county: 'Hunt' })).status).toBe(409);
  });

  it('checks the files as they are on disk, with the draft laid over them: a change made outside the studio shows at once', async () => {
    const file = 'pages/towns/greenville.yaml';
    const source = await readFile(join(root, file), 'utf8');
    // Edited elsewhere (a publish that took a change made on GitHub) after the studio opened.
    await writeFile(join(root, file), source.replace(/^population: .*$/m, 'population: "41,234"'));
    const fresh = await readFile(join(root, file), 'utf8');
    const res = await post('/api/check', { file, base: hashOf(fresh), ops: [{ op: 'set', path: ['attractions', 0], value: 'The Drafted Museum' }] });
    const { preview } = (await res.json()) as { preview: string };
    expect(preview).toContain('41,234');
    expect(preview).toContain('The Drafted Museum');
    // What only search engines read (the business and every town it serves) is left out of what the owner looks at.
    expect(preview).toContain('<meta name="description"');
    expect(preview).not.toContain('application/ld+json');
    // The draft is never written.
    expect(await readFile(join(root, file), 'utf8')).toBe(fresh);
  });

  it("sends the other pages' problems again only when they changed since the version the page holds", async () => {
    const file = 'pages/towns/greenville.yaml';
    const site = join(root, 'site.config.yaml');
    const saved = await readFile(site, 'utf8');
    type Answer = { problems: Array<{ file: string; message: string }>; elsewhere: string; elsewhereAsBefore?: true };
    const check = async (elsewhere?: string, value = 'A town on the prairie.') =>
      (await (await post('/api/check', { file, base: hashOf(await readFile(join(root, file), 'utf8')), ops: [{ op: 'set', path: ['population'], value }], elsewhere })).json()) as Answer;
    // Greenville has its own page and is still listed under the county's other towns: a problem of the site settings.
    await writeFile(site, saved.replace('      - Quinlan', '      - Quinlan\n      - Greenville'));
    try {
      const first = await check();
      const others = first.problems.filter((p) => p.file !== file);
      expect(others.map((p) => p.file)).toContain('site.config.yaml');
      expect(first.elsewhereAsBefore).toBeUndefined();
      // Typing on: the same problems elsewhere are left out, the page keeps the ones it has.
      const next = await check(first.elsewhere, 'A town on the wide prairie.');
      expect(next).toMatchObject({ elsewhere: first.elsewhere, elsewhereAsBefore: true });
      expect(next.problems.filter((p) => p.file !== file)).toEqual([]);
      // Fixed elsewhere (on disk): the new list, empty there, comes with a new version.
      await writeFile(site, saved);
      const fixed = await check(first.elsewhere);
      expect(fixed.elsewhereAsBefore).toBeUndefined();
      expect(fixed.elsewhere).not.toBe(first.elsewhere);
      expect(fixed.problems.filter((p) => p.file === 'site.config.yaml')).toEqual([]);
    } finally {
      await writeFile(site, saved);
    }
  });

  it('offers the fix of a town that now has its own page but is still listed under other towns, and the fix clears it', async () => {
    expect(await (await post('/api/new', { kind: 'town', name: 'Quinlan', county: 'Hunt' })).json()).toMatchObject({ file: 'pages/towns/quinlan.yaml' });
    const town = 'pages/towns/quinlan.yaml';
    const check = async () =>
      (await (await post('/api/check', { file: town, base: hashOf(await readFile(join(root, town), 'utf8')), ops: [] })).json()) as { problems: Array<{ file: string; fix?: { label: string; file: string; base: string; ops: unknown[] } }> };
    const fix = (await check()).problems.find((p) => p.fix)?.fix;
    expect(fix).toMatchObject({ label: 'Take Quinlan off “Other towns”', file: 'site.config.yaml', ops: [{ op: 'remove' }] });
    const saved = await post('/api/save', { file: fix!.file, base: fix!.base, ops: fix!.ops });
    expect(await saved.json()).toMatchObject({ written: true });
    expect(await readFile(join(root, 'site.config.yaml'), 'utf8')).not.toMatch(/- Quinlan/);
    expect((await check()).problems.filter((p) => p.fix)).toEqual([]);
  });

  it('shows a photo in the preview in the resized forms the site serves, made on first use', async () => {
    const file = 'pages/towns/greenville.yaml';
    const source = await readFile(join(root, file), 'utf8');
    const res = await post('/api/check', { file, base: hashOf(source), ops: [{ op: 'set', path: ['heroImage'], value: '/images/photo.png' }] });
    const { preview } = (await res.json()) as { preview: string };
    const variant = /\/_img\/[^"'\s,]+\.avif/.exec(preview)?.[0];
    expect(variant).toBeDefined();
    const image = await withCookie(variant!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/avif');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect((await withCookie('/_img/not-a-photo-800.avif')).status).toBe(404);
  });
});

describe('what the studio refuses', () => {
  const file = 'pages/about.yaml';
  const base = async () => hashOf(await readFile(join(root, file), 'utf8'));
  const upload = (name: string, bytes: Uint8Array<ArrayBuffer>, folder = '') => {
    const form = new FormData();
    form.set('file', new File([bytes], name));
    form.set('folder', folder);
    return withCookie('/api/photo', { method: 'POST', body: form, headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' } });
  };

  it('an edit request outside its shape, or with more edits than a page makes, at once and without trying it', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ op: 'set', path: [`k${i}`], value: 'v' }));
    const started = performance.now();
    const res = await post('/api/check', { file, base: await base(), ops: many });
    expect(res.status).toBe(413);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(((await res.json()) as { error: string }).error).toMatch(/save what you have/);
    // Typing is one edit per key stroke: a long text typed into one field is one edit.
    const typed = Array.from({ length: 1000 }, (_, i) => ({ op: 'set', path: ['title'], value: `About${'!'.repeat(i % 3)}` }));
    expect((await post('/api/check', { file, base: await base(), ops: typed })).status).toBe(200);
    for (const ops of [[{ op: 'rename', path: ['title'] }], [{ op: 'set', path: Array.from({ length: 40 }, () => 'a'), value: 1 }], 'all of them']) {
      expect((await post('/api/check', { file, base: await base(), ops })).status).toBe(400);
    }
  });

  it('reads nothing and writes nothing through a link that leads out of the content', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'studio-outside-'));
    try {
      await writeFile(join(outside, 'secret.yaml'), 'title: the secret\n');
      await symlink(join(outside, 'secret.yaml'), join(root, 'pages/link.yaml'));
      const read = await withCookie('/api/file?file=pages/link.yaml');
      expect(read.status).toBe(404);
      expect(await read.text()).not.toContain('the secret');
      expect((await post('/api/save', { file: 'pages/link.yaml', base: hashOf('title: the secret\n'), ops: [{ op: 'set', path: ['title'], value: 'x' }] })).status).toBeGreaterThanOrEqual(400);
      expect(await readFile(join(outside, 'secret.yaml'), 'utf8')).toBe('title: the secret\n');
      // A photo into an album that is a link to another folder lands nowhere.
      await symlink(outside, join(root, 'public/images/away'));
      expect((await upload('shop.png', await readFile(join(root, 'public/images/photo.png')), 'away')).status).toBe(400);
      expect(await readdir(outside)).toEqual(['secret.yaml']);
      expect((await withCookie('/images/away/secret.yaml')).status).toBe(404);
    } finally {
      await rm(join(root, 'pages/link.yaml'), { force: true });
      await rm(join(root, 'public/images/away'), { force: true });
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('keeps a photo only once it decodes as a whole picture, within a pixel limit', async () => {
    const png = await readFile(join(root, 'public/images/photo.png'));
    // A picture's header, then a web page.
    const fake = Buffer.concat([png.subarray(0, 33), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect((await upload('fake.png', fake)).status).toBe(400);
    // A header that claims 60000 × 60000 pixels.
    const huge = Buffer.from(png);
    huge.writeUInt32BE(60_000, 16);
    huge.writeUInt32BE(60_000, 20);
    const refused = await upload('huge.png', huge);
    expect(refused.status).toBe(400);
    expect(await readdir(join(root, 'public/images'))).not.toEqual(expect.arrayContaining(['fake.png', 'huge.png']));
    expect((await upload('shop.png', png)).status).toBe(200);
    // The library lists it first, by its name and the day it was added: newest first, never an unlabelled thumbnail.
    const { photos } = (await (await withCookie('/api/photos')).json()) as { photos: Array<{ src: string; name: string; added: string }> };
    expect(photos[0]).toMatchObject({ src: '/images/shop.png', name: 'Shop' });
    expect(Date.now() - Date.parse(photos[0]!.added)).toBeLessThan(60_000);
    expect(photos.map((p) => Date.parse(p.added))).toEqual(photos.map((p) => Date.parse(p.added)).sort((a, b) => b - a));
    expect(photos.every((p) => p.name.length > 0)).toBe(true);
  });

  it('answers 400 to a publish or a new page whose words are not one short line of text', async () => {
    for (const body of [{ message: { x: 1 } }, { message: 'a\u0000b' }, { message: 'x'.repeat(200_000) }]) {
      const res = await post('/api/publish', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/one line/);
    }
    expect((await post('/api/new', { kind: 'town', name: 'x'.repeat(300), county: 'Hunt' })).status).toBe(400);
  });
});


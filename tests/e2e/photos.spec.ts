// A phone photo as a town's hero, as an owner would drop it in: a 4032 x 3024 JPEG in public/images/.
// In a copy of the project, the build writes its AVIF and WebP sizes, and a phone at 375 px downloads a
// small AVIF, not the original. (The copy has its own build and server; the shared ones are not touched.)
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { freePort, startSiteServer, type SiteServer } from './server.ts';
import { scratchProject } from './sites.ts';

test.describe.configure({ mode: 'serial' });

let dir = '';
let server: SiteServer;
let original = 0;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = scratchProject('glow-e2e-photos-');
  // A camera-sized photo with a photo's kind of detail: soft colour patches with texture, saved as a phone does.
  const patches = await sharp({ create: { width: 252, height: 189, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
  const texture = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 12 } } }).png().toBuffer();
  await sharp(patches)
    .resize(4032, 3024)
    .blur(6)
    .composite([{ input: texture, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toFile(join(dir, 'public/images/towns/phone-photo.jpg'));
  original = statSync(join(dir, 'public/images/towns/phone-photo.jpg')).size;
  const town = join(dir, 'pages/towns/emory.yaml');
  const text = readFileSync(town, 'utf8').replace(/^heroImage: .*$/m, '').trimEnd();
  writeFileSync(town, `${text}\nheroImage: /images/towns/phone-photo.jpg\n`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: dir, env: { ...process.env, CONTENT_ROOT: '', DIST_DIR: 'dist' }, stdio: 'pipe', timeout: 200_000 });
  server = await startSiteServer(await freePort(), { CONTENT_ROOT: '', DIST_DIR: 'dist', DATA_DIR: join(dir, 'data'), DATABASE_URL: ':memory:', SMTP_URL: '' }, '/towns/emory', dir);
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the build writes AVIF and WebP sizes of the photo, never larger than the original', () => {
  const files = readFileSync(join(dir, 'dist/towns/emory/index.html'), 'utf8').match(/\/_img\/[\w-]+-\d+\.(avif|webp)/g) ?? [];
  expect(new Set(files.map((f) => f.replace(/^.*-(\d+)\.\w+$/, '$1')))).toEqual(new Set(['480', '800', '1200', '1600', '2000']));
  for (const f of new Set(files)) expect(existsSync(join(dir, 'dist', f)), f).toBe(true);
});

test('a phone at 375 px gets the hero as an AVIF under 200 KB, sized to the screen', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2 });
  const bytes = new Map<string, number>();
  page.on('response', async (r) => {
    if (r.url().includes('/_img/') || r.url().endsWith('.jpg')) bytes.set(r.url(), (await r.body().catch(() => Buffer.alloc(0))).length);
  });
  await page.goto(`${server.url}/towns/emory`);
  const hero = page.locator('section[aria-labelledby="page-title"] img');
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const chosen = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/\/_img\/[\w-]+-(480|800)\.avif$/);
  await expect.poll(() => bytes.get(chosen)).toBeGreaterThan(0);
  expect(bytes.get(chosen)).toBeLessThan(200 * 1024);
  expect(original).toBeGreaterThan(1024 * 1024);
  expect([...bytes.keys()].some((u) => u.endsWith('.jpg')), 'the original photo is never downloaded').toBe(false);
  // Width and height from the file: the box is reserved before the picture arrives.
  expect(await hero.getAttribute('width')).toBe('4032');
  expect(await hero.getAttribute('height')).toBe('3024');
  await page.close();
});

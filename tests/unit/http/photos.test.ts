// A photo as a town's hero, as an owner would drop it in: a JPEG in public/images/. On a
// copy of the fixture's content, the content core names its sizes, the build's photo step writes them as
// AVIF and WebP (src/render/photos.ts), and the town page, rendered as the build renders it, offers them
// with srcset and sizes so that a phone at 375 px picks a small AVIF, never the original.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PHOTO_WIDTHS } from '../../../src/content/photos.ts';
import type { Route, SiteContent } from '../../../src/content/types.ts';
import { writePhotos } from '../../../src/render/photos.ts';
import { renderRoute } from '../../../src/render/renderer.tsx';
import { loadContent } from '../../../src/site/content.ts';
import { FIXTURE_ROOT } from '../../support/built-sites.ts';
import { parse } from './html.ts';

(globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ ??= new Date().getFullYear();

const PHOTO = '/images/towns/photo.jpg';
const SIZE = { width: 960, height: 720 };
const TOWN = 'emory';
/** A phone's screen: 375 CSS pixels wide, two device pixels to each. */
const PHONE = { width: 375, dpr: 2 };

let root = '';
let out = '';
let original = 0;
let content: SiteContent;
let town: Route;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'photos-'));
  for (const part of ['site.config.yaml', 'pages', 'public']) cpSync(join(FIXTURE_ROOT, part), join(root, part), { recursive: true });
  // A photo with a photo's kind of detail (soft patches of colour), saved as a camera does; wider than a
  // phone's screen in device pixels, small enough to encode in moments.
  const patches = await sharp({ create: { width: 48, height: 36, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
  await sharp(patches).resize(SIZE.width, SIZE.height).blur(3).jpeg({ quality: 90 }).toFile(join(root, 'public', PHOTO));
  original = statSync(join(root, 'public', PHOTO)).size;
  const file = join(root, `pages/towns/${TOWN}.yaml`);
  writeFileSync(file, `${readFileSync(file, 'utf8').replace(/^heroImage: .*$/m, '').trimEnd()}\nheroImage: ${PHOTO}\n`);

  const loaded = await loadContent(root);
  if (!loaded.ok) throw new Error(`the copy of the fixture does not load: ${loaded.errors.map((e) => `${e.file}:${e.line} ${e.name}`).join(', ')}`);
  content = loaded.content;
  town = content.routes.find((r) => r.path === `/towns/${TOWN}`)!;
  out = join(root, 'dist');
  await writePhotos(root, content.images, out);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The width a `sizes` list gives a picture on a screen `viewport` CSS pixels wide (px and vw lengths). */
function slotWidth(sizes: string, viewport: number): number {
  const length = (l: string) => {
    const m = /^([\d.]+)(px|vw)$/.exec(l.trim());
    if (!m) throw new Error(`a length this test does not read: ${l}`);
    return m[2] === 'vw' ? (Number(m[1]) * viewport) / 100 : Number(m[1]);
  };
  for (const entry of sizes.split(',').map((s) => s.trim())) {
    const m = /^(\(.*\))\s+(\S+)$/.exec(entry);
    if (!m) return length(entry);
    const holds = m[1]!.split(/\s+and\s+/).every((c) => {
      const q = /^\((min|max)-width:\s*(\d+)px\)$/.exec(c.trim());
      if (!q) throw new Error(`a media condition this test does not read: ${c}`);
      return q[1] === 'min' ? viewport >= Number(q[2]) : viewport <= Number(q[2]);
    });
    if (holds) return length(m[2]!);
  }
  return viewport;
}

/** The file a browser takes from `srcset` ("url 800w, ..."): the narrowest that has the device's pixels, else the widest. */
function chosen(srcset: string, sizes: string, screen: typeof PHONE): string {
  const slot = slotWidth(sizes, screen.width);
  const candidates = srcset.split(',').map((c) => {
    const [url, w] = c.trim().split(/\s+/);
    return { url: url!, density: Number.parseInt(w!, 10) / slot };
  });
  const enough = candidates.filter((c) => c.density >= screen.dpr).sort((a, b) => a.density - b.density);
  return (enough[0] ?? candidates.sort((a, b) => b.density - a.density)[0]!).url;
}

it('the build writes AVIF and WebP sizes of the photo, at the standard widths below its own and its own, none larger than the original', () => {
  const variants = content.images[PHOTO]?.variants;
  expect(variants?.widths).toEqual([...PHOTO_WIDTHS.filter((w) => w < SIZE.width), SIZE.width]);
  for (const width of variants!.widths) {
    for (const format of ['avif', 'webp']) {
      const file = join(out, `${variants!.base}-${width}.${format}`);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size, file).toBeLessThanOrEqual(original);
    }
  }
});

it('a phone at 375 px picks the hero as an AVIF under 200 KB, sized to its screen; the original is never offered', () => {
  const doc = parse(renderRoute(town, { site: content.site, images: content.images }).body);
  const hero = doc.querySelector('section[aria-labelledby="page-title"] picture');
  if (!hero) throw new Error('the town hero is not a <picture>');
  const avif = hero.querySelector('source[type="image/avif"]');
  const pick = chosen(avif?.getAttribute('srcset') ?? '', avif?.getAttribute('sizes') ?? '', PHONE);
  expect(pick).toMatch(/^\/_img\/[\w-]+-(480|800)\.avif$/);
  expect(statSync(join(out, pick)).size).toBeLessThan(200 * 1024);
  // Width and height from the file: the box is reserved before the picture arrives.
  const img = hero.querySelector('img');
  expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual([String(SIZE.width), String(SIZE.height)]);
  // Browsers without <source> support get a resized WebP.
  expect(img?.getAttribute('src')).toMatch(/^\/_img\/[\w-]+-\d+\.webp$/);
  expect(doc.body.innerHTML).not.toContain(PHOTO);
});

// Preview images: each card is drawn once into the cache and linked into the build; an unchanged card is
// never drawn again, the same card is drawn once for every page that has it, and the cache keeps only what
// the site uses.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { pruneSocialCache, writeSocialImages } from '../../../src/render/social-images.ts';
import { SOCIAL_IMAGE, type SocialPreview } from '../../../src/schema/page-head.ts';
import { createCardDrawer, type CardDrawer } from '../../../src/social/draw.ts';
import { fixtureContent, FIXTURE } from '../content/fixture.ts';
import { tempFolders } from '../../support/temp-folders.ts';

const folder = tempFolders('social');

/** The real drawer, counting what it draws. */
function counting(): CardDrawer & { drawn: string[] } {
  const real = createCardDrawer(FIXTURE);
  const drawn: string[] = [];
  return { drawn, key: real.key, draw: (card) => (drawn.push(card.title), real.draw(card)) };
}

describe('preview images', () => {
  it('writes a 1200 x 630 PNG for every page, and draws nothing again for unchanged cards', async () => {
    const { routes } = await fixtureContent();
    const previews = routes.map((r) => r.preview);
    const cacheDir = folder();
    const first = counting();
    const outDir = folder();
    expect(await writeSocialImages(previews, { outDir, cacheDir, drawer: first })).toMatchObject({ drawn: routes.length });
    for (const { src } of previews) {
      const png = readFileSync(join(outDir, src.slice(1)));
      expect(imageSize(png), src).toMatchObject({ type: 'png', ...SOCIAL_IMAGE });
    }

    const again = counting();
    const second = await writeSocialImages(previews, { outDir: folder(), cacheDir, drawer: again });
    expect(second).toEqual({ drawn: 0, keys: previews.map((p) => again.key(p.card)) });
    expect(again.drawn).toEqual([]);
    expect(readdirSync(cacheDir).sort()).toEqual([...new Set(second.keys)].map((k) => `${k}.png`).sort());

    // One page's words change: that page alone is drawn.
    const edited = previews.map((p, i) => (i === 0 ? { ...p, card: { ...p.card, title: `${p.card.title}!` } } : p));
    const third = counting();
    await writeSocialImages(edited, { outDir: folder(), cacheDir, drawer: third });
    expect(third.drawn).toEqual([`${previews[0]!.card.title}!`]);
  });

  it('draws one image for pages with the same card', async () => {
    const { routes } = await fixtureContent();
    const card = routes[0]!.preview.card;
    const previews: SocialPreview[] = [{ src: '/og/a.png', card }, { src: '/og/b/c.png', card }];
    const drawer = counting();
    const outDir = folder();
    await writeSocialImages(previews, { outDir, cacheDir: folder(), drawer });
    expect(drawer.drawn).toHaveLength(1);
    expect(readFileSync(join(outDir, 'og/a.png')).equals(readFileSync(join(outDir, 'og/b/c.png')))).toBe(true);
  });

  it('keys change with the words and the look, and the cache keeps only the keys in use', async () => {
    const { routes } = await fixtureContent();
    const drawer = createCardDrawer(FIXTURE);
    const [a, b] = routes.map((r) => r.preview.card);
    expect(drawer.key(a!)).toBe(drawer.key({ ...a! }));
    expect(drawer.key(a!)).not.toBe(drawer.key(b!));
    expect(drawer.key(a!)).not.toBe(drawer.key({ ...a!, subtitle: 'Other words' }));
    const cacheDir = folder();
    await writeSocialImages([routes[0]!.preview, routes[1]!.preview], { outDir: folder(), cacheDir, drawer });
    pruneSocialCache(cacheDir, [drawer.key(a!)]);
    expect(readdirSync(cacheDir)).toEqual([`${drawer.key(a!)}.png`]);
    expect(existsSync(join(cacheDir, `${drawer.key(b!)}.png`))).toBe(false);
  });
});

// @vitest-environment happy-dom
// A picture on the page's first screen is not loaded lazily: a small drawing is written into the page (as the
// hero's is), a photo is asked for at once. Further pictures, and every picture under a hero with its own, load
// lazily.
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { ImageSize } from '../schema/page.ts';
import { ImageSizes } from '../ui/image-sizes.ts';
import { RegionsView } from '../layout/Regions.tsx';
import { cardsBlock } from './cards/schema.ts';
import { heroBlock } from './hero/schema.ts';
import { Blocks } from './render.tsx';
import type { ResolvedBlock } from './resolve.ts';

afterEach(cleanup);

const DRAWING = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';
const SIZES: Record<string, ImageSize> = {
  '/images/one.svg': { width: 800, height: 600, inline: DRAWING },
  '/images/two.svg': { width: 800, height: 600, inline: DRAWING },
  '/images/photo.jpg': { width: 1600, height: 1200 },
  '/images/hero.jpg': { width: 1600, height: 900 },
};

/** A grid of cards; '' is a card with an icon and no picture. */
const cards = (...srcs: string[]) =>
  cardsBlock.parse({ type: 'cards', heading: 'Parties', cards: srcs.map((src, i) => ({ title: `Card ${i}`, ...(src ? { image: { src, alt: `Picture ${i}` } } : { icon: 'gem' }) })) }) as ResolvedBlock;
const hero = (image?: string) => heroBlock.parse({ type: 'hero', title: 'Glam Parties', ...(image && { image }) }) as ResolvedBlock;

function pictures(blocks: ResolvedBlock[] | Parameters<typeof RegionsView>[0]['regions']) {
  const { container } = render(
    <ImageSizes.Provider value={SIZES}>{Array.isArray(blocks) ? <Blocks blocks={blocks} /> : <RegionsView regions={blocks} />}</ImageSizes.Provider>,
  );
  return [...container.querySelectorAll('article img')].map((img) => ({ src: img.getAttribute('src'), loading: img.getAttribute('loading'), priority: img.getAttribute('fetchpriority') }));
}

it('under a hero without a picture, draws the first card\'s drawing with the page and loads the others lazily', () => {
  expect(pictures([hero(), cards('/images/one.svg', '/images/two.svg')])).toEqual([
    { src: DRAWING, loading: null, priority: null },
    { src: '/images/two.svg', loading: 'lazy', priority: null },
  ]);
});

it('asks at once, and first, for a first-screen photo', () => {
  expect(pictures([cards('/images/photo.jpg', '/images/one.svg')])[0]).toEqual({ src: '/images/photo.jpg', loading: 'eager', priority: 'high' });
});

it('loads every card picture lazily under a hero with its own picture, and in a block further down', () => {
  expect(pictures([hero('/images/hero.jpg'), cards('/images/one.svg', '/images/two.svg')]).map((p) => p.loading)).toEqual(['lazy', 'lazy']);
  expect(pictures([hero(), cards('/images/photo.jpg'), cards('/images/one.svg')]).map((p) => p.loading)).toEqual(['eager', 'lazy']);
});

it('takes the first card that has a picture, when the first has an icon instead', () => {
  expect(pictures([hero(), cards('', '/images/one.svg', '/images/two.svg')]).map((p) => p.src)).toEqual([DRAWING, '/images/two.svg']);
});

it("reads a page's regions in a phone's order: the side column's blocks come after the whole of the main one", () => {
  // A town page's shape: the hero on top, then the main column and the side column.
  expect(pictures({ top: [hero('/images/hero.jpg')], main: [cards('/images/one.svg')], aside: [cards('/images/photo.jpg')] }).map((p) => p.loading)).toEqual(['lazy', 'lazy']);
  // Under a hero without a picture, the main column's first block is on the first screen, not the side column's.
  expect(pictures({ top: [hero()], main: [cards('/images/one.svg')], aside: [cards('/images/photo.jpg')] }).map((p) => p.loading)).toEqual([null, 'lazy']);
});

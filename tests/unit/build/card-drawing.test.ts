// The preview card's drawing in layers: the PNG made of compressed runs of rows is one any decoder reads, with
// the pixels it was given; the SVG comes apart into the background and the page's own lines; and a card drawn
// in layers has the pixels of the same card drawn whole by resvg (within one level of rounding), on the
// shared background and over it, for short and long words, accented letters and eyebrows on two lines, whether
// the card's background was laid out with it or with an earlier card.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SOCIAL_IMAGE, type SocialCard } from '../../../src/schema/page-head.ts';
import { cardTree } from '../../../src/social/card.ts';
import { createCardDrawer, drawTimings } from '../../../src/social/draw.ts';
import { movePiece, splitCard, takeMarks } from '../../../src/social/layers.ts';
import { adler32, adler32Combine, compressScanlines, pngFromSegments, scanlines, SegmentCache } from '../../../src/social/png.ts';

const require = createRequire(import.meta.url);
/** The project, whose icon is drawn beside the eyebrow (a card with the logo, as the site's). */
const ROOT = process.cwd();

describe('the card PNG encoder', () => {
  it('combines Adler-32 checksums as zlib does', () => {
    const a = Buffer.from('the background rows, then ');
    const b = Buffer.from('the rows with the page’s words'.repeat(400));
    expect(adler32Combine(adler32(a), adler32(b), b.length)).toBe(adler32(Buffer.concat([a, b])));
    expect(adler32(Buffer.from('Wikipedia'))).toBe(0x11e60398);
  });

  it('writes a PNG of the pixels given, a band with a key compressed once for every card that has it', async () => {
    const [width, height] = [37, 23];
    const pixels = (seed: number): Uint8Array => {
      const rgba = new Uint8Array(width * height * 4);
      for (let i = 0; i < rgba.length; i++) rgba[i] = i % 4 === 3 ? 255 : (i * seed + (i >> 7)) & 255;
      return rgba;
    };
    const [one, two] = [pixels(7), pixels(13)];
    // The two images share rows 0-5 and 17-23; a band of rows 6-17 is each one's own.
    two.set(one.subarray(0, 6 * width * 4), 0);
    two.set(one.subarray(17 * width * 4), 17 * width * 4);
    const cache = new SegmentCache(1 << 20);
    // Bands of rows, each compressed once under its key.
    const encode = (rgba: Uint8Array, own: string): Buffer =>
      pngFromSegments(width, height, ([[0, 6, 'top'], [6, 17, own], [17, 23, 'bottom']] as const).map(([from, to, key]) => {
        const kept = cache.get(key);
        if (kept) return kept;
        const segment = compressScanlines(scanlines(rgba.subarray(from * width * 4, to * width * 4), width, to - from), 6);
        cache.set(key, segment);
        return segment;
      }));
    for (const [rgba, png] of [[one, encode(one, 'one')], [two, encode(two, 'two')], [two, pngFromSegments(width, height, [compressScanlines(scanlines(two, width, height), 6)])]] as const) {
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect(info).toMatchObject({ width, height, channels: 3 });
      const rgb = Buffer.alloc(width * height * 3);
      for (let p = 0, q = 0; p < rgba.length; p += 4, q += 3) rgb.set(rgba.subarray(p, p + 3), q);
      expect(data.equals(rgb)).toBe(true);
    }
    expect(cache.keys().sort()).toEqual(['bottom', 'one', 'top', 'two']);
  });
});

const fonts = [
  { name: 'Playfair Display', pkg: '@fontsource/playfair-display', file: 'playfair-display', weight: 700 as const },
  { name: 'Inter', pkg: '@fontsource/inter', file: 'inter', weight: 400 as const },
  { name: 'Inter', pkg: '@fontsource/inter', file: 'inter', weight: 600 as const },
].flatMap(({ name, pkg, file, weight }) =>
  ['latin', 'latin-ext'].map((subset) => ({ name, weight, style: 'normal' as const, data: readFileSync(require.resolve(`${pkg}/files/${file}-${subset}-${weight}-normal.woff`)) })),
);

const CARDS: SocialCard[] = [
  { eyebrow: 'Teeth whitening · Tooth gems', title: 'Glow & Go Mobile Beauty in Greenville', subtitle: 'Professional beauty services in Hunt County', site: 'www.glowandgo.example' },
  { eyebrow: 'Teeth whitening · Tooth gems', title: 'Glow & Go Mobile Beauty in Lone Oak', subtitle: 'Professional beauty services in Hunt County', site: 'www.glowandgo.example' },
  {
    eyebrow: 'An eyebrow long enough to wrap onto a second line · Teeth whitening · Tooth gems · Permanent jewelry',
    title: 'Élodie’s party in Sulphur Springs, with a title long enough for three lines of it',
    subtitle: 'Accents àéîõü, and a subtitle that goes on and on so that it needs two or three lines to be read whole',
    site: 'www.glowandgo.example',
  },
  { eyebrow: 'Glow', title: 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW', site: 'x.example' },
  // The same backgrounds again, laid out with the words alone: the eyebrow on two lines, and a title whose
  // lines reach under the disc.
  {
    eyebrow: 'An eyebrow long enough to wrap onto a second line · Teeth whitening · Tooth gems · Permanent jewelry',
    title: 'Glam parties in Emory',
    site: 'www.glowandgo.example',
  },
  { eyebrow: 'Teeth whitening · Tooth gems', title: 'MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM', subtitle: 'Hunt County', site: 'www.glowandgo.example' },
  // No eyebrow, twice.
  { eyebrow: '', title: 'Glow & Go', subtitle: 'Mobile beauty', site: 'www.glowandgo.example' },
  { eyebrow: '', title: 'Glow & Go in Quinlan', site: 'www.glowandgo.example' },
];

describe('a piece moved down', () => {
  it('keeps its outlines and the digits satori wrote, a whole number of pixels lower', () => {
    const piece = { svg: '<path fill="#e6cfdb" d="M85.4 364L82.6 364L82.6 342.25Q92.7 -0.5 94.3 343Z"/>', box: 2, x: 81, y: 341, width: 16, height: 24 };
    expect(movePiece(piece, 69, 630)).toEqual({ ...piece, y: 410, svg: '<path fill="#e6cfdb" d="M85.4 433L82.6 433L82.6 411.25Q92.7 68.5 94.3 412Z"/>' });
    expect(movePiece(piece, 0, 630)).toBe(piece);
    // Not off the card, not by part of a pixel, not a path of another kind.
    expect(movePiece(piece, 300, 630)).toBeUndefined();
    expect(movePiece(piece, 0.5, 630)).toBeUndefined();
    expect(movePiece({ ...piece, svg: '<path fill="#e6cfdb" d="m1 2l3 4"/>' }, 1, 630)).toBeUndefined();
  });

  it('is found by the colour of its box, which is taken out', () => {
    const svg = '<svg><rect x="80" y="401" width="860" height="42" fill="#010203"/><g/><rect x="80" y="545" width="1040" height="29" fill="#030201"/></svg>';
    expect(takeMarks(svg, { subtitle: '#010203', site: '#030201' })).toEqual({
      svg: '<svg><g/></svg>',
      boxes: { subtitle: { x: 80, y: 401, width: 860, height: 42 }, site: { x: 80, y: 545, width: 1040, height: 29 } },
    });
    expect(takeMarks(svg, { other: '#000000' })).toBeUndefined();
  });
});

describe('a card drawn in layers', () => {
  it('comes apart into the background and a piece per line of text, and the bar', async () => {
    const { default: satori } = await import('satori');
    const svg = await satori(cardTree(CARDS[2]!) as unknown as ReactNode, { ...SOCIAL_IMAGE, fonts });
    const layers = splitCard(svg);
    // Eyebrow 2 lines, title 3, the bar, subtitle 2 or 3, the site's address.
    expect(layers?.pieces.length).toBeGreaterThanOrEqual(9);
    expect(layers?.under).toContain('<rect x="0" y="0" width="1200" height="630"');
    expect(layers?.over).not.toBe('');
    expect(splitCard('<svg width="10" height="10" viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"><text>x</text></svg>')).toBeUndefined();
  });

  it('has the pixels of the card drawn whole, and rasterizes a line the cards share once', async () => {
    const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
    const timings = drawTimings();
    const drawer = createCardDrawer(ROOT, timings);
    const logo = `data:image/svg+xml;base64,${readFileSync(`${ROOT}/public/favicon.svg`).toString('base64')}`;
    for (const card of CARDS) {
      const svg = await satori(cardTree(card, logo) as unknown as ReactNode, { ...SOCIAL_IMAGE, fonts });
      const whole = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().pixels;
      const { data, info } = await sharp(await drawer.draw(card)).raw().toBuffer({ resolveWithObject: true });
      expect(info).toMatchObject({ ...SOCIAL_IMAGE, channels: 3 });
      let worst = 0;
      for (let p = 0, q = 0; p < whole.length; p += 4, q += 3) {
        for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(whole[p + c]! - data[q + c]!));
      }
      expect(worst, card.title).toBeLessThanOrEqual(1);
    }
    expect(timings.whole).toBe(0);
    // The cards after the first of their eyebrow laid out their title alone (their subtitle and address placed
    // as laid out before), with the same pixels.
    expect(timings.alone).toBeGreaterThanOrEqual(3);
    // The second card shares its eyebrow, the title's first line, the bar, the subtitle and the address with the first.
    expect(timings.piecesDrawn).toBeLessThan(timings.pieces);
    expect(timings.drawings).toBe(CARDS.length);
  });
});

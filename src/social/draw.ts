// Draws preview cards to PNG at build time: satori lays the card out (text to outlines, with the site's own
// fonts from @fontsource, whose .woff files it reads), resvg rasterizes it, sharp encodes the PNG. Each card
// has a key, the hash of everything its bytes depend on, so a build can keep an image it already drew
// (src/render/social-images.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { dirname, join } from 'node:path';
import type { ReactNode } from 'react';
import type { Font } from 'satori';
import { SOCIAL_IMAGE, type SocialCard } from '../schema/page-head.ts';
import { CARD_FONTS, cardTree } from './card.ts';

const require = createRequire(import.meta.url);

/**
 * V8's collector, reached the way jest-leak-detector does, without starting Node with --expose-gc. A native
 * drawing keeps its 3 MB of pixels until V8 collects its small JS wrapper and Node then runs its finalizer; a
 * thread that mostly draws gives V8 no reason to collect (its memory grew by 1.6 GB per 500 images).
 */
function collector(): (options?: { type: 'minor' }) => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options?: { type: 'minor' }) => void;
  setFlagsFromString('--no-expose-gc');
  return gc;
}
let gc: ReturnType<typeof collector> | undefined;
/** Drawings since the last collection. */
let uncollected = 0;

/** Every few drawings: a young-generation collection, then a turn of the event loop for the finalizers. */
async function freeDrawings(): Promise<void> {
  if (++uncollected < 8) return;
  uncollected = 0;
  (gc ??= collector())({ type: 'minor' });
  await new Promise((resolve) => setImmediate(resolve));
}

/** The faces the card uses, each with its Latin and Latin Extended subsets (accented town names). */
const FACES: Array<{ name: string; pkg: string; file: string; weight: Font['weight'] }> = [
  { name: CARD_FONTS.heading, pkg: '@fontsource/playfair-display', file: 'playfair-display', weight: 700 },
  { name: CARD_FONTS.body, pkg: '@fontsource/inter', file: 'inter', weight: 400 },
  { name: CARD_FONTS.body, pkg: '@fontsource/inter', file: 'inter', weight: 600 },
];
const SUBSETS = ['latin', 'latin-ext'];

const fontFile = (pkg: string, file: string, subset: string, weight: Font['weight']): string =>
  require.resolve(`${pkg}/files/${file}-${subset}-${weight}-normal.woff`);

/**
 * Whether every character of a text is in the Latin subset of every face, as each face's @fontsource
 * stylesheet declares it (its unicode-range); always false when a stylesheet cannot be read.
 */
function inLatinSubsets(): (text: string) => boolean {
  const ranges: Array<Array<[number, number]>> = [];
  for (const { pkg, file, weight } of FACES) {
    const woff = fontFile(pkg, file, 'latin', weight);
    const css = join(dirname(dirname(woff)), `${weight}.css`);
    const block = existsSync(css) ? readFileSync(css, 'utf8').split('@font-face').find((b) => b.includes(`/${file}-latin-${weight}-normal.woff`)) : undefined;
    const list = /unicode-range:\s*([^;]+);/.exec(block ?? '')?.[1];
    if (!list) return () => false;
    ranges.push(list.split(',').map((r) => {
      const [from = '', to = from] = r.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)];
    }));
  }
  return (text) => {
    for (const c of text) {
      const code = c.codePointAt(0)!;
      if (!ranges.every((face) => face.some(([from, to]) => code >= from && code <= to))) return false;
    }
    return true;
  };
}

/** What the pixels depend on besides the card: the drawing libraries and the font files. */
function engineId(): string {
  // From the package's own package.json, found beside its entry (not every package exports it).
  const version = (pkg: string): string => {
    for (let dir = dirname(require.resolve(pkg)); dir !== dirname(dir); dir = dirname(dir)) {
      const file = join(dir, 'package.json');
      if (!existsSync(file)) continue;
      const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (json.name === pkg) return json.version ?? '';
    }
    return '';
  };
  return ['satori', '@resvg/resvg-js', 'sharp', '@fontsource/inter', '@fontsource/playfair-display'].map((p) => `${p}@${version(p)}`).join(' ');
}

export interface CardDrawer {
  /** The hash of everything the card's image depends on. */
  key: (card: SocialCard) => string;
  /** The card as a 1200 x 630 PNG. */
  draw: (card: SocialCard) => Promise<Buffer>;
}

/** `root` is the project, whose public/favicon.svg (if any) is drawn beside the eyebrow. */
export function createCardDrawer(root: string): CardDrawer {
  const icon = join(root, 'public', 'favicon.svg');
  const logo = existsSync(icon) ? `data:image/svg+xml;base64,${readFileSync(icon).toString('base64')}` : undefined;
  const engine = engineId();
  const fonts = new Map<string, Font[]>();
  const loadFonts = (subsets: readonly string[]): Font[] => {
    let list = fonts.get(subsets.join());
    if (!list) {
      list = FACES.flatMap(({ name, pkg, file, weight }) =>
        subsets.map((subset) => ({ name, weight, style: 'normal' as const, data: readFileSync(fontFile(pkg, file, subset, weight)) })),
      );
      fonts.set(subsets.join(), list);
    }
    return list;
  };
  let latin: ((text: string) => boolean) | undefined;
  return {
    key: (card) => createHash('sha256').update(engine).update(JSON.stringify(cardTree(card, logo))).digest('base64url').slice(0, 32),
    async draw(card) {
      // Loaded on the first drawing: a build whose cards are all in the cache never loads them.
      const [{ default: satori }, { Resvg }, { default: sharp }] = await Promise.all([import('satori'), import('@resvg/resvg-js'), import('sharp')]);
      // satori takes React elements; the tree has their shape without React.
      // A card whose every character is in the faces' Latin subset is laid out with those files alone: satori
      // takes each glyph from the first file that has it, so the drawing is the same, in a quarter less time.
      latin ??= inLatinSubsets();
      const text = [card.eyebrow, card.title, card.subtitle ?? '', card.site].join('');
      const subsets = latin(text) && latin(text.toUpperCase()) ? SUBSETS.slice(0, 1) : SUBSETS;
      const svg = await satori(cardTree(card, logo) as unknown as ReactNode, { ...SOCIAL_IMAGE, fonts: loadFonts(subsets) });
      // The text is outlines already: no font is looked up, so none of the system's is loaded.
      const image = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
      // The same pixels as resvg's own encoder gives, in about half its time and with 15 % fewer bytes
      // (zlib level 6 without adaptive filtering: a flat card gains nothing from filters).
      const raw = { width: image.width, height: image.height, channels: 4 as const };
      const png = await sharp(image.pixels, { raw }).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
      await freeDrawings();
      return png;
    },
  };
}

// Draws preview cards to PNG at build time. satori lays the card out (text to outlines, with the site's own
// fonts from @fontsource, whose .woff files it reads); the SVG is then taken apart (src/social/layers.ts) into
// the background every card of the site shares (the plum, the discs and ring, the logo), rasterized by resvg
// once, and the page's own pieces (each line of text, the bar), each rasterized alone in its box of pixels and
// kept, so a line that many cards share (the eyebrow, the site's address, "Glow & Go Mobile Beauty in") is
// rasterized once. The pieces are laid on the background in satori's order, and the PNG is encoded with each
// band of rows that cards share compressed once (src/social/png.ts). The eyebrow is laid out and drawn with the
// first card that has it; the next ones only keep its place. The subtitle and the address (which a site's towns
// share) are laid out once each, and the next cards lay out their title alone, with empty boxes in their place. A card this cannot take apart is drawn whole by
// resvg and encoded by sharp. Each card has a key, the hash of everything its bytes depend on, so a build can
// keep an image it already drew (src/render/social-images.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ReactNode } from 'react';
import type { Font } from 'satori';
import { SOCIAL_IMAGE, type SocialCard } from '../schema/page-head.ts';
import { CARD_FONTS, cardTree, EYEBROW, MARKS, titleSize, type CardNode } from './card.ts';
import { movePiece, splitCard, takeMarks, type Box, type CardLayers, type Piece } from './layers.ts';
import { compressScanlines, pngFromSegments, scanlines, SegmentCache } from './png.ts';

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

/**
 * How this file turns the layout into bytes (the layers, the order they are laid in, the PNG's encoding): change
 * it whenever a card's bytes would change, so that no image drawn the old way is kept.
 */
const DRAWING = 'layers-rgb-png-1';

/** What the pixels depend on besides the card: the drawing libraries, the font files and the way of drawing. */
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
  return [DRAWING, ...['satori', '@resvg/resvg-js', 'sharp', '@fontsource/inter', '@fontsource/playfair-display'].map((p) => `${p}@${version(p)}`)].join(' ');
}

export interface CardDrawer {
  /** The hash of everything the card's image depends on. */
  key: (card: SocialCard) => string;
  /** The card as a 1200 x 630 PNG. */
  draw: (card: SocialCard) => Promise<Buffer>;
}

/** Where a drawer's time goes, in ms summed over its drawings (for bench/cards.bench.ts). */
export type DrawTimings = Record<'layout' | 'split' | 'rasterize' | 'compose' | 'encode', number> & {
  drawings: number;
  whole: number;
  /** Cards whose title was laid out alone, their subtitle and address placed as laid out before. */
  alone: number;
  /** Kinds of card whose title laid out alone was checked against the whole layout. */
  checks: number;
  pieces: number;
  piecesDrawn: number;
};

type Resvg = typeof import('@resvg/resvg-js').Resvg;

/** A premultiplied RGBA raster. */
interface Raster {
  rgba: Uint8Array;
  width: number;
  height: number;
}

/** What the cards on one background share: its layers as pixels. */
interface Background {
  /** The hash of its layers. */
  id: string;
  /** Everything under the text, as the PNG's scanlines (see src/social/png.ts). */
  under: Uint8Array;
  /** The whole background, what lies over the text included, as the PNG's scanlines. */
  full: Uint8Array;
  /** What lies over the text alone (premultiplied RGBA), and the box of pixels it covers (none when nothing does). */
  over?: { rgba: Uint8Array; x0: number; y0: number; x1: number; y1: number };
}

/** Rasterized pieces kept by one drawer (a worker's): a title line is about 300 KB. */
const PIECES_BYTES = 24 * 1024 * 1024;
/** Compressed bands of rows kept by one drawer: a few KB each. */
const BANDS_BYTES = 8 * 1024 * 1024;
/** Backgrounds laid out kept (a few KB of SVG each). */
const FRAMES = 64;
/** The kinds of card (see `checked` in createCardDrawer) whose title laid out alone was checked, at most. */
const CHECKED = 1024;

type Satori = typeof import('satori').default;

/** A subtitle's and an address's pieces, and the boxes they were laid out in. */
interface Lower {
  boxes: Partial<Record<keyof typeof MARKS, Box>>;
  subtitle: Piece[];
  site: Piece[];
  /** Their pieces moved, by part and how far (null: they cannot be moved there). */
  moved: Map<string, Piece[] | null>;
}

/** The marks a card's layout has: the address's, and the subtitle's when it has one. */
const marksOf = (card: SocialCard): Partial<Record<keyof typeof MARKS, string>> => (card.subtitle ? MARKS : { site: MARKS.site });
/** Backgrounds kept, 9 MB each (the logo moves with the eyebrow's lines: a site has two or three). */
const BACKGROUNDS = 3;

/** `(v + 127) / 255` in integers, for v up to 255 * 255. */
const div255 = (v: number): number => {
  const t = v + 128;
  return (t + (t >> 8)) >> 8;
};

/**
 * Lays premultiplied RGBA `src` (its box at x, y) over `dst`, PNG scanlines of RGB whose first row is row `top` of
 * the card, inside the card's rows and columns [x0, x1) x [y0, y1).
 */
function blend(dst: Uint8Array, width: number, top: number, src: Uint8Array, srcWidth: number, x: number, y: number, x0: number, y0: number, x1: number, y1: number): void {
  const stride = width * 3 + 1;
  for (let row = y0; row < y1; row++) {
    let s = ((row - y) * srcWidth + (x0 - x)) * 4;
    let d = (row - top) * stride + 1 + x0 * 3;
    for (let col = x0; col < x1; col++, s += 4, d += 3) {
      const a = src[s + 3]!;
      if (a === 0) continue;
      if (a === 255) {
        dst[d] = src[s]!;
        dst[d + 1] = src[s + 1]!;
        dst[d + 2] = src[s + 2]!;
        continue;
      }
      const keep = 255 - a;
      dst[d] = src[s]! + div255(dst[d]! * keep);
      dst[d + 1] = src[s + 1]! + div255(dst[d + 1]! * keep);
      dst[d + 2] = src[s + 2]! + div255(dst[d + 2]! * keep);
    }
  }
}

/** `root` is the project, whose public/favicon.svg (if any) is drawn beside the eyebrow. */
export function createCardDrawer(root: string, timings?: DrawTimings): CardDrawer {
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
  /** A tree laid out by satori (which takes React elements: the tree has their shape) with the faces' `subsets`. */
  const layOut = (satori: Satori, tree: CardNode, subsets: readonly string[]): Promise<string> =>
    satori(tree as unknown as ReactNode, { ...SOCIAL_IMAGE, fonts: loadFonts(subsets) });
  let latin: ((text: string) => boolean) | undefined;
  const { width, height } = SOCIAL_IMAGE;
  const backgrounds = new Map<string, Background>();
  // Insertion order is use order (a piece used again is moved to the end): the first is the least recently used.
  const pieces = new Map<string, Raster>();
  const bands = new SegmentCache(BANDS_BYTES);
  /** The background's layers and the eyebrow's pieces, by the eyebrow (the logo is centred on its lines). */
  const frames = new Map<string, Pick<CardLayers, 'defs' | 'under' | 'over'> & { eyebrow: Piece[] }>();
  let piecesBytes = 0;
  const now = (): number => (timings ? performance.now() : 0);
  const spent = (stage: keyof DrawTimings, since: number): void => {
    if (timings) timings[stage] += performance.now() - since;
  };

  const rasterize = (resvg: Resvg, svg: string): Uint8Array => {
    const { pixels } = new resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
    // A plain view of the Buffer, whose `slice` copies (a Buffer's would share the background's bytes).
    return new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length);
  };
  const canvas = (inner: string, box: { x: number; y: number; width: number; height: number } = { x: 0, y: 0, width, height }): string =>
    `<svg width="${box.width}" height="${box.height}" viewBox="${box.x} ${box.y} ${box.width} ${box.height}" xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;

  const background = (resvg: Resvg, layers: CardLayers): Background | undefined => {
    const id = createHash('sha256').update(layers.defs).update('\0').update(layers.under).update('\0').update(layers.over).digest('base64url');
    let bg = backgrounds.get(id);
    if (bg) return bg;
    const under = rasterize(resvg, canvas(layers.defs + layers.under));
    for (let i = 3; i < under.length; i += 4) if (under[i] !== 255) return undefined;
    let over: Background['over'];
    let full = under;
    if (layers.over) {
      const rgba = rasterize(resvg, canvas(layers.defs + layers.over));
      let x0: number = width;
      let y0: number = height;
      let x1 = 0;
      let y1 = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (rgba[(y * width + x) * 4 + 3] === 0) continue;
          x0 = Math.min(x0, x);
          x1 = Math.max(x1, x + 1);
          y0 = Math.min(y0, y);
          y1 = Math.max(y1, y + 1);
        }
      }
      if (x1 > x0) {
        over = { rgba, x0, y0, x1, y1 };
        full = rasterize(resvg, canvas(layers.defs + layers.under + layers.over));
      }
    }
    bg = { id, under: scanlines(under, width, height), full: scanlines(full, width, height), over };
    if (backgrounds.size >= BACKGROUNDS) backgrounds.delete(backgrounds.keys().next().value!);
    backgrounds.set(id, bg);
    return bg;
  };

  const piece = (resvg: Resvg, p: Piece): Raster => {
    const key = `${p.x},${p.y},${p.width},${p.height}:${p.svg}`;
    let raster = pieces.get(key);
    if (raster) {
      pieces.delete(key);
      pieces.set(key, raster);
      return raster;
    }
    raster = { rgba: rasterize(resvg, canvas(p.svg, p)), width: p.width, height: p.height };
    if (timings) timings.piecesDrawn++;
    pieces.set(key, raster);
    piecesBytes += raster.rgba.length;
    while (piecesBytes > PIECES_BYTES) {
      const [oldest, old] = pieces.entries().next().value!;
      pieces.delete(oldest);
      piecesBytes -= old.rgba.length;
    }
    return raster;
  };

  /**
   * The card from its layers, band by band: a band is a run of rows covered by the same pieces, made of the
   * background's rows with those pieces laid on them, so it is the same on every card with the same background and
   * the same pieces there, and it is compressed once (the eyebrow's rows, the site's address, the rows of
   * background between the texts). Only a band no earlier card had is composed and compressed. Where a piece
   * meets what lies over the text (the disc), that part of its row is laid again from the layer under the text
   * up, so a band depends on its own pieces alone.
   */
  const compose = (resvg: Resvg, layers: CardLayers): Buffer | undefined => {
    let t = now();
    const bg = background(resvg, layers);
    if (!bg) return undefined;
    spent('rasterize', t);
    t = now();
    const ids = layers.pieces.map((p) => createHash('sha256').update(`${p.x},${p.y},${p.width},${p.height}:`).update(p.svg).digest('base64url').slice(0, 22));
    const edges = [...new Set([0, height, ...layers.pieces.flatMap((p) => [p.y, p.y + p.height])])].sort((a, b) => a - b);
    const o = bg.over;
    const segments = [];
    /** Time of the rasterizing and compressing inside the bands, not composing's own. */
    let inner = 0;
    for (let e = 0; e + 1 < edges.length; e++) {
      const [from, to] = [edges[e]!, edges[e + 1]!];
      const inBand = layers.pieces.flatMap((p, k) => (p.y < to && p.y + p.height > from ? [k] : []));
      const key = `${bg.id} ${from}-${to} ${inBand.map((k) => ids[k]).join(' ')}`;
      let segment = bands.get(key);
      if (!segment) {
        const stride = width * 3 + 1;
        const rows = bg.full.slice(from * stride, to * stride);
        // Each row's span where a piece meets the layer over the text.
        const spans: Array<[number, number, number]> = [];
        if (o) {
          for (let y = Math.max(from, o.y0); y < Math.min(to, o.y1); y++) {
            let x0: number = width;
            let x1 = 0;
            for (const k of inBand) {
              const p = layers.pieces[k]!;
              if (y < p.y || y >= p.y + p.height) continue;
              x0 = Math.min(x0, Math.max(p.x, o.x0));
              x1 = Math.max(x1, Math.min(p.x + p.width, o.x1));
            }
            if (x1 > x0) spans.push([y, x0, x1]);
          }
        }
        for (const [y, x0, x1] of spans) rows.set(bg.under.subarray(y * stride + 1 + x0 * 3, y * stride + 1 + x1 * 3), (y - from) * stride + 1 + x0 * 3);
        const tr = now();
        const rasters = inBand.map((k) => piece(resvg, layers.pieces[k]!));
        spent('rasterize', tr);
        inner += now() - tr;
        for (const [i, k] of inBand.entries()) {
          const p = layers.pieces[k]!;
          blend(rows, width, from, rasters[i]!.rgba, p.width, p.x, p.y, p.x, Math.max(from, p.y), p.x + p.width, Math.min(to, p.y + p.height));
        }
        for (const [y, x0, x1] of spans) blend(rows, width, from, o!.rgba, width, 0, 0, x0, y, x1, y + 1);
        const tc = now();
        // zlib's level 3, the fastest of its levels that still finds the long runs: 0.9 ms a card instead of
        // 1.5 at level 6, for 42 KB instead of 31 (a card is fetched by the few sites a link is shared on,
        // never by a visitor's page; the build is the owner's wait at every publish).
        segment = compressScanlines(rows, 3);
        spent('encode', tc);
        inner += now() - tc;
        bands.set(key, segment);
      }
      segments.push(segment);
    }
    spent('compose', t + inner);
    t = now();
    const png = pngFromSegments(width, height, segments);
    spent('encode', t);
    return png;
  };

  /**
   * The subtitle's and the address's pieces, with the boxes they were laid out in, by their words and the faces'
   * subsets (a site's towns share a handful of subtitles, and every card the address): laid out once, on a card
   * with no title, where nothing pushes them. null when they cannot be told apart there.
   */
  const lowers = new Map<string, Lower | null>();
  /** Whether the title laid out alone gave the pieces of the whole layout, by what its places depend on. */
  const checked = new Map<string, boolean>();
  const lowerOf = async (satori: Satori, card: SocialCard, subsets: readonly string[]): Promise<Lower | null> => {
    const key = JSON.stringify([card.subtitle ?? null, card.site, subsets]);
    let lower = lowers.get(key);
    if (lower !== undefined) return lower;
    lower = null;
    const t = now();
    const svg = await layOut(satori, cardTree({ ...card, title: '' }, logo, { textOnly: true, marks: 'words' }), subsets);
    spent('layout', t);
    const taken = takeMarks(svg, marksOf(card));
    const layers = taken && splitCard(taken.svg);
    if (taken && layers) {
      const inside = (box: Box | undefined) => (p: Piece) => box !== undefined && p.y + p.height / 2 > box.y && p.y + p.height / 2 < box.y + box.height;
      const subtitle = layers.pieces.filter(inside(taken.boxes.subtitle));
      const site = layers.pieces.filter(inside(taken.boxes.site));
      if (subtitle.length + site.length === layers.pieces.length) lower = { boxes: taken.boxes, subtitle, site, moved: new Map() };
    }
    if (lowers.size >= FRAMES) lowers.delete(lowers.keys().next().value!);
    lowers.set(key, lower);
    return lower;
  };

  /**
   * The card's own layers (its title, the bar, its subtitle and address) with its subtitle and address as laid
   * out before: satori lays out the title with empty boxes of their heights in their places, and their pieces
   * are moved to where those boxes are. The same pieces at the same places as a layout of the whole card, in
   * about a third less time; undefined when that cannot be sure (a box squeezed by a long title, say).
   */
  const titleLayers = async (satori: Satori, card: SocialCard, subsets: readonly string[], eyebrowLines: number): Promise<CardLayers | undefined> => {
    const lower = await lowerOf(satori, card, subsets);
    if (!lower) return undefined;
    const t = now();
    // An eyebrow of one line (as the frame has it) as a box of its height; one of two lines is laid out (the box
    // of its height does not lay the card out the same).
    const eyebrow = eyebrowLines === 1 ? { eyebrow: EYEBROW.fontSize * EYEBROW.lineHeight } : {};
    const heights = { site: lower.boxes.site!.height, ...(lower.boxes.subtitle && { subtitle: lower.boxes.subtitle.height }), ...eyebrow };
    const svg = await layOut(satori, cardTree(card, logo, { textOnly: true, marks: heights }), subsets);
    spent('layout', t);
    const split = now();
    try {
      const taken = takeMarks(svg, marksOf(card));
      const own = taken && splitCard(taken.svg, { boxesAfterText: true });
      if (!taken || !own) return undefined;
      const moved: Piece[] = [];
      let box = Math.max(-1, ...own.pieces.map((p) => p.box)) + 1;
      for (const part of ['subtitle', 'site'] as const) {
        const was = lower.boxes[part];
        const is = taken.boxes[part];
        if (!was || !is) continue;
        if (is.height !== was.height || is.x !== was.x || is.width !== was.width) return undefined;
        // Moved once to each place (a title of one, two or three lines at its size puts them in a few places).
        const at = `${part} ${is.y - was.y}`;
        let pieces = lower.moved.get(at);
        if (pieces === undefined) {
          const all = lower[part].map((p) => movePiece(p, is.y - was.y, height));
          pieces = all.every((p) => p !== undefined) ? all : null;
          lower.moved.set(at, pieces);
        }
        if (!pieces) return undefined;
        moved.push(...pieces.map((p) => ({ ...p, box })));
        box++;
      }
      const layers = { ...own, pieces: [...own.pieces, ...moved] };
      // Checked against the whole layout once for each set of heights the boxes' places follow from (the
      // eyebrow's lines, the subtitle's and address's boxes, the title's size and lines), where yoga's rounding
      // could fall otherwise: the same pieces, or that kind of card laid out whole from then on.
      const combo = JSON.stringify([eyebrowLines, card.eyebrow === '', heights, subsets, titleSize(card.title), own.pieces.filter((p) => p.box === 0).length]);
      let same = checked.get(combo);
      if (same === undefined) {
        if (timings) timings.checks++;
        const whole = splitCard(await layOut(satori, cardTree(card, logo, { textOnly: true }), subsets));
        const shape = (pieces: readonly Piece[]) => JSON.stringify(pieces.map(({ svg, x, y, width, height }) => [svg, x, y, width, height]));
        same = whole !== undefined && shape(whole.pieces) === shape(layers.pieces);
        if (checked.size >= CHECKED) checked.delete(checked.keys().next().value!);
        checked.set(combo, same);
      }
      return same ? layers : undefined;
    } finally {
      spent('split', split);
    }
  };

  return {
    key: (card) => createHash('sha256').update(engine).update(JSON.stringify(cardTree(card, logo))).digest('base64url').slice(0, 32),
    async draw(card) {
      // Loaded on the first drawing: a build whose cards are all in the cache never loads them.
      const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
      // satori takes React elements; the tree has their shape without React.
      // A card whose every character is in the faces' Latin subset is laid out with those files alone: satori
      // takes each glyph from the first file that has it, so the drawing is the same, in a quarter less time.
      let t = now();
      latin ??= inLatinSubsets();
      const text = [card.eyebrow, card.title, card.subtitle ?? '', card.site].join('');
      const subsets = latin(text) && latin(text.toUpperCase()) ? SUBSETS.slice(0, 1) : SUBSETS;
      const layout = (textOnly: boolean): Promise<string> => layOut(satori, cardTree(card, logo, { textOnly }), subsets);
      // The background (the plum, the logo beside the eyebrow, the discs and ring) and the eyebrow are laid out
      // with the first card of its eyebrow; the next cards lay out the rest of their words alone, which costs
      // satori about 15 % less. The eyebrow, at the top, is where it is whatever follows it, and it is the first
      // box painted: its pieces are those of box 0 (none when it has no letters). (Not so the site's address,
      // which a title and subtitle too long for the card push down.)
      const frameKey = JSON.stringify([card.eyebrow, subsets]);
      const frame = frames.get(frameKey);
      let svg = '';
      let layers: CardLayers | undefined;
      // With its frame known, a card whose subtitle and address were laid out before lays out its title alone.
      if (frame) layers = await titleLayers(satori, card, subsets, frame.eyebrow.length);
      if (layers && timings) timings.alone++;
      t = now();
      if (!layers) {
        svg = await layout(frame !== undefined);
        spent('layout', t);
        t = now();
        layers = splitCard(svg);
      }
      if (layers && frame) {
        const boxes = frame.eyebrow.length > 0 ? 1 : 0;
        layers = { ...layers, ...frame, pieces: [...frame.eyebrow, ...layers.pieces.map((p) => ({ ...p, box: p.box + boxes }))] };
      } else if (layers) {
        if (frames.size >= FRAMES) frames.delete(frames.keys().next().value!);
        const eyebrow = card.eyebrow.trim() ? layers.pieces.filter((p) => p.box === 0) : [];
        frames.set(frameKey, { defs: layers.defs, under: layers.under, over: layers.over, eyebrow });
      }
      spent('split', t);
      let png = layers && compose(Resvg, layers);
      if (timings) {
        timings.drawings++;
        timings.pieces += layers?.pieces.length ?? 0;
      }
      if (!png) {
        // Drawn whole: the text is outlines already, so no font is looked up and none of the system's is loaded.
        if (timings) timings.whole++;
        t = now();
        if (frame) svg = await layout(false);
        const image = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
        spent('rasterize', t);
        t = now();
        const { default: sharp } = await import('sharp');
        const raw = { width: image.width, height: image.height, channels: 4 as const };
        png = await sharp(image.pixels, { raw }).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
        spent('encode', t);
      }
      await freeDrawings();
      return png;
    },
  };
}

/** Empty timings to give createCardDrawer. */
export const drawTimings = (): DrawTimings => ({ layout: 0, split: 0, rasterize: 0, compose: 0, encode: 0, drawings: 0, whole: 0, alone: 0, checks: 0, pieces: 0, piecesDrawn: 0 });

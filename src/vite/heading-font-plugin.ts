// The headings' face, Playfair Display 700, is the one font a page waits for (`font-display: block`,
// src/fonts.css). @fontsource's Latin file holds every Latin-1 letter and more, where almost every heading
// needs only plain ASCII and a few marks of punctuation. So the face is split in two by `unicode-range`: those
// common characters in a file about 40 % smaller, cut here from the Latin file by HarfBuzz's subsetter
// (subset-font), kerning and ligatures kept; and every other character from the whole Latin file, which a
// browser downloads only for a page whose headings use one of them (an è, a ç; also a character no Latin file
// has, an emoji, which is then drawn by the fallback). The whole file's face has no range, which keeps the
// stylesheet short: every page carries it, and a page and its headers are meant to fit the first round trip
// of a new connection. The cut file is written under node_modules/.cache/fonts/ and bundled from there like
// any other asset, at build and in `npm run dev`; when it cannot be made, headings use the whole file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { writeWhole } from '../write-whole.ts';

const require = createRequire(import.meta.url);
const FILE = 'playfair-display-latin-700-normal.woff2';
const SOURCE = `@fontsource/playfair-display/files/${FILE}`;

/** The face's rule in src/fonts.css: what comes before its `src`, kept for both faces. */
const RULE = new RegExp(`@font-face \\{([^}]*)src: url\\('${SOURCE.replace(/[./]/g, '\\$&')}'\\) format\\('woff2'\\);\\s*\\}`);

type Range = readonly [from: number, to: number];

/**
 * The characters of almost every heading: ASCII, the no-break space, Spanish's letters and marks (a
 * quinceañera is a party the business throws), dashes, curly quotes, bullet and ellipsis. The cut and its
 * headers fit the first round trip of the connection the page came on (ten packets, 14,600 bytes; a test
 * holds it there): a larger file waits for a second round trip, and the largest paint with it. A heading
 * with a rarer character (€, ™) brings the whole Latin file.
 */
const COMMON: Range[] = [
  [0x0020, 0x007e], [0x00a0, 0x00a1], [0x00bf, 0x00bf], ...[...'ÁÉÍÑÓÚÜáéíñóúü'].map((c): Range => [c.codePointAt(0)!, c.codePointAt(0)!]),
  [0x2013, 0x2014], [0x2018, 0x2019], [0x201c, 0x201d], [0x2022, 0x2022], [0x2026, 0x2026],
];

const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = (ranges: readonly Range[]) => ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

const textOf = (ranges: readonly Range[]) => ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

/**
 * The OpenType features a browser applies to Latin text by itself (HarfBuzz's defaults for horizontal text):
 * the cut keeps them, kerning and ligatures included, and leaves out the glyphs only other features reach
 * (fractions, numerators, alternates), which no heading asks for: 13.1 KB instead of 15.9 KB. Of the
 * defaults, `locl` is left out too: its forms are those of languages the pages are not in (Turkish,
 * Romanian, Catalan, Dutch), and a browser applies them only to text marked as one of those (0.4 KB).
 */
const DEFAULT_FEATURES = ['abvm', 'blwm', 'ccmp', 'mark', 'mkmk', 'rlig', 'calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt', 'rvrn'];

/** Cuts the common characters out of the Latin file; returns the written file's path. */
async function cutCommon(projectRoot: string): Promise<string> {
  const out = join(projectRoot, 'node_modules/.cache/fonts', FILE.replace('.woff2', '-common.woff2'));
  // subset-font 2.9 takes `keepFeatures`; its @types package does not list it yet.
  const options: NonNullable<Parameters<typeof subsetFont>[2]> & { keepFeatures: string[] } = { targetFormat: 'woff2', keepFeatures: DEFAULT_FEATURES };
  const cut = await subsetFont(readFileSync(require.resolve(SOURCE)), textOf(COMMON), options);
  // Whole or not at all: a build or dev server beside this one never bundles half a file.
  writeWhole(out, cut);
  return out;
}

export function headingFontPlugin(): Plugin {
  let root = process.cwd();
  let cut: Promise<string> | undefined;
  return {
    name: 'heading-font',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const path = id.split('?')[0]!;
      if (!path.endsWith('/src/fonts.css')) return null;
      const match = RULE.exec(code);
      if (!match) throw new Error(`src/fonts.css has no @font-face for ${SOURCE}`);
      let file: string;
      try {
        file = await (cut ??= cutCommon(root));
      } catch (error) {
        cut = undefined;
        this.warn(`the headings' font could not be cut to its common characters (${error instanceof Error ? error.message : String(error)}); headings use the whole file`);
        return null;
      }
      // Of two faces whose ranges overlap, the one defined last is tried first (CSS Fonts 4, § 4.5): the common
      // characters come from the cut file, every other from the whole one (no range: any character), which is
      // downloaded only for them.
      const whole = `@font-face {${match[1]}src: url('${SOURCE}') format('woff2'); }`;
      const common = `@font-face {${match[1]}unicode-range: ${unicodeRange(COMMON)}; src: url('${relative(dirname(path), file)}') format('woff2'); }`;
      return { code: code.replace(match[0], `${whole}\n${common}`), map: null };
    },
  };
}

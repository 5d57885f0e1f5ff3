// Brotli and gzip forms of the build's text files, written beside each file (`page.html.br`,
// `page.html.gz`), so the server sends the smallest form a browser accepts without compressing per request.
// Plain JavaScript: the code step (build-code.mjs) runs it without a TypeScript loader.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The files worth compressing; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|ico|map)$/i;

/** Below this size compression saves less than a packet and costs a file. */
const MIN_BYTES = 256;

/** Whether `bytes` get compressed forms. */
export const worthCompressing = (bytes) => bytes.length >= MIN_BYTES;

/**
 * The most a page's Brotli form may weigh to reach a phone in the first round trip of a new connection: ten
 * packets (14,600 bytes) less the response's headers (about 960 bytes, src/server/security.ts).
 */
export const FIRST_ROUND_TRIP_BODY = 13_600;

const brotli = (bytes, quality) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

/**
 * The Brotli and gzip forms of `bytes`. Pages are many and use fast settings: Brotli quality 4 (a town page
 * 8 % larger than at 5 and a third faster to make, about a fifth larger than the best, and still within the
 * first round trip: `within` below) and gzip level 1 (for the few clients without Brotli: about 17 %
 * larger than level 9, in under half its time); assets use the best (11 and 9). With `within`, a Brotli form
 * a little heavier than that many bytes is made again at the best quality (a page with the longest text, made
 * to fit the first round trip: a few pages of a site, whatever its number of towns).
 */
export function compress(bytes, { quality = 11, within = Infinity } = {}) {
  let br = brotli(bytes, quality);
  // The best quality makes a page about a tenth smaller: a page further over than a fifth would not fit with it
  // either, and the best quality costs seconds on a page of a megabyte (a home page listing 5,000 towns).
  if (br.length > within && br.length <= within * 1.2 && quality < 11) {
    const best = brotli(bytes, 11);
    if (best.length < br.length) br = best;
  }
  return { '.br': br, '.gz': gzipSync(bytes, { level: quality >= 11 ? 9 : 1 }) };
}

/**
 * Writes `bytes` to `file`, plus its .br and .gz forms (see `compress`).
 * Returns whether the compressed forms were written (files under MIN_BYTES have none).
 */
export function writeCompressed(file, bytes, { quality = 11, within = Infinity } = {}) {
  writeFileSync(file, bytes);
  if (!worthCompressing(bytes)) return false;
  for (const [form, data] of Object.entries(compress(bytes, { quality, within }))) writeFileSync(`${file}${form}`, data);
  return true;
}

/** Adds the compressed forms of every compressible file under `dir` (none are written twice). */
export function compressTree(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    writeCompressed(file, readFileSync(file));
  }
}

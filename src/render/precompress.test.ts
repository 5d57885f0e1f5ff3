// A page's compressed forms: quick by default, the best Brotli when the quick one would miss the first round trip.
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { compress } from './precompress.mjs';

/** A page-like text: the same markup again and again, with words that change. */
const page = Buffer.from(
  Array.from({ length: 900 }, (_, i) => `<li class="css-${(i * 7919) % 1000}"><a href="/towns/town-${i}">Town ${i} in ${['Hunt', 'Hopkins', 'Rains'][i % 3]} County</a> ${(i * 104729) % 100000}</li>`).join('\n'),
);
const at = (quality: number) => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: page.length } }).length;

it('makes a page that the quick Brotli leaves over the first round trip again at the best quality', () => {
  const [quick, best] = [at(5), at(11)];
  expect(best).toBeLessThan(quick);
  const fits = compress(page, { quality: 5, within: quick });
  expect(fits['.br'].length).toBe(quick);
  const over = compress(page, { quality: 5, within: quick - 1 });
  expect(over['.br'].length).toBe(best);
  for (const forms of [fits, over]) {
    expect(brotliDecompressSync(forms['.br']).equals(page)).toBe(true);
    expect(gunzipSync(forms['.gz']).equals(page)).toBe(true);
  }
});

it('leaves a page far over the first round trip in the quick form (the best would not make it fit, and costs seconds on a large page)', () => {
  const quick = at(5);
  expect(compress(page, { quality: 5, within: Math.floor(quick / 1.3) })['.br'].length).toBe(quick);
});

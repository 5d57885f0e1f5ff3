// How much of a town page's text is its own, on the rendered pages (the content check in
// src/content/town-similarity.ts measures the town files' own text the same way): word 3-shingle Jaccard
// similarity of the main text of every pair of town pages, with every town and county name masked (so "Welcome, Emory!" and "Welcome, Point!"
// count as the same words). 1 means two pages say the same thing, 0 that they share no three words in a row.
import { jaccard, maskedWords, shingles } from '../src/content/town-similarity.ts';

/** The visible text of a page's <main>: no scripts, styles or tags, entities decoded, spaces collapsed. */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? html;
  return main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' })[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Similarity {
  max: number;
  pair: [string, string];
  mean: number;
}

/** Every pair of pages: the most similar pair and the mean. */
export function similarity(pages: ReadonlyArray<{ path: string; html: string }>, names: readonly string[]): Similarity {
  const sets = pages.map((p) => ({ path: p.path, set: shingles(maskedWords(mainText(p.html), names)) }));
  let max = 0;
  let pair: [string, string] = ['', ''];
  let sum = 0;
  let count = 0;
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const s = jaccard(sets[i]!.set, sets[j]!.set);
      sum += s;
      count++;
      if (s > max) [max, pair] = [s, [sets[i]!.path, sets[j]!.path]];
    }
  }
  return { max, pair, mean: count ? sum / count : 0 };
}

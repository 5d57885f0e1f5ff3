// How much of a town page's own text it shares with another town page: word 3-shingle Jaccard similarity
// of the words the owner wrote in each town file, with every town and county name masked (so "Welcome,
// Emory!" and "Welcome, Point!" count as the same words). 1 means two files say the same thing, 0 that they
// share no three words in a row. A town file whose text is mostly another's (a copied description) is a
// warning at its description: search engines show one of two near-identical pages and drop the other.
import type { SiteConfig } from '../schema/site-schema.ts';
import type { CheckedFile, PathProblem } from './checked.ts';
import { SimilarTownText } from './diagnostics/errors.ts';

/** Above this share of shingles, two town pages say the same thing. */
export const SIMILARITY_MAX = 0.3;

/** Fields of a town file that are not sentences (names, flags, links, places). */
const NOT_TEXT = new Set(['name', 'county', 'services', 'neighboringTowns', 'heroImage', 'coordinates', 'population']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pattern for every name, longest first (so "West Tawakoni" wins over "Tawakoni"): made once per check,
 * since a site with a thousand towns has a thousand names to mask in each of a thousand texts.
 */
export function namePattern(names: readonly string[]): RegExp | undefined {
  const unique = [...new Set(names.map((n) => n.toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length);
  return unique.length ? new RegExp(`\\b(?:${unique.map(escape).join('|')})\\b`, 'g') : undefined;
}

/** Lower-case words with each name replaced by one token. */
export function maskedWords(text: string, names: readonly string[] | RegExp | undefined): string[] {
  const pattern = Array.isArray(names) ? namePattern(names) : (names as RegExp | undefined);
  const out = pattern ? text.toLowerCase().replace(pattern, ' placename ') : text.toLowerCase();
  return out.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
}

export function shingles(words: readonly string[], size = 3): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(' '));
  return out;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const s of small) if (large.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Every sentence the owner wrote in an entry: its string values, except those of `skip` keys. */
export function ownText(data: unknown, skip: ReadonlySet<string> = NOT_TEXT): string {
  if (typeof data === 'string') return data;
  if (Array.isArray(data)) return data.map((d) => ownText(d, skip)).join('\n');
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).flatMap(([k, v]) => (skip.has(k) ? [] : [ownText(v, skip)])).join('\n');
  }
  return '';
}

export interface SimilarPair {
  /** The later of the two (in the order given), which the warning points at. */
  file: string;
  other: string;
  share: number;
}

/** How many numbers two ascending arrays share. */
function overlap(a: Int32Array, b: Int32Array): number {
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return shared;
}

/**
 * For each text, the earlier text it is most similar to, when above `max`. Exact, without measuring every pair:
 * - two sets whose Jaccard similarity exceeds `max` share more than max * size shingles of each, so each shares
 *   one with the other's "prefix", its rarest size - floor(max * size) + 1 shingles (prefix filtering, as in
 *   set-similarity joins): only pairs found through the prefixes are measured, and texts that each say their own
 *   thing are compared with almost nothing;
 * - and never two sets whose sizes differ by more than that share allows (Jaccard is at most small / large).
 * Shingles are numbered rarest first, so a set is an ascending array and its prefix is its start.
 */
export function similarTexts(texts: ReadonlyArray<{ file: string; text: string }>, names: readonly string[], max = SIMILARITY_MAX): SimilarPair[] {
  const pattern = namePattern(names);
  const sets = texts.map((t) => shingles(maskedWords(t.text, pattern)));
  const frequency = new Map<string, number>();
  for (const set of sets) for (const s of set) frequency.set(s, (frequency.get(s) ?? 0) + 1);
  const ids = new Map([...frequency.keys()].sort((a, b) => frequency.get(a)! - frequency.get(b)! || (a < b ? -1 : 1)).map((s, i) => [s, i]));
  const numbered = sets.map((set) => Int32Array.from(set, (s) => ids.get(s)!).sort());
  const byPrefix = new Map<number, number[]>();
  const pairs: SimilarPair[] = [];
  // seen[j] === i + 1: text j is already a candidate for text i (cheaper than a Set of candidates).
  const seen = new Int32Array(numbered.length);
  numbered.forEach((set, i) => {
    if (set.length === 0) return;
    const prefix = set.subarray(0, set.length - Math.floor(max * set.length) + 1);
    const candidates: number[] = [];
    for (const s of prefix) {
      for (const j of byPrefix.get(s) ?? []) {
        if (seen[j] === i + 1) continue;
        seen[j] = i + 1;
        candidates.push(j);
      }
    }
    let best: SimilarPair | undefined;
    // Earlier texts first, so a tie goes to the earliest, as a pass over every pair in order would.
    for (const j of candidates.sort((a, b) => a - b)) {
      const other = numbered[j]!;
      if (Math.min(set.length, other.length) / Math.max(set.length, other.length) <= max) continue;
      const shared = overlap(set, other);
      const share = shared / (set.length + other.length - shared);
      if (share > max && share > (best?.share ?? 0)) best = { file: texts[i]!.file, other: texts[j]!.file, share };
    }
    if (best) pairs.push(best);
    for (const s of prefix) {
      const list = byPrefix.get(s);
      if (list) list.push(i);
      else byPrefix.set(s, [i]);
    }
  });
  return pairs;
}

let lastCheck: { key: string; pairs: SimilarPair[] } | undefined;

/** The town files (those of the `town` collection) whose own text is mostly another town file's. */
export function checkTownSimilarity(files: readonly CheckedFile[], site: SiteConfig): PathProblem[] {
  // Only files that parsed into a mapping have a text to compare (an empty or broken file has its own error).
  const isMapping = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null && !Array.isArray(data);
  const towns = files.filter((f) => f.collection?.name === 'town' && isMapping(f.data)).sort((a, b) => (a.file < b.file ? -1 : 1));
  if (towns.length < 2) return [];
  const names = [
    ...towns.flatMap((f) => (isMapping(f.data) && typeof f.data.name === 'string' ? [f.data.name] : [])),
    ...site.counties.flatMap((c) => [c.name, ...c.otherTowns]),
  ];
  const texts = towns.map((f) => ({ file: f.file, text: ownText(f.data) }));
  // A process that checks again and again (the studio as the owner types, `npm run dev`) mostly edits
  // something other than the towns' text: then the pairs are the ones found last time.
  const key = JSON.stringify([texts, names]);
  if (lastCheck?.key !== key) lastCheck = { key, pairs: similarTexts(texts, names) };
  return lastCheck.pairs.map(({ file, other, share }) => {
    const data = towns.find((t) => t.file === file)?.data;
    return {
      file,
      path: isMapping(data) && 'description' in data ? ['description'] : null,
      target: 'value' as const,
      problem: SimilarTownText.create({ other, percent: Math.round(share * 100), max: Math.round(SIMILARITY_MAX * 100) }),
    };
  });
}

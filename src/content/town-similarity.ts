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

/** Lower-case words with each name replaced by one token (longest names first, so "West Tawakoni" wins). */
export function maskedWords(text: string, names: readonly string[]): string[] {
  let out = text.toLowerCase();
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(`\\b${escape(name.toLowerCase())}\\b`, 'g'), ' placename ');
  }
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

/** For each text, the earlier text it is most similar to, when above `max`. */
export function similarTexts(texts: ReadonlyArray<{ file: string; text: string }>, names: readonly string[], max = SIMILARITY_MAX): SimilarPair[] {
  const sets = texts.map((t) => ({ file: t.file, set: shingles(maskedWords(t.text, names)) }));
  const pairs: SimilarPair[] = [];
  for (let i = 1; i < sets.length; i++) {
    let best: SimilarPair | undefined;
    for (let j = 0; j < i; j++) {
      const share = jaccard(sets[i]!.set, sets[j]!.set);
      if (share > max && share > (best?.share ?? 0)) best = { file: sets[i]!.file, other: sets[j]!.file, share };
    }
    if (best) pairs.push(best);
  }
  return pairs;
}

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
  return similarTexts(texts, names).map(({ file, other, share }) => {
    const data = towns.find((t) => t.file === file)?.data;
    return {
      file,
      path: isMapping(data) && 'description' in data ? ['description'] : null,
      target: 'value' as const,
      problem: SimilarTownText.create({ other, percent: Math.round(share * 100), max: Math.round(SIMILARITY_MAX * 100) }),
    };
  });
}

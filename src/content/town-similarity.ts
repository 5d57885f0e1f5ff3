// How much of a town page's own text it shares with another town page: word 3-shingle Jaccard similarity
// of the words the owner wrote in each town file, with every town and county name masked (so "Welcome,
// Emory!" and "Welcome, Point!" count as the same words). 1 means two files say the same thing, 0 that they
// share no three words in a row. A town file whose text is mostly another's (a copied description) is a
// warning at its description: search engines show one of two near-identical pages and drop the other.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeWhole } from '../write-whole.ts';
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

/**
 * Calls `visit(j, i, share)` for every pair of sets j < i whose Jaccard similarity is above `max`, by ascending i,
 * then ascending j. Exact, without measuring every pair: each set's shingles are numbered, and the shingles it
 * shares with every earlier set are counted through an index of the earlier sets holding each shingle, so a
 * pair that shares nothing costs nothing and one that shares k shingles costs k steps. (Prefix filtering, which
 * this replaced, compared nearly every pair when texts follow one template: at a limit of 0.3 a set's prefix is
 * 70 % of it, common shingles included.) A shingle that more than half the earlier sets hold (a sentence of a
 * template) is counted the other way round: once for every earlier set, taken back from the few that lack it,
 * from a second index of those; so texts that all share one template cost a step per pair, not one per pair and
 * shared shingle.
 */
function forEachPairAbove(sets: ReadonlyArray<ReadonlySet<string>>, max: number, visit: (j: number, i: number, share: number) => void): void {
  const ids = new Map<string, number>();
  /** For each shingle, the earlier sets that hold it, ascending. */
  const holders: number[][] = [];
  /** For each common shingle (once more than half the earlier sets held it), the earlier sets that lack it, ascending. */
  const lacking: Array<number[] | undefined> = [];
  const common: number[] = [];
  /** The earlier sets that hold a shingle at all, ascending. */
  const earlier: number[] = [];
  const shared = new Int32Array(sets.length);
  const touched: number[] = [];
  const mineOf = new Set<number>();
  sets.forEach((set, i) => {
    if (set.size === 0) return;
    // Shingles counted for every earlier set; shared[j] then holds the rest, less those that j lacks.
    let everyone = 0;
    mineOf.clear();
    for (const s of set) {
      let id = ids.get(s);
      if (id === undefined) {
        id = holders.length;
        ids.set(s, id);
        holders.push([]);
        lacking.push(undefined);
      }
      mineOf.add(id);
      const without = lacking[id];
      if (without && without.length < holders[id]!.length) {
        everyone++;
        for (const j of without) shared[j]!--;
      } else {
        for (const j of holders[id]!) if (shared[j]!++ === 0) touched.push(j);
      }
    }
    // Earlier sets first, so the caller meets pairs in the order a pass over every pair would.
    const ordered = everyone > 0 || touched.length > earlier.length / 8 ? earlier : touched.sort((a, b) => a - b);
    for (const j of ordered) {
      const both = shared[j]! + everyone;
      shared[j] = 0;
      if (both <= 0) continue;
      const other = sets[j]!.size;
      if (Math.min(set.size, other) / Math.max(set.size, other) <= max) continue;
      const share = both / (set.size + other - both);
      if (share > max) visit(j, i, share);
    }
    touched.length = 0;
    for (const id of common) if (!mineOf.has(id)) lacking[id]!.push(i);
    for (const id of mineOf) {
      const held = holders[id]!;
      held.push(i);
      // Common from now on: the earlier sets without it, from the two ascending lists.
      if (lacking[id] === undefined && held.length > (earlier.length + 1) / 2 && held.length >= 8) {
        const without: number[] = [];
        let h = 0;
        for (const j of earlier) {
          while (h < held.length && held[h]! < j) h++;
          if (held[h] !== j) without.push(j);
        }
        lacking[id] = without;
        common.push(id);
      }
    }
    earlier.push(i);
  });
}

/** For each text, the earlier text it is most similar to (the earliest of equals), when above `max`. */
export function similarTexts(texts: ReadonlyArray<{ file: string; text: string }>, names: readonly string[], max = SIMILARITY_MAX): SimilarPair[] {
  const pattern = namePattern(names);
  const best = new Map<number, SimilarPair>();
  forEachPairAbove(texts.map((t) => shingles(maskedWords(t.text, pattern))), max, (j, i, share) => {
    if (share > (best.get(i)?.share ?? 0)) best.set(i, { file: texts[i]!.file, other: texts[j]!.file, share });
  });
  return [...best.values()];
}

/**
 * The pairs of the last check kept in a file, under the hash of the texts and names they were found for, so
 * the next process that checks the same town texts (a build after a build: 3.6 s at 5,000 generated towns)
 * reads them instead of counting them again. The build makes one and passes it to the load (LoadOptions.kept).
 */
export class KeptSimilarity {
  /** The pairs this process last found or read, under their key. */
  private last: { key: string; pairs: SimilarPair[] } | undefined;

  constructor(private readonly file: string) {}

  pairs(texts: ReadonlyArray<{ file: string; text: string }>, names: readonly string[]): SimilarPair[] {
    const key = createHash('sha256').update(JSON.stringify([SIMILARITY_MAX, texts, names])).digest('base64url');
    if (this.last?.key === key) return this.last.pairs;
    let pairs: SimilarPair[] | undefined;
    try {
      const kept = JSON.parse(readFileSync(this.file, 'utf8')) as { key?: string; pairs?: SimilarPair[] };
      if (kept.key === key && Array.isArray(kept.pairs)) pairs = kept.pairs;
    } catch {
      // none kept yet, or unreadable: counted again
    }
    if (!pairs) {
      pairs = similarTexts(texts, names);
      try {
        writeWhole(this.file, JSON.stringify({ key, pairs }));
      } catch {
        // a cache that cannot be written costs the next process a count, nothing else
      }
    }
    this.last = { key, pairs };
    return pairs;
  }
}

/**
 * The similarity of every pair of town texts above the limit, kept from one check to the next (the studio, as
 * the owner types): when one town's text changes, only that town is measured again against the others, and
 * every other pair's share is the one found before. Its answer is exactly `similarTexts`'s.
 */
export class SimilarityState {
  private names = new Set<string>();
  private pattern: RegExp | undefined;
  private readonly entries = new Map<string, { text: string; set: ReadonlySet<string> }>();
  /** For each file, the files whose texts it shares more than the limit with, and how much (both ways). */
  private readonly partners = new Map<string, Map<string, number>>();
  /** Each file's pair, while its partners and the order of the files are unchanged. */
  private readonly bestOf = new Map<string, SimilarPair | undefined>();
  private order = '';

  constructor(private readonly max = SIMILARITY_MAX) {}

  pairs(texts: ReadonlyArray<{ file: string; text: string }>, names: readonly string[]): SimilarPair[] {
    const unique = new Set(names.map((n) => n.toLowerCase()).filter(Boolean));
    const changedNames = [...unique].filter((n) => !this.names.has(n));
    for (const n of this.names) if (!unique.has(n)) changedNames.push(n);
    if (changedNames.length > 0) {
      this.pattern = namePattern(names);
      this.names = unique;
    }
    const present = new Set(texts.map((t) => t.file));
    const removed = [...this.entries.keys()].filter((file) => !present.has(file));
    // A text is masked differently only when it holds a name that came or went.
    const changed = texts.filter(({ file, text }) => {
      const known = this.entries.get(file);
      if (!known || known.text !== text) return true;
      if (changedNames.length === 0) return false;
      const lower = text.toLowerCase();
      return changedNames.some((n) => lower.includes(n));
    });
    for (const file of removed) this.drop(file);
    for (const { file } of changed) this.drop(file);
    for (const { file, text } of changed) this.entries.set(file, { text, set: shingles(maskedWords(text, this.pattern)) });
    const order = texts.map((t) => t.file).join('\n');
    if (order !== this.order) this.bestOf.clear();
    this.order = order;
    if (changed.length > Math.min(64, texts.length / 4)) this.measureAll(texts);
    else for (const { file } of changed) this.measure(file);
    return this.best(texts);
  }

  private drop(file: string): void {
    this.bestOf.delete(file);
    for (const other of this.partners.get(file)?.keys() ?? []) {
      this.partners.get(other)?.delete(file);
      this.bestOf.delete(other);
    }
    this.partners.delete(file);
    this.entries.delete(file);
  }

  private link(a: string, b: string, share: number): void {
    for (const [x, y] of [[a, b], [b, a]] as const) {
      this.bestOf.delete(x);
      const list = this.partners.get(x);
      if (list) list.set(y, share);
      else this.partners.set(x, new Map([[y, share]]));
    }
  }

  /** One text against every other. */
  private measure(file: string): void {
    const set = this.entries.get(file)?.set;
    if (!set || set.size === 0) return;
    for (const [other, { set: theirs }] of this.entries) {
      if (other === file || theirs.size === 0) continue;
      if (Math.min(set.size, theirs.size) / Math.max(set.size, theirs.size) <= this.max) continue;
      const [small, large] = set.size <= theirs.size ? [set, theirs] : [theirs, set];
      let shared = 0;
      for (const s of small) if (large.has(s)) shared++;
      const share = shared / (set.size + theirs.size - shared);
      if (share > this.max) this.link(file, other, share);
    }
  }

  /** Every pair again, counted as `similarTexts` counts them. */
  private measureAll(texts: ReadonlyArray<{ file: string }>): void {
    this.partners.clear();
    this.bestOf.clear();
    const files = texts.map((t) => t.file);
    const sets = files.map((f) => this.entries.get(f)!.set);
    forEachPairAbove(sets, this.max, (j, i, share) => this.link(files[j]!, files[i]!, share));
  }

  /** For each text, the earlier one it shares the most with (the earliest of equals). */
  private best(texts: ReadonlyArray<{ file: string }>): SimilarPair[] {
    const order = new Map(texts.map((t, i) => [t.file, i]));
    const pairs: SimilarPair[] = [];
    texts.forEach(({ file }, i) => {
      if (this.bestOf.has(file)) {
        const known = this.bestOf.get(file);
        if (known) pairs.push(known);
        return;
      }
      let best: { other: string; share: number; at: number } | undefined;
      for (const [other, share] of this.partners.get(file) ?? []) {
        const at = order.get(other)!;
        if (at >= i) continue;
        if (!best || share > best.share || (share === best.share && at < best.at)) best = { other, share, at };
      }
      const pair = best && { file, other: best.other, share: best.share };
      this.bestOf.set(file, pair);
      if (pair) pairs.push(pair);
    });
    return pairs;
  }
}

/** Each parsed file's own text: parsed data is frozen and kept while its file's text is unchanged. */
const ownTexts = new WeakMap<object, string>();
function textOf(data: object): string {
  let text = ownTexts.get(data);
  if (text === undefined) {
    text = ownText(data);
    if (Object.isFrozen(data)) ownTexts.set(data, text);
  }
  return text;
}

const isMapping = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null && !Array.isArray(data);

/** What a check may reuse: the pairs kept in memory from the last check (`state`) or in a file (`kept`). */
export interface SimilarityCaches {
  state?: SimilarityState | undefined;
  kept?: KeptSimilarity | undefined;
}

/**
 * The town files (those of the `town` collection) whose own text is mostly another town file's. With a
 * `state`, the pairs are kept in it and only changed texts are measured again; with `kept`, the pairs of the
 * same texts are read from its file. Either way the answer is `similarTexts`'s.
 */
export function checkTownSimilarity(files: readonly CheckedFile[], site: SiteConfig, caches: SimilarityCaches = {}): PathProblem[] {
  // Only files that parsed into a mapping have a text to compare (an empty or broken file has its own error).
  const towns = files.filter((f) => f.collection?.name === 'town' && isMapping(f.data)).sort((a, b) => (a.file < b.file ? -1 : 1));
  if (towns.length < 2) return [];
  const names = [
    ...towns.flatMap((f) => (isMapping(f.data) && typeof f.data.name === 'string' ? [f.data.name] : [])),
    ...site.counties.flatMap((c) => [c.name, ...c.otherTowns]),
  ];
  const texts = towns.map((f) => ({ file: f.file, text: textOf(f.data as object) }));
  // A process that checks again and again (`npm run dev`) mostly edits something other than the towns'
  // text: then the pairs are the ones found last time.
  const pairs = caches.state ? caches.state.pairs(texts, names) : caches.kept ? caches.kept.pairs(texts, names) : similarTexts(texts, names);
  const byFile = new Map(towns.map((t) => [t.file, t.data]));
  return pairs.map(({ file, other, share }) => {
    const data = byFile.get(file);
    return {
      file,
      path: isMapping(data) && 'description' in data ? ['description'] : null,
      target: 'value' as const,
      problem: SimilarTownText.create({ other, percent: Math.round(share * 100), max: Math.round(SIMILARITY_MAX * 100) }),
    };
  });
}

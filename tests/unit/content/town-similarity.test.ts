// The town-similarity rule of the content checks (src/content/town-similarity.ts), on fixtures: a town file
// whose own text is mostly another town file's is a warning at its description, never an error.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content.ts';
import { jaccard, KeptSimilarity, maskedWords, ownText, shingles, similarTexts } from '../../../src/content/town-similarity.ts';
import { baseFile, makeProject, removeProjects } from './project.ts';

afterAll(removeProjects);

const COMMERCE = 'pages/towns/commerce.yaml';
const GREENVILLE = 'pages/towns/greenville.yaml';
const LONG = 'Commerce is a college town with a busy square, a lake park and a Friday market that fills every street on the first warm evening of spring.';

describe('word 3-shingle similarity', () => {
  it('masks town and county names, longest first', () => {
    expect(maskedWords('Welcome to West Tawakoni in Hunt County', ['Tawakoni', 'West Tawakoni', 'Hunt'])).toEqual(['welcome', 'to', 'placename', 'in', 'placename', 'county']);
  });

  it('is 1 for the same words, 0 for none shared, and the share of the union between', () => {
    const a = shingles('a b c d'.split(' '));
    expect([...a]).toEqual(['a b c', 'b c d']);
    expect(jaccard(a, a)).toBe(1);
    expect(jaccard(a, shingles('x y z'.split(' ')))).toBe(0);
    expect(jaccard(a, shingles('a b c e'.split(' ')))).toBeCloseTo(1 / 3);
  });

  it("reads the owner's sentences of a town file, not its names, flags or places", () => {
    expect(ownText({ name: 'Emory', county: 'Rains', description: 'A lake town.', services: { toothGems: true }, questions: [{ question: 'Q?', answer: 'A.' }] })).toBe('A lake town.\nQ?\nA.');
  });

  it('pairs each text with the earlier one it repeats, above the limit only', () => {
    const texts = [
      { file: 'a.yaml', text: 'Alpha is a quiet town by the lake with a square and a market' },
      { file: 'b.yaml', text: 'Bravo is a quiet town by the lake with a square and a market' },
      { file: 'c.yaml', text: 'Charlie has a rodeo arena, two churches and the best fish fry around' },
    ];
    expect(similarTexts(texts, ['Alpha', 'Bravo', 'Charlie'])).toEqual([{ file: 'b.yaml', other: 'a.yaml', share: 1 }]);
  });
});

describe('finding the similar pairs without comparing every pair', () => {
  /** The plain definition: every text against every earlier one. */
  const everyPair = (texts: { file: string; text: string }[], names: string[], max: number) =>
    texts.flatMap((t, i) => {
      const mine = shingles(maskedWords(t.text, names));
      let best: { file: string; other: string; share: number } | undefined;
      for (let j = 0; j < i; j++) {
        const share = jaccard(mine, shingles(maskedWords(texts[j]!.text, names)));
        if (share > max && share > (best?.share ?? 0)) best = { file: t.file, other: texts[j]!.file, share };
      }
      return best ? [best] : [];
    });

  it('finds exactly the pairs, shares and earlier texts that comparing every pair finds', () => {
    // Few words, so that texts often share runs of three; names among them, so masking matters.
    const word = fc.constantFrom('the', 'lake', 'town', 'square', 'market', 'Alpha', 'Bravo', 'West Bravo', 'gems', 'party');
    const text = fc.array(word, { minLength: 0, maxLength: 14 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(fc.array(text, { minLength: 0, maxLength: 12 }), fc.constantFrom(0, 0.1, 0.3, 0.5, 0.8), (list, max) => {
        const texts = list.map((t, i) => ({ file: `t${i}.yaml`, text: t }));
        const names = ['Alpha', 'Bravo', 'West Bravo'];
        expect(similarTexts(texts, names, max)).toEqual(everyPair(texts, names, max));
      }),
      { numRuns: 300 },
    );
  });

  it('finds the same when most texts follow one template (its sentences counted once for every earlier text)', () => {
    const template = 'we bring teeth whitening and tooth gems to your door in the town square and the lake';
    const word = fc.constantFrom('the', 'lake', 'town', 'gems', 'party', 'Alpha', 'market', 'glow');
    // Each text: the template or not, with words of its own cut in or added.
    const text = fc.tuple(fc.boolean(), fc.array(word, { maxLength: 8 }), fc.nat({ max: 17 })).map(([templated, own, at]) => {
      const words = templated ? template.split(' ') : [];
      words.splice(Math.min(at, words.length), 0, ...own);
      return words.join(' ');
    });
    fc.assert(
      fc.property(fc.array(text, { minLength: 10, maxLength: 40 }), fc.constantFrom(0, 0.3, 0.6, 0.9), (list, max) => {
        const texts = list.map((t, i) => ({ file: `t${i}.yaml`, text: t }));
        expect(similarTexts(texts, ['Alpha'], max)).toEqual(everyPair(texts, ['Alpha'], max));
      }),
      { numRuns: 60 },
    );
  });

  it('masks a thousand names in one pass', () => {
    const names = Array.from({ length: 1000 }, (_, i) => `Town ${i}`);
    expect(maskedWords('From Town 12 to Town 999, then Town 1', names)).toEqual(['from', 'placename', 'to', 'placename', 'then', 'placename']);
  });
});

describe('the content check', () => {
  /** Greenville's description copied from Commerce's, names aside. */
  const copiedText = () => ({
    copied: baseFile(COMMERCE).replace(/^description: .*$/m, `description: ${LONG}`),
    greenville: baseFile(GREENVILLE).replace(/^description: .*$/m, `description: ${LONG.replace('Commerce', 'Greenville')}`),
  });

  it('warns at the description of a town whose text is copied from another, and validation still passes', async () => {
    const { copied, greenville } = copiedText();
    const result = await loadContent(makeProject({ [COMMERCE]: copied, [GREENVILLE]: greenville }));
    expect(result.ok).toBe(true);
    const line = greenville.split('\n').findIndex((l) => l.startsWith('description:')) + 1;
    expect(result.warnings.filter((w) => w.name === 'SimilarTownText')).toMatchObject([{ file: GREENVILLE, line, column: 14 }]);
    expect(result.warnings.find((w) => w.name === 'SimilarTownText')?.message).toContain(COMMERCE);
  });

  it('keeps the pairs in a file that the next check of the same texts reads (a build after a build)', async () => {
    const { copied, greenville } = copiedText();
    const root = makeProject({ [COMMERCE]: copied, [GREENVILLE]: greenville });
    const file = join(root, '.cache', 'town-similarity.json');
    // As a build passes it, and as the next build (another process) passes a new one on the same file.
    const similarity = new KeptSimilarity(file);
    await loadContent(root, { kept: { similarity } });
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { key: string; pairs: unknown[] };
    expect(kept.pairs).toMatchObject([{ file: GREENVILLE, other: COMMERCE }]);
    // Other texts are checked in between (the first one's memory then holds theirs); the file, with the first
    // texts' key, is all that can answer for them: altered, it shows that it was read.
    await loadContent(makeProject(), { kept: { similarity } });
    writeFileSync(file, JSON.stringify({ key: kept.key, pairs: [] }));
    const again = await loadContent(root, { kept: { similarity: new KeptSimilarity(file) } });
    expect(again.warnings.filter((w) => w.name === 'SimilarTownText')).toEqual([]);
    // A load that is given no file counts the pairs itself.
    const counted = await loadContent(root);
    expect(counted.warnings.filter((w) => w.name === 'SimilarTownText')).toHaveLength(1);
  });

  it('says nothing of towns that each say their own thing', async () => {
    const result = await loadContent(makeProject());
    expect(result.warnings.filter((w) => w.name === 'SimilarTownText')).toEqual([]);
  });
});

// Town pages worth ranking: each town page's own text outweighs what it shares with the others. Measured
// like bench/town-similarity.bench.ts, on the pages as the renderer makes them from this project's content.
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../../src/render/renderer.tsx';
import { jaccard, mainText, maskedWords, shingles, similarity } from '../../../bench/town-similarity.ts';
import { realContent } from '../templates/render.ts';

describe('word 3-shingle similarity', () => {
  it('reads the text of <main> only, without tags, scripts or entities', () => {
    const html = '<header>Menu</header><main><h1>Hi &amp; welcome</h1><script>x()</script><p>to&#x27;s  town</p></main><footer>f</footer>';
    expect(mainText(html)).toBe("Hi & welcome to's town");
  });

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
});

describe('the shipped town pages', () => {
  it('share at most 30 % of their text with any other town page (names masked)', async () => {
    const content = await realContent();
    const { renderRoute } = createRenderer({ site: content.site, images: content.images });
    const towns = content.routes.filter((r) => r.kind === 'town');
    expect(towns.length).toBeGreaterThan(1);
    const pages = towns.map((r) => ({ path: r.path, html: renderRoute(r).body }));
    const names = [...content.listings.towns.map((t) => t.name), ...content.site.counties.flatMap((c) => [c.name, ...(c.otherTowns ?? [])])];
    const { max, pair } = similarity(pages, names);
    expect(max, `${pair[0]} and ${pair[1]}`).toBeLessThanOrEqual(0.3);
  });
});

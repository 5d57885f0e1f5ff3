// The built site's browser code: the islands run on React DOM (no other runtime in its place), React's
// runtime is one file with a content hash that every island page shares (served immutable under /assets/,
// downloaded once), and every page's JavaScript is within its budget. Read from the fixture's build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageWeights, type PageWeight } from '../../../bench/page-weight.ts';
import { ensureBuilt, PROJECT, SITES } from '../../support/built-sites.ts';
import { ISLAND_BUDGET, STATIC_BUDGET } from '../../support/js-budgets.ts';

const dist = join(PROJECT, SITES.fixture.distDir);
let pages: PageWeight[];
let scripts: Map<string, string>;

beforeAll(async () => {
  await ensureBuilt(SITES.fixture);
  pages = pageWeights(dist);
  const assets = join(dist, 'assets');
  scripts = new Map(readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => [`/assets/${f}`, readFileSync(join(assets, f), 'utf8')]));
}, 180_000);

const runtimeOf = (page: PageWeight) => page.scripts.filter((s) => /\/island-runtime-[\w-]{8,}\.js$/.test(s));

describe('the island runtime', () => {
  it('is React DOM, and no script holds Preact', () => {
    for (const [file, code] of scripts) expect(code, file).not.toMatch(/preact|__PREACT_DEVTOOLS__/i);
    const runtimes = [...scripts.keys()].filter((f) => f.includes('/island-runtime-'));
    expect(runtimes).toHaveLength(1);
    const runtime = scripts.get(runtimes[0]!)!;
    // React DOM's client (hydrateRoot) and its production error messages.
    expect(runtime).toContain('react.transitional.element');
    expect(runtime).toContain('https://react.dev/errors/');
    expect(runtime).toMatch(/hydrateRoot/);
  });

  it('is one hashed file under /assets/ that every island page shares', () => {
    const islandPages = pages.filter((p) => p.islands);
    expect(islandPages.map((p) => p.path)).toEqual(expect.arrayContaining(['/contact', '/events', '/instagram-feed']));
    const runtimes = new Set(islandPages.flatMap(runtimeOf));
    expect([...runtimes]).toHaveLength(1);
    for (const page of islandPages) expect(runtimeOf(page), page.path).toHaveLength(1);
    // Only React's runtime is in it: the islands' code changes its hash, not React's.
    const runtime = scripts.get([...runtimes][0]!)!;
    expect(runtime).not.toMatch(/data-island|island-error/);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });
});

describe('JavaScript per page, gzip', () => {
  it(`pages without islands: at most ${STATIC_BUDGET / 1024} KB, no React`, () => {
    const plain = pages.filter((p) => !p.islands);
    expect(plain.length).toBeGreaterThan(5);
    for (const page of plain) {
      expect(page.jsGzip, page.path).toBeLessThanOrEqual(STATIC_BUDGET);
      expect(runtimeOf(page), page.path).toEqual([]);
    }
  });

  it("holds no preload helper of Vite's: the page lists the files an island needs, and a dynamic import only imports", () => {
    for (const [file, code] of scripts) expect(code, file).not.toMatch(/vite:preloadError|modulepreload`:`preload/);
  });

  it('no page loads a CSV reader: the events come from the server as data, and the sheet reader is a file of its own', () => {
    const readers = [...scripts].filter(([, code]) => code.includes('IS_PAPA_WORKER')).map(([file]) => file);
    expect(readers).toHaveLength(1);
    for (const page of pages) expect(page.scripts, page.path).not.toContain(readers[0]);
  });

  it(`pages with islands: at most ${ISLAND_BUDGET / 1024} KB`, () => {
    for (const page of pages.filter((p) => p.islands)) expect(page.jsGzip, `${page.path}: ${page.scripts.join(', ')}`).toBeLessThanOrEqual(ISLAND_BUDGET);
  });
});

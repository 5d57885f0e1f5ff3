// Rendering pages without their preview cards, at its cheapest level: the real site's town pages rendered N
// times over on one thread by the build's renderer (React's production build, the HTML template), then the
// same pages written with their Brotli and gzip forms as the build writes them. Prints ms per page for each.
// The cost of a page in a build beside its card (bench/cards.bench.ts). BENCH_PAGES = N (default 1000).
//   npx tsx bench/run.ts pages
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export async function run(): Promise<void> {
  // Before React loads: its production build, as the build's workers have it.
  process.env.NODE_ENV = 'production';
  (globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ ??= new Date().getFullYear();
  const [{ loadContent }, { pageRenderer }, { writeCompressed }, { islandList }, { ISLANDS_ENTRY, islandSource }] = await Promise.all([
    import('../src/site/content.ts'),
    import('../src/render/write-pages.ts'),
    import('../src/render/precompress.mjs'),
    import('../src/render/island-list.ts'),
    import('../src/islands/files.ts'),
  ]);
  const n = Number(process.env.BENCH_PAGES ?? 1000);
  const loaded = await loadContent(ROOT);
  if (!loaded.ok) throw new Error('the content has errors');
  const { site, images, routes } = loaded.content;
  const towns = routes.filter((r) => r.path.startsWith('/towns/'));
  const manifest = {
    [ISLANDS_ENTRY]: { file: 'assets/islands.js', isEntry: true, dynamicImports: ['_island-runtime.js'] },
    '_island-runtime.js': { file: 'assets/island-runtime.js' },
    ...Object.fromEntries(islandList.map(({ name, blockType }) => [islandSource(blockType, name), { file: `assets/${name}.js`, isDynamicEntry: true }])),
  };
  const template = readFileSync(join(ROOT, 'index.html'), 'utf8');
  const { page } = pageRenderer({ site, images, template, manifest });
  for (const route of towns) page(route);
  const html: string[] = [];
  let t = performance.now();
  for (let i = 0; i < n; i++) html.push(page(towns[i % towns.length]!));
  const renderMs = (performance.now() - t) / n;
  const out = mkdtempSync(join(tmpdir(), 'pages-bench-'));
  try {
    t = performance.now();
    for (const [i, text] of html.entries()) writeCompressed(join(out, `${i}.html`), Buffer.from(text), { quality: 5 });
    const writeMs = (performance.now() - t) / n;
    console.log(`${n} town pages, one thread: render ${renderMs.toFixed(2)} ms/page, write with Brotli and gzip ${writeMs.toFixed(2)} ms/page (${Math.round(html[0]!.length / 1024)} KB of HTML each)`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await run();

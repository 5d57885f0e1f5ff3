// The preview card pipeline on one thread, at its cheapest level: N cards of the real site (its pages' cards,
// then town cards with a generated name, as the build bench's generated towns have) drawn one after
// another by the build's drawer (src/social/draw.ts), with where its time goes (layout by satori, taking the SVG
// apart, rasterizing the background and the pieces not kept yet, laying them on the background, encoding), and
// the same cards drawn whole the earlier way (satori, resvg of the whole card, sharp's PNG) beside it.
// Prints ms per card and the PNGs' size. BENCH_CARDS = N (default 300).
//   npx tsx bench/run.ts cards
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../src/site/content.ts';
import type { SocialCard } from '../src/schema/page-head.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import { SOCIAL_IMAGE } from '../src/schema/page-head.ts';
import { cardTree } from '../src/social/card.ts';
import { createCardDrawer, drawTimings } from '../src/social/draw.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * N cards: the site's own, then town cards with made-up names, as generated towns have: the town's card with
 * another name in its title (its eyebrow, the services, and its subtitle, the county, stay).
 */
export async function siteCards(n: number): Promise<SocialCard[]> {
  const loaded = await loadContent(ROOT);
  if (!loaded.ok) throw new Error('the content has errors');
  const own = loaded.content.routes.map((r) => r.preview.card);
  const town = loaded.content.routes.find((r) => r.path.startsWith('/towns/') && r.path !== '/towns')?.preview.card ?? own[0]!;
  const cards = own.slice(0, n);
  for (let i = cards.length; i < n; i++) {
    const name = `Generated Town ${i}`;
    cards.push({ ...town, title: town.title.replace(/in .*$/, `in ${name}`) });
  }
  return cards;
}

/** The earlier way: satori, resvg of the whole card, sharp's PNG (level 6, no filters), each stage timed. */
async function drawWhole(cards: SocialCard[]): Promise<{ ms: Record<string, number>; bytes: number }> {
  const [{ default: satori }, { Resvg }, { default: sharp }] = await Promise.all([import('satori'), import('@resvg/resvg-js'), import('sharp')]);
  const require = createRequire(import.meta.url);
  const face = (pkg: string, file: string, weight: 400 | 600 | 700) => ({ weight, style: 'normal' as const, data: readFileSync(require.resolve(`${pkg}/files/${file}-latin-${weight}-normal.woff`)) });
  const fonts = [{ name: 'Playfair Display', ...face('@fontsource/playfair-display', 'playfair-display', 700) }, { name: 'Inter', ...face('@fontsource/inter', 'inter', 400) }, { name: 'Inter', ...face('@fontsource/inter', 'inter', 600) }];
  const logo = `data:image/svg+xml;base64,${readFileSync(join(ROOT, 'public', 'favicon.svg')).toString('base64')}`;
  const ms = { satori: 0, resvg: 0, sharp: 0 };
  let bytes = 0;
  for (const card of cards) {
    let t = performance.now();
    const svg = await satori(cardTree(card, logo) as unknown as ReactNode, { ...SOCIAL_IMAGE, fonts });
    ms.satori += performance.now() - t;
    t = performance.now();
    const image = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
    ms.resvg += performance.now() - t;
    t = performance.now();
    bytes += (await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } }).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer()).length;
    ms.sharp += performance.now() - t;
  }
  return { ms, bytes };
}

const perCard = (ms: number, n: number): string => (ms / n).toFixed(2);

export async function run(): Promise<void> {
  const n = Number(process.env.BENCH_CARDS ?? 300);
  const cards = await siteCards(n);
  // Warm-up of both (libraries loaded, fonts read, JIT), on other cards than those timed.
  const warm = (await siteCards(n + 10)).slice(n);
  await drawWhole(warm);
  const timings = drawTimings();
  const drawer = createCardDrawer(ROOT, timings);
  for (const card of warm) await drawer.draw(card);
  Object.assign(timings, drawTimings());

  const before = performance.now();
  const whole = await drawWhole(cards);
  const wholeMs = performance.now() - before;
  let bytes = 0;
  const start = performance.now();
  for (const card of cards) bytes += (await drawer.draw(card)).length;
  const ms = performance.now() - start;
  console.log(`${n} cards, one thread:`);
  console.log(`  drawn whole (satori, resvg, sharp): ${perCard(wholeMs, n)} ms/card (satori ${perCard(whole.ms.satori!, n)}, resvg ${perCard(whole.ms.resvg!, n)}, sharp ${perCard(whole.ms.sharp!, n)}), ${(whole.bytes / n / 1024).toFixed(1)} KB/card`);
  console.log(`  the build's drawer: ${perCard(ms, n)} ms/card (layout ${perCard(timings.layout, n)}, split ${perCard(timings.split, n)}, rasterize ${perCard(timings.rasterize, n)}, compose ${perCard(timings.compose, n)}, encode ${perCard(timings.encode, n)}), ${(bytes / n / 1024).toFixed(1)} KB/card; ${timings.piecesDrawn} of ${timings.pieces} pieces rasterized, ${timings.whole} cards drawn whole, ${timings.alone} titles laid out alone`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await run();

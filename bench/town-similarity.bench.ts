// Town pages' own text against each other (bench/town-similarity.ts), on the built site in dist/ (or
// DIST_DIR): the most similar pair and the mean over all pairs. Needs a build (`npm run build`).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadContent } from '../src/site/content.ts';
import { similarity } from './town-similarity.ts';

export async function run(): Promise<void> {
  const distDir = resolve(process.cwd(), process.env.DIST_DIR ?? 'dist');
  const loaded = await loadContent(process.cwd());
  if (!loaded.ok) throw new Error('the content has errors: run npm run validate');
  const { routes, site, listings } = loaded.content;
  const towns = routes.filter((r) => r.kind === 'town' && existsSync(join(distDir, r.path.slice(1), 'index.html')));
  if (towns.length < 2) {
    console.log(`fewer than two town pages in ${distDir}: run \`npm run build\` first`);
    return;
  }
  const names = [...listings.towns.map((t) => t.name), ...site.counties.flatMap((c) => [c.name, ...(c.otherTowns ?? [])])];
  const pages = towns.map((r) => ({ path: r.path, html: readFileSync(join(distDir, r.path.slice(1), 'index.html'), 'utf8') }));
  const { max, pair, mean } = similarity(pages, names);
  console.log(`${pages.length} town pages, word 3-shingle Jaccard similarity of their main text (town and county names masked)`);
  console.log(`max ${max.toFixed(3)} (${pair[0]} and ${pair[1]}), mean ${mean.toFixed(3)}`);
}

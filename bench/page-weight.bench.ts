// Bytes per page of the built site in dist/ (or DIST_DIR): HTML raw and gzipped, and the gzipped JavaScript
// each page references, heaviest JavaScript first. Needs a build (`npm run build`).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pageWeights, type PageWeight } from './page-weight.ts';

const MAX_ROWS = 50;

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

function table(rows: string[][]): void {
  const widths = (rows[0] ?? []).map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  '));
}

function summary(label: string, pages: PageWeight[]): string {
  if (pages.length === 0) return `${label}: none`;
  const max = pages.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
  return `${label} (${pages.length}): max JS ${kb(max.jsGzip)} kB gzip on ${max.path}`;
}

export async function run(): Promise<void> {
  const distDir = resolve(process.cwd(), process.env.DIST_DIR ?? 'dist');
  if (!existsSync(resolve(distDir, '404.html'))) {
    console.log(`no build in ${distDir}: run \`npm run build\` first`);
    return;
  }
  const pages = pageWeights(distDir).sort((a, b) => b.jsGzip - a.jsGzip || (a.path < b.path ? -1 : 1));
  const rows = [['page', 'HTML B', 'HTML gz B', 'JS gz B', 'scripts', 'islands']];
  for (const p of pages.slice(0, MAX_ROWS)) {
    rows.push([p.path, String(p.htmlBytes), String(p.htmlGzip), String(p.jsGzip), String(p.scripts.length), p.islands ? 'yes' : '-']);
  }
  table(rows);
  if (pages.length > MAX_ROWS) console.log(`... ${pages.length - MAX_ROWS} more pages (no more JavaScript than the last row)`);
  console.log(summary('pages without islands', pages.filter((p) => !p.islands)));
  console.log(summary('pages with islands', pages.filter((p) => p.islands)));
}

// What the smoke suite knows of the real site: only its build (dist/, or DIST_DIR), read from disk when the
// tests are collected. Every route is listed by the sitemap; the pages opened in a browser are a fixed
// sample of its templates (the home page, the first town and party pages, the hubs, one other page, the
// first page of each island), so the suite takes the same time however many towns the owner adds.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIST = join(process.cwd(), process.env.DIST_DIR ?? 'dist');

export interface BuiltPage {
  path: string;
  /** The islands of the page (data-island names), in page order. */
  islands: string[];
}

function read(file: string): string {
  const at = join(DIST, file);
  if (!existsSync(at)) throw new Error(`${at} is missing: run \`npm run build\` before the smoke suite.`);
  return readFileSync(at, 'utf8');
}

/** Every route of the real build, from its sitemap, as paths ("/", "/towns/emory"). */
export function builtPaths(): string[] {
  return [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
}

const islandsOf = (path: string): string[] =>
  [...read(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`).matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]!);

/** A fixed sample of the built pages: one per template, one per island (each page once). */
export function samplePages(paths: readonly string[] = builtPaths()): BuiltPage[] {
  const pages = paths.map((path) => ({ path, islands: islandsOf(path) }));
  const first = (test: (p: BuiltPage) => boolean) => pages.find(test);
  const isEntry = (prefix: string) => (p: BuiltPage) => new RegExp(`^/${prefix}/[^/]+$`).test(p.path);
  const picked = [
    first((p) => p.path === '/'),
    first(isEntry('towns')),
    first(isEntry('parties')),
    first((p) => p.path === '/towns'),
    first((p) => p.path === '/parties'),
    first((p) => p.islands.length === 0 && p.path !== '/' && !/^\/(towns|parties)(\/|$)/.test(p.path)),
    ...[...new Set(pages.flatMap((p) => p.islands))].map((name) => first((p) => p.islands.includes(name))),
  ];
  const seen = new Set<string>();
  return picked.filter((p): p is BuiltPage => p !== undefined && !seen.has(p.path) && Boolean(seen.add(p.path)));
}

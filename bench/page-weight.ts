// What each built page weighs: its HTML (raw and gzipped) and the JavaScript it makes the browser fetch up
// (`<script src>`, `<link rel="modulepreload" href>` and the island code a page's island runtime fetches
// after load, listed in its `data-island-code`; gzipped). Synchronous, no side effects beyond
// reading the dist folder, so a test can enforce byte budgets with it and a bench can print it.
// Only what the HTML references is counted: a chunk that a script imports without a modulepreload link in
// the page, or loads later with import(), is not.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  /** The page's address: "/" for index.html, "/towns/greenville" for towns/greenville/index.html, "/404" for 404.html. */
  path: string;
  htmlBytes: number;
  htmlGzip: number;
  /** Local script URLs the page references, without query or hash, in order of first appearance. */
  scripts: string[];
  /** Gzip (level 9) bytes of those scripts together. */
  jsGzip: number;
  /** Whether the HTML has an interactive island (an element with a `data-island` attribute). */
  islands: boolean;
}

/** Gzip size per file path, shared between pages (a chunk used by every page is compressed once). */
export type GzipCache = Map<string, number>;

export function gzipSize(data: Uint8Array | string): number {
  return gzipSync(data, { level: 9 }).length;
}

/** The HTML files of a dist folder, as dist-relative "/"-separated paths, sorted. */
export function htmlFiles(distDir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    for (const entry of readdirSync(join(distDir, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && (entry.name === 'index.html' || entry.name === '404.html')) out.push(path);
    }
  };
  walk('');
  return out.sort();
}

/** "index.html" -> "/", "towns/greenville/index.html" -> "/towns/greenville", "404.html" -> "/404". */
export function routeOf(file: string): string {
  const parts = file.split('/');
  const name = parts.pop();
  if (name === '404.html') parts.push('404');
  return `/${parts.join('/')}`;
}

/** The inverse of routeOf: "/" -> "index.html", "/404" -> "404.html", "/towns/x" -> "towns/x/index.html". */
export function fileOf(path: string): string {
  if (path === '/' || path === '') return 'index.html';
  if (path === '/404') return '404.html';
  return `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

const ATTR = /([^\s"'=<>/`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  const body = tag.replace(/^<[a-zA-Z]+/, '').replace(/\/?>$/, '');
  for (const m of body.matchAll(ATTR)) {
    const name = m[1]?.toLowerCase();
    if (name && !attrs.has(name)) attrs.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** A URL of this site ("/assets/x.js"), not another host ("//cdn/x.js", "https://..."); without ?query or #hash. */
function localPath(url: string): string | undefined {
  const trimmed = url.trim();
  if (!/^\/(?!\/)/.test(trimmed)) return undefined;
  return trimmed.replace(/[?#].*$/, '');
}

/** Local script URLs an HTML document references, deduplicated, in order. Ignores comments and inline script bodies. */
export function scriptUrls(html: string): string[] {
  const cleaned = html
    .replace(/<!--[\s\S]*?-->/g, '')
    // Inline script bodies (JSON data, speculation rules) may contain tag-like text; keep only the opening tag.
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, '$1');
  const urls: string[] = [];
  for (const m of cleaned.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(m[0]);
    let url: string | undefined;
    if (m[1]?.toLowerCase() === 'script') url = attrs.get('src') ?? attrs.get('data-after-paint');
    else if ((attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes('modulepreload')) url = attrs.get('href');
    const later = (attrs.get('data-island-code') ?? '').split(/\s+/).filter(Boolean);
    for (const each of [url, ...later]) {
      const path = each === undefined ? undefined : localPath(each);
      if (path !== undefined && !urls.includes(path)) urls.push(path);
    }
  }
  return urls;
}

export function hasIslands(html: string): boolean {
  return /<[a-zA-Z][^>]*\sdata-island(?:\s*=|[\s/>])/.test(html);
}

function decode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function weigh(distDir: string, file: string, path: string, cache: GzipCache): PageWeight {
  const html = readFileSync(join(distDir, file));
  const text = html.toString('utf8');
  const scripts = scriptUrls(text);
  let jsGzip = 0;
  for (const url of scripts) {
    const script = join(distDir, posix.normalize(decode(url)).replace(/^\/+/, ''));
    let size = cache.get(script);
    if (size === undefined) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(script);
      } catch {
        throw new Error(`${path} references ${url}, which is not in ${distDir}`);
      }
      size = gzipSize(bytes);
      cache.set(script, size);
    }
    jsGzip += size;
  }
  return { path, htmlBytes: html.length, htmlGzip: gzipSize(html), scripts, jsGzip, islands: hasIslands(text) };
}

/** The weight of one page of a built site, by address; throws when the page or a script it references is missing. */
export function pageWeight(distDir: string, path: string, cache: GzipCache = new Map()): PageWeight {
  return weigh(distDir, fileOf(path), path, cache);
}

/** Every index.html and 404.html of a built site, sorted by path; throws when a referenced script is missing. */
export function pageWeights(distDir: string, cache: GzipCache = new Map()): PageWeight[] {
  return htmlFiles(distDir)
    .map((file) => ({ file, path: routeOf(file) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map(({ file, path }) => weigh(distDir, file, path, cache));
}

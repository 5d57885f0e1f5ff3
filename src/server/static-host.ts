// What a static host (Netlify, Cloudflare Pages) needs beside the pages to answer as our server does:
// `_headers` with the security headers of every answer, and `_redirects` with the server's redirects.
// The headers are not written out a second time: the server's own middleware (security.ts) answers a request
// here, over https as a static host always is, and its headers are copied. A test keeps the two in step.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { SiteConfig } from '../schema/site-schema.ts';
import { inlineScriptHashes, securityHeaders } from './security.ts';

/** Files under these paths have hashed names that never change (see the server's cacheControl). */
export const IMMUTABLE_PATHS = ['/assets/*', '/_img/*'] as const;
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Headers that describe one answer, not a rule for all of them. */
const PER_ANSWER = new Set(['content-type', 'content-length', 'date', 'etag', 'last-modified', 'vary']);

/** The headers the server's security middleware puts on every answer, as [name, value] pairs. */
export async function securityHeaderList(site: SiteConfig, notFoundHtml: string): Promise<Array<[string, string]>> {
  const app = new Hono();
  for (const handler of securityHeaders(site, { scriptHashes: inlineScriptHashes(notFoundHtml) })) app.use(handler);
  app.get('*', (c) => c.body(null, 204));
  const res = await app.request('https://static.host/');
  return [...res.headers].filter(([name]) => !PER_ANSWER.has(name));
}

/** Netlify / Cloudflare Pages `_headers`: a path pattern, then its headers indented below it. */
export function headersFile(headers: ReadonlyArray<[string, string]>): string {
  const block = (path: string, lines: ReadonlyArray<[string, string]>) => [path, ...lines.map(([n, v]) => `  ${canonicalName(n)}: ${v}`)].join('\n');
  return `${[
    '# Written by the build from the server\'s own security headers (src/server/security.ts): do not edit.',
    block('/*', headers),
    ...IMMUTABLE_PATHS.map((p) => block(p, [['cache-control', IMMUTABLE_CACHE]])),
  ].join('\n')}\n`;
}

/**
 * `_redirects`: the one address of each page, as the server redirects to it ("/towns/greenville/index.html"
 * -> "/towns/greenville"). Hosts differ on a trailing slash (Netlify treats "/a/" and "/a" as one path), so
 * only the index.html forms are written, which no host maps to itself.
 */
export function redirectsFile(paths: readonly string[]): string {
  const lines = paths.map((p) => (p === '/' ? '/index.html / 301' : `${p}/index.html ${p} 301`));
  return `# Written by the build from the site's routes: do not edit.\n${lines.join('\n')}\n`;
}

/** "content-security-policy" -> "Content-Security-Policy", as the hosts' documentation writes them. */
const canonicalName = (name: string): string => name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => `${dash}${c.toUpperCase()}`);

/** Writes `_headers` and `_redirects` into a built site (its 404.html gives the inline script hashes). */
export async function writeStaticHostFiles(distDir: string, site: SiteConfig, paths: readonly string[]): Promise<void> {
  const headers = await securityHeaderList(site, readFileSync(join(distDir, '404.html'), 'utf8'));
  writeFileSync(join(distDir, '_headers'), headersFile(headers));
  writeFileSync(join(distDir, '_redirects'), redirectsFile(paths));
}

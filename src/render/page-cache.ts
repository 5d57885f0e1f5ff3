// The build's pages, kept between builds: each page's HTML with its Brotli and gzip forms is stored in a
// cache folder under the key of everything the HTML depends on (the route's own data, and the build's
// engine: the renderer bundle, the HTML template, the client's manifest, the site settings, the image sizes
// and the installed packages). A build renders and compresses only the pages whose key has no entry yet;
// the others are hard links to the cached files (copies where links cannot be made), so editing one town
// renders that town and the pages that list it, not the whole site.
// Nothing writes to a file of dist/ after the build, so a link never lets the cache be changed through it.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { FIRST_ROUND_TRIP_BODY, writeCompressed } from './precompress.mjs';
import { routeDigest } from '../content/route-cache.ts';

/** Where rendered pages are kept between builds (ignored by git). */
export const pageCacheDir = (root: string): string => join(root, '.cache', 'pages');

/** The compressed forms writeCompressed adds beside a file (pages under its minimum size have none). */
const FORMS = ['.br', '.gz'] as const;

/**
 * How an entry's compressed forms are made (src/render/precompress.mjs is not in the renderer's bundle, which the
 * engine's key covers): a change of them makes every page again rather than keep forms made the old way.
 */
const PAGE_QUALITY = 4;
const FORMS_MADE = `brotli ${PAGE_QUALITY}, 11 over ${FIRST_ROUND_TRIP_BODY} bytes up to a fifth more; gzip 1`;

const sha = (...parts: Array<string | Buffer>): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 32);
};

/**
 * The key of what every page of a build is rendered with. `rendererDir` holds the renderer bundle; the
 * packages it imports at run time (React, Emotion) are pinned by package-lock.json.
 */
export function engineKey(opts: { root: string; rendererDir: string; template: string; manifest: unknown; site: unknown; images: unknown }): string {
  const files = readdirSync(opts.rendererDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  const lock = join(opts.root, 'package-lock.json');
  return sha(
    ...files.flatMap((f) => [f.slice(opts.rendererDir.length), readFileSync(f)]),
    existsSync(lock) ? readFileSync(lock) : '',
    opts.template,
    JSON.stringify(opts.manifest),
    JSON.stringify(opts.site),
    JSON.stringify(opts.images),
  );
}

export interface PageCache {
  /** The page's key: the engine's key and the route's data (its digest). */
  key: (engine: string, route: object) => string;
  /** Whether the cache has a page under this key. */
  has: (key: string) => boolean;
  /** Links the cached page to `file` (and its compressed forms); false when the cache has no such page. */
  place: (key: string, file: string) => boolean;
  /** Stores a freshly rendered page under its key, then places it at `file`. */
  store: (key: string, html: string, file: string) => void;
}

export function pageCache(dir: string): PageCache {
  mkdirSync(dir, { recursive: true });
  const entry = (key: string): string => join(dir, `${key}.html`);
  let parts = 0;
  // Linked first and asked nothing before: a build links thousands of pages into a fresh folder, where
  // the link is all there is to do.
  const linkOrCopy = (from: string, to: string): void => {
    try {
      linkSync(from, to);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') throw err; // not in the cache
      // A file already there (the home page's place holds the HTML template and its compressed forms, which
      // may be links into another cache) is replaced, never written through.
      if (code === 'EEXIST') rmSync(to, { force: true });
      try {
        linkSync(from, to);
      } catch {
        copyFileSync(from, to); // another device, or a file system without hard links
      }
    }
  };
  const place = (key: string, file: string): boolean => {
    const html = entry(key);
    try {
      linkOrCopy(html, file);
    } catch {
      return false; // not in the cache
    }
    for (const form of FORMS) {
      try {
        linkOrCopy(html + form, file + form);
      } catch {
        // A page too small to be worth compressing has no compressed forms: none of another file stays.
        rmSync(file + form, { force: true });
      }
    }
    return true;
  };
  return {
    key: (engine, route) => sha(engine, FORMS_MADE, routeDigest(route)),
    has: (key) => existsSync(entry(key)),
    place,
    store: (key, html, file) => {
      // Written aside and renamed, the HTML last: an entry whose HTML is there is whole, and a build
      // running beside this one never links half a file.
      const part = join(dir, `${key}.${process.pid}-${threadId}-${parts++}.part`);
      const compressed = writeCompressed(part, Buffer.from(html), { quality: PAGE_QUALITY, within: FIRST_ROUND_TRIP_BODY });
      if (compressed) for (const form of FORMS) renameSync(part + form, entry(key) + form);
      renameSync(part, entry(key));
      if (!place(key, file)) throw new Error(`The rendered page ${file} could not be placed from the page cache (${dir}).`);
    },
  };
}

/**
 * Removes the pages no route of this build uses any more, so the cache stays the size of the site. Entries
 * written after `since` are left: a build running beside this one may have just made them.
 */
export function prunePageCache(dir: string, keys: Iterable<string>, since: number): void {
  if (!existsSync(dir)) return;
  const keep = new Set(keys);
  for (const name of readdirSync(dir)) {
    const key = name.slice(0, name.indexOf('.'));
    if (keep.has(key) && !name.endsWith('.part')) continue;
    const file = join(dir, name);
    try {
      if (statSync(file).mtimeMs >= since) continue;
      rmSync(file, { force: true });
    } catch {
      // removed by another build meanwhile
    }
  }
}

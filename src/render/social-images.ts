// The build's preview images: each page's card is drawn once and kept in a cache folder under the key of
// everything its pixels depend on (its words, the layout, the theme, the fonts and the drawing libraries),
// so a build redraws only the cards that changed, and pages whose cards are the same share one drawing.
// The image in dist/ is a hard link to the cached file (a copy where links cannot be made).
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SocialPreview } from '../schema/page-head.ts';
import type { CardDrawer } from '../social/draw.ts';

/** Where drawn cards are kept between builds (ignored by git). */
export const socialCacheDir = (root: string): string => join(root, '.cache', 'social-images');

const cached = (cacheDir: string, key: string): string => join(cacheDir, `${key}.png`);

/** The cache's file for each preview, drawing those that are not there yet; returns their keys and how many were drawn. */
export async function writeSocialImages(
  previews: readonly SocialPreview[],
  opts: { outDir: string; cacheDir: string; drawer: CardDrawer },
): Promise<{ drawn: number; keys: string[] }> {
  const { outDir, cacheDir, drawer } = opts;
  mkdirSync(cacheDir, { recursive: true });
  let drawn = 0;
  const folders = new Set<string>();
  const linkOrCopy = (file: string, target: string): void => {
    try {
      linkSync(file, target);
    } catch {
      copyFileSync(file, target);
    }
  };
  const keys: string[] = [];
  for (const { src, card } of previews) {
    const key = drawer.key(card);
    keys.push(key);
    const file = cached(cacheDir, key);
    const target = join(outDir, src.slice(1));
    const folder = dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    // Linked first: in a build most cards are drawn already, and the link is all there is to do.
    try {
      linkSync(file, target);
      continue;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
        copyFileSync(file, target);
        continue;
      }
    }
    // Written aside and renamed: a build running beside this one never reads half a file.
    const part = `${file}.${process.pid}.${drawn}.part`;
    writeFileSync(part, await drawer.draw(card));
    renameSync(part, file);
    drawn++;
    linkOrCopy(file, target);
  }
  return { drawn, keys };
}

/** Removes the drawings no page uses any more (the cache stays the size of the site). */
export function pruneSocialCache(cacheDir: string, keys: readonly string[]): void {
  if (!existsSync(cacheDir)) return;
  const keep = new Set(keys.map((key) => `${key}.png`));
  for (const name of readdirSync(cacheDir)) {
    if (!keep.has(name) && !name.endsWith('.part')) rmSync(join(cacheDir, name), { force: true });
  }
}

// This site's content: the content core (src/content/) with the collections declared beside this file.
// Everything that loads the whole content (the build, `npm run dev`, the owner's commands) loads it here.
import { loadContentWith, type LoadOptions } from '../content/load.ts';
import type { LoadResult } from '../content/types.ts';
import { collections } from './collections.ts';

export { collections };

/**
 * Every file of the project at `root` (or its stand-in text in `options.overlay`), validated and cross-checked,
 * with its pages' routes. A `cache` (createContentCache) kept from one load to the next makes the next redo only
 * what changed; `kept` (keptCachesIn) is what the last build kept on disk. Without them, it only reads the files.
 */
export const loadContent = (root: string, options?: LoadOptions): Promise<LoadResult> => loadContentWith(root, collections, options);

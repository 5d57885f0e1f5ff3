// This site's content: the content core (src/content/) with the collections declared beside this file.
// Everything that loads the whole content (the build, `npm run dev`, the owner's commands) loads it here.
import { loadContentWith, type ContentCache, type Overlay } from '../content/load.ts';
import type { LoadResult } from '../content/types.ts';
import { collections } from './collections.ts';

export { collections };

/**
 * Every file of the project at `root` (or its stand-in text in `overlay`), validated and cross-checked, with its
 * pages' routes. A `cache` (createContentCache) kept from one load to the next makes the next redo only what changed.
 */
export const loadContent = (root: string, overlay?: Overlay, cache?: ContentCache): Promise<LoadResult> => loadContentWith(root, collections, overlay, cache);

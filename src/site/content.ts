// This site's content: the content core (src/content/) with the collections declared beside this file.
// Everything that loads the whole content (the build, `npm run dev`, the owner's commands) loads it here.
import { loadContentWith, type Overlay } from '../content/load.ts';
import type { LoadResult } from '../content/types.ts';
import { collections } from './collections.ts';

export { collections };

/** Every file of the project at `root` (or its stand-in text in `overlay`), validated and cross-checked, with its pages' routes. */
export const loadContent = (root: string, overlay?: Overlay): Promise<LoadResult> => loadContentWith(root, collections, overlay);

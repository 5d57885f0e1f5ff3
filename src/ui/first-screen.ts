// Whether a block is on the page's first screen, where a picture is the largest paint or beside it: such a
// picture is never loaded lazily (a lazy picture waits for the page's layout, then for a request of its own),
// and a small drawing is written into the page as the hero's is (src/content/inline-art.ts).
import { createContext, useContext } from 'react';

export const FirstScreen = createContext(false);

/** Is the block being rendered on the first screen? Its first picture (or first pair) is then loaded at once. */
export const useFirstScreen = (): boolean => useContext(FirstScreen);

/**
 * The blocks on a phone's first screen: the first, and the one after a hero without a picture (a title and a
 * line, shorter than the screen). A hero with a picture fills the screen by itself.
 */
export function onFirstScreen(blocks: ReadonlyArray<{ type: string; image?: unknown }>, index: number): boolean {
  if (index === 0) return true;
  const first = blocks[0];
  return index === 1 && first?.type === 'hero' && !first.image;
}

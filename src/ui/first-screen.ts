// Whether a block is on the page's first screen, where a picture is the largest paint or beside it: such a
// picture is never loaded lazily (a lazy picture waits for the page's layout, then for a request of its own),
// and a small drawing is written into the page as the hero's is (src/content/inline-art.ts).
import { createContext, useContext } from 'react';

export const FirstScreen = createContext(false);

/** Is the block being rendered on the first screen? Its first picture (or first pair) is then loaded at once. */
export const useFirstScreen = (): boolean => useContext(FirstScreen);

/**
 * The blocks on a phone's first screen, of a page's blocks in reading order: the first, and the one after a
 * hero without a picture (a title and a line, shorter than the screen). A hero with a picture fills the screen
 * by itself.
 */
export function firstScreenBlocks<B extends { type: string; image?: unknown }>(blocks: readonly B[]): ReadonlySet<B> {
  const [first, second] = blocks;
  return new Set([first, first?.type === 'hero' && !first.image ? second : undefined].filter((b): b is B => b !== undefined));
}

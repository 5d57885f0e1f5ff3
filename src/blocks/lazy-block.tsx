import { lazy, Suspense, type ComponentType } from 'react';
import type { BlockType } from './schemas.ts';
import type { BlockProps } from './types.ts';

/**
 * A block whose code loads only on pages that use it (the events calendar, the Instagram feed and the
 * booking form carry their own libraries). Prerendering waits for it, so the HTML is complete; on the
 * client the Suspense boundary keeps that HTML until the chunk arrives, then hydrates it.
 */
export function lazyBlock<K extends BlockType>(load: () => Promise<{ default: ComponentType<BlockProps<K>> }>): ComponentType<BlockProps<K>> {
  const Lazy = lazy(load);
  return function LazyBlock({ block }: BlockProps<K>) {
    return (
      <Suspense fallback={null}>
        <Lazy block={block} />
      </Suspense>
    );
  };
}

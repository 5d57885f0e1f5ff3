import { lazy, Suspense, type ComponentType } from 'react';
import type { BlockType } from './schemas.ts';
import type { BlockProps } from './types.ts';

type Loaded<K extends BlockType> = { default: ComponentType<BlockProps<K>> };

const preloaders: (() => Promise<unknown>)[] = [];

/**
 * A block whose code loads only on pages that use it (the events calendar, the Instagram feed and the
 * booking form carry their own libraries). On the client the Suspense boundary keeps the prerendered
 * HTML until the chunk arrives, then hydrates it.
 */
export function lazyBlock<K extends BlockType>(load: () => Promise<Loaded<K>>): ComponentType<BlockProps<K>> {
  let loaded: Loaded<K> | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  preloaders.push(preload);
  // A module that is already here is handed over synchronously, so React renders it without suspending.
  const Lazy = lazy(() => (loaded ? ({ then: (resolve: (m: Loaded<K>) => void) => resolve(loaded!) } as Promise<Loaded<K>>) : load()));
  return function LazyBlock({ block }: BlockProps<K>) {
    return (
      <Suspense fallback={null}>
        <Lazy block={block} />
      </Suspense>
    );
  };
}

/**
 * Loads every lazy block. The prerenderer calls it first, so its HTML holds each block inline
 * (a block that suspended would be sent hidden, waiting for a script to reveal it).
 */
export async function preloadLazyBlocks(): Promise<void> {
  await Promise.all(preloaders.map((p) => p()));
}

import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { blockErrorText } from '../layout/messages.ts';
import { colors, radius, space } from '../theme.ts';
import { Container } from '../ui/layout.tsx';
import type { BlockType } from './schemas.ts';
import type { BlockProps } from './types.ts';

type Loaded<K extends BlockType> = { default: ComponentType<BlockProps<K>> };

const preloaders = new Map<BlockType, () => Promise<unknown>>();

/**
 * A block whose code loads only on pages that use it (the events calendar, the Instagram feed and the
 * booking form carry their own libraries). On the client the Suspense boundary keeps the prerendered
 * HTML until the chunk arrives, then hydrates it; the client entry loads the chunks of the first page
 * before hydrating, so no click lands on a part of the page that is not yet interactive.
 */
export function lazyBlock<K extends BlockType>(type: K, load: () => Promise<Loaded<K>>): ComponentType<BlockProps<K>> {
  let loaded: Loaded<K> | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  preloaders.set(type, preload);
  // A module that is already here is handed over synchronously, so React renders it without suspending.
  const Lazy = lazy(() => (loaded ? ({ then: (resolve: (m: Loaded<K>) => void) => resolve(loaded!) } as Promise<Loaded<K>>) : load()));
  return function LazyBlock({ block }: BlockProps<K>) {
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={null}>
          <Lazy block={block} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
}

/** Whether a block type's code loads separately (see lazyBlock). */
export function isLazyBlock(type: BlockType): boolean {
  return preloaders.has(type);
}

/**
 * Loads the lazy blocks among `types`, or every lazy block when no list is given. The prerenderer loads
 * them all first, so its HTML holds each block inline (a block that suspended would be sent hidden,
 * waiting for a script to reveal it); the client loads those of the page it is about to hydrate.
 */
export async function preloadLazyBlocks(types?: Iterable<BlockType>): Promise<void> {
  const wanted = types ? new Set(types) : new Set(preloaders.keys());
  await Promise.all([...wanted].map((type) => preloaders.get(type)?.()));
}

/** A block whose code failed to download leaves a visible note instead of taking the page down with it. */
class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A block could not be loaded.', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container>
        <p role="alert" css={css({ margin: `${space[6]} 0`, padding: space[4], border: `1px solid ${colors.danger}`, borderRadius: radius.md, color: colors.danger, background: colors.white })}>
          {blockErrorText.message}{' '}
          <button type="button" onClick={() => window.location.reload()} css={css({ font: 'inherit', color: colors.rose, textDecoration: 'underline', background: 'none', border: 0, padding: 0, cursor: 'pointer' })}>
            {blockErrorText.reload}
          </button>
        </p>
      </Container>
    );
  }
}

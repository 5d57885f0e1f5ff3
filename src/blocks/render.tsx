import { FirstScreen, firstScreenBlocks } from '../ui/first-screen.ts';
import { blockView } from './index.ts';
import type { ResolvedBlock } from './resolve.ts';

function RenderBlock({ block }: { block: ResolvedBlock }) {
  const { Component } = blockView(block.type);
  return <Component block={block} />;
}

/**
 * Renders a list of resolved blocks through the registry, in order. `firstScreen`: the blocks of the page on
 * a phone's first screen (src/ui/first-screen.ts), by default those of this list.
 */
export function Blocks({ blocks, firstScreen = firstScreenBlocks(blocks) }: { blocks: readonly ResolvedBlock[]; firstScreen?: ReadonlySet<ResolvedBlock> }) {
  return (
    <>
      {blocks.map((block, i) =>
        firstScreen.has(block) ? (
          <FirstScreen.Provider key={i} value>
            <RenderBlock block={block} />
          </FirstScreen.Provider>
        ) : (
          <RenderBlock key={i} block={block} />
        ),
      )}
    </>
  );
}

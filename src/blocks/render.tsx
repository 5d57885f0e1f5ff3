import { FirstScreen, onFirstScreen } from '../ui/first-screen.ts';
import { blockView } from './index.ts';
import type { ResolvedBlock } from './resolve.ts';

function RenderBlock({ block }: { block: ResolvedBlock }) {
  const { Component } = blockView(block.type);
  return <Component block={block} />;
}

/** Renders a list of resolved blocks through the registry, in order. */
export function Blocks({ blocks }: { blocks: readonly ResolvedBlock[] }) {
  return (
    <>
      {blocks.map((block, i) =>
        onFirstScreen(blocks, i) ? (
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

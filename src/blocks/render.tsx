import type { ComponentType } from 'react';
import { blockComponents } from './components.tsx';
import type { ResolvedBlock } from './resolve.ts';
import type { BlockType } from './schemas.ts';
import type { BlockProps } from './types.ts';

function RenderBlock({ block }: { block: ResolvedBlock }) {
  // The registry is typed per key; TypeScript cannot correlate the union member with its entry here.
  const Component = blockComponents[block.type] as unknown as ComponentType<BlockProps<BlockType>> | undefined;
  if (!Component) throw new Error(`No component registered for block type "${block.type}"`);
  return <Component block={block} />;
}

/** Renders a list of resolved blocks through the registry, in order. */
export function Blocks({ blocks }: { blocks: readonly ResolvedBlock[] }) {
  return <>{blocks.map((block, i) => <RenderBlock key={i} block={block} />)}</>;
}

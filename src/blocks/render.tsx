import type { ComponentType } from 'react';
import { blockComponents } from './components.tsx';
import type { Block, BlockType } from './schemas.ts';
import type { BlockProps } from './types.ts';

function renderBlock<K extends BlockType>(block: Extract<Block, { type: K }>, key: number) {
  // The registry is typed per key; TypeScript cannot correlate the union member with its entry here.
  const Component = blockComponents[block.type as K] as unknown as ComponentType<BlockProps<K>>;
  if (!Component) throw new Error(`No component registered for block type "${block.type}"`);
  return <Component key={key} block={block} />;
}

/** Renders a list of validated blocks through the registry, in order. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return <>{blocks.map((block, i) => renderBlock(block, i))}</>;
}

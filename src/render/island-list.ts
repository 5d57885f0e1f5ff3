// The islands' components by name, for the server renderer: derived from the list of blocks, so an island
// is declared once, in its block's view (src/blocks/<type>/block.ts).
import type { ComponentType } from 'react';
import { blockIslands } from '../blocks/index.ts';
import type { IslandName } from '../islands/Island.tsx';

export type { IslandName } from '../islands/Island.tsx';

/** Every island of every block: its name and the block type whose folder holds its module. */
export const islandList: ReadonlyArray<{ name: IslandName; blockType: string; Component: ComponentType<object> }> = blockIslands.flatMap((block) =>
  block.island ? [{ name: block.island.name, blockType: block.type, Component: block.island.Component as ComponentType<object> }] : [],
);

export const islandComponents: Readonly<Record<IslandName, ComponentType<object>>> = Object.fromEntries(
  islandList.map(({ name, Component }) => [name, Component]),
);

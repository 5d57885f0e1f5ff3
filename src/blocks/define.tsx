// What rendering needs of a block: its component (the HTML) and, if part of it runs in the browser, its
// island. It is joined to the block's content part (its type, schema and resolver: define-content.ts) by
// type, and typed by it: the component receives the block as its resolver returns it. The list of these is
// index.ts, read only by the renderer.
import type { ComponentType } from 'react';
import { Island, type AnyIsland, type IslandDefinition } from '../islands/Island.tsx';
import type { BlockContent, BlockSchema } from './define-content.ts';

export interface BlockView<T extends string = string, R = unknown> {
  type: T;
  Component: ComponentType<{ block: R }>;
  // The island's props are its own (the booking form gets its class names beside the block).
  island?: AnyIsland;
}

type ViewInput<R> =
  | { Component: ComponentType<{ block: R }>; island?: AnyIsland }
  /** A block that is wholly interactive: its component is its island, given the block. */
  | { Component?: undefined; island: IslandDefinition<{ block: R }> };

export function defineBlock<T extends string, S extends BlockSchema<T>, R>(content: BlockContent<T, S, R>, view: ViewInput<NoInfer<R>>): BlockView<T, R> {
  const island = view.island;
  const Component = view.Component ?? (({ block }: { block: R }) => <Island of={island as IslandDefinition<{ block: R }>} props={{ block }} />);
  return { type: content.type, Component, ...(island && { island: island as AnyIsland }) };
}

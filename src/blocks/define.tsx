// A block is one definition: its type, its schema (what an owner writes), an optional resolver (the site
// facts it shows, added when the content is loaded), its component (the HTML) and, if part of it runs in
// the browser, its island. The registries (schemas, resolvers, components, islands) are derived from the
// list of these definitions in index.ts.
import type { ComponentType } from 'react';
import type { z } from 'zod';
import { Island, type AnyIsland, type IslandDefinition } from '../islands/Island.tsx';
import type { ResolveContext } from './context.ts';

/** A block's schema: an object whose `type` is its literal name. */
export type BlockSchema<T extends string = string> = z.ZodObject<{ type: z.ZodLiteral<T> } & z.core.$ZodLooseShape>;

export interface BlockDefinition<T extends string = string, S extends BlockSchema<T> = BlockSchema<T>, R = z.infer<S>> {
  type: T;
  schema: S;
  resolve: (block: z.infer<S>, ctx: ResolveContext) => R;
  Component: ComponentType<{ block: R }>;
  // The island's props are its own (the booking form gets its class names beside the block).
  island?: AnyIsland;
}

type DefinitionInput<T extends string, S extends BlockSchema<T>, R> = {
  type: T;
  schema: S;
  resolve?: (block: z.infer<S>, ctx: ResolveContext) => R;
} & (
  | { Component: ComponentType<{ block: R }>; island?: AnyIsland }
  /** A block that is wholly interactive: its component is its island, given the block. */
  | { Component?: undefined; island: IslandDefinition<{ block: R }> }
);

export function defineBlock<const T extends string, S extends BlockSchema<T>, R = z.infer<S>>(def: DefinitionInput<T, S, R>): BlockDefinition<T, S, R> {
  if (def.schema.shape.type.value !== def.type) {
    throw new Error(`The block "${def.type}" has a schema for "${String(def.schema.shape.type.value)}".`);
  }
  const island = def.island;
  const Component = def.Component ?? (({ block }: { block: R }) => <Island of={island as IslandDefinition<{ block: R }>} props={{ block }} />);
  // Without a resolver the block renders as written: its parsed value is what the component receives.
  const resolve = def.resolve ?? ((block: z.infer<S>) => block as R);
  return { type: def.type, schema: def.schema, resolve, Component, ...(island && { island: island as AnyIsland }) };
}

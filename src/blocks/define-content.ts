// What checking content needs of a block: its type, its schema (what an owner writes) and an optional
// resolver (the site facts it shows, added when the content is loaded). It lives apart from the block's
// component, so validating, the server reading its config and the studio's checks never load the page
// code (React, styles, icons); the renderer joins a block's component to it by type (define.tsx).
import type { z } from 'zod';
import type { ResolveContext } from './context.ts';

/** A block's schema: an object whose `type` is its literal name. */
export type BlockSchema<T extends string = string> = z.ZodObject<{ type: z.ZodLiteral<T> } & z.core.$ZodLooseShape>;

export interface BlockContent<T extends string = string, S extends BlockSchema<T> = BlockSchema<T>, R = z.infer<S>> {
  type: T;
  schema: S;
  resolve: (block: z.infer<S>, ctx: ResolveContext) => R;
}

export function defineBlockContent<const T extends string, S extends BlockSchema<T>, R = z.infer<S>>(def: {
  type: T;
  schema: S;
  resolve?: (block: z.infer<S>, ctx: ResolveContext) => R;
}): BlockContent<T, S, R> {
  if (def.schema.shape.type.value !== def.type) {
    throw new Error(`The block "${def.type}" has a schema for "${String(def.schema.shape.type.value)}".`);
  }
  // Without a resolver the block renders as written: its parsed value is what the component receives.
  const resolve = def.resolve ?? ((block: z.infer<S>) => block as R);
  return { type: def.type, schema: def.schema, resolve };
}

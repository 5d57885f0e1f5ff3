import type { z } from 'zod';

/**
 * What a block component receives: its block as the renderer gives it. `Of` is the block's schema (a block
 * rendered as written) or its resolver (a block that carries site facts, see its content.ts).
 */
export interface BlockProps<Of> {
  // Any resolver's shape; only its return type is read.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  block: Of extends (...args: any[]) => infer R ? R : Of extends z.ZodType ? z.infer<Of> : never;
}

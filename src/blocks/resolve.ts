// Blocks that show site facts (the phone, the hours, the towns, where events come from) get them here,
// when the content is loaded: a resolved block carries everything it draws, so the server renders it
// with nothing else, and an island's serialized props are exactly what it needs and no more. Each
// block's resolver is part of its definition (src/blocks/<type>/block.ts).
import type { BlockDefinition } from './define.tsx';
import { blocks } from './index.ts';
import type { Block, BlockType } from './schemas.ts';
import type { ResolveContext } from './context.ts';

export type { ResolveContext } from './context.ts';

type Definitions = (typeof blocks)[number];

/** A block as the renderer receives it. */
export type ResolvedOf<K extends BlockType> =
  Extract<Definitions, { type: K }> extends BlockDefinition<K, infer _S, infer R> ? R : never;
export type ResolvedBlock = { [K in BlockType]: ResolvedOf<K> }[BlockType];

const byType = new Map<string, Definitions>(blocks.map((block) => [block.type, block]));

/** The definition of a block type; an unknown type is an error, never skipped. */
export function blockDefinition(type: string): BlockDefinition<BlockType, never, ResolvedBlock> {
  const definition = byType.get(type);
  if (!definition) throw new Error(`Unknown block type "${type}". Known types: ${[...byType.keys()].join(', ')}.`);
  // The list is typed per entry; TypeScript cannot correlate a type name with its entry here.
  return definition as unknown as BlockDefinition<BlockType, never, ResolvedBlock>;
}

export function resolveBlock(block: Block, ctx: ResolveContext): ResolvedBlock {
  return blockDefinition(block.type).resolve(block as never, ctx);
}

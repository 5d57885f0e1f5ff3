// Blocks that show site facts (the phone, the hours, the towns, where events come from) get them here,
// when the content is loaded: a resolved block carries everything it draws, so the server renders it
// with nothing else, and an island's serialized props are exactly what it needs and no more. Each
// block's resolver is part of its content (src/blocks/<type>/content.ts), so resolving loads no component.
import type { BlockContent } from './define-content.ts';
import { blockContents } from './content-list.ts';
import type { Block, BlockType } from './schemas.ts';
import type { ResolveContext } from './context.ts';

export type { ResolveContext } from './context.ts';

type Contents = (typeof blockContents)[number];

/** A block as the renderer receives it. */
export type ResolvedOf<K extends BlockType> =
  Extract<Contents, { type: K }> extends BlockContent<K, infer _S, infer R> ? R : never;
export type ResolvedBlock = { [K in BlockType]: ResolvedOf<K> }[BlockType];

const byType = new Map<string, Contents>(blockContents.map((block) => [block.type, block]));

/** An unknown block type is an error, never skipped: resolving and rendering both say so, naming the known ones. */
export function unknownBlockType(type: string): Error {
  return new Error(`Unknown block type "${type}". Known types: ${[...byType.keys()].join(', ')}.`);
}

/** The content part of a block type (schema, resolver). */
export function blockContent(type: string): BlockContent<BlockType, never, ResolvedBlock> {
  const content = byType.get(type);
  if (!content) throw unknownBlockType(type);
  // The list is typed per entry; TypeScript cannot correlate a type name with its entry here.
  return content as unknown as BlockContent<BlockType, never, ResolvedBlock>;
}

export function resolveBlock(block: Block, ctx: ResolveContext): ResolvedBlock {
  return blockContent(block.type).resolve(block as never, ctx);
}

// The registry of block schemas, read from the list of blocks (index.ts). A page's `blocks:` is a list of
// these, told apart by `type`. Adding a block: one folder with its block.ts, one line in index.ts.
import { z } from 'zod';
import { blocks } from './index.ts';

type Definitions = (typeof blocks)[number];
type Schemas = Definitions['schema'];

const schemas = blocks.map((block) => block.schema) as unknown as [Schemas, ...Schemas[]];

export const blockSchema = z.discriminatedUnion('type', schemas);

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;
/** What an owner may write for a block (defaults not yet applied). */
export type BlockInput = z.input<typeof blockSchema>;

export const blockTypes: readonly BlockType[] = blocks.map((block) => block.type);

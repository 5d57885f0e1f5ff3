// The registry of block schemas, read from the list of blocks as content (content-list.ts). A page's
// `blocks:` is a list of these, told apart by `type`. Adding a block: one folder with its content.ts (type,
// schema, resolver) and its block.ts (component), one line in content-list.ts and one in index.ts.
import { z } from 'zod';
import { blockContents } from './content-list.ts';

type Contents = (typeof blockContents)[number];
type Schemas = Contents['schema'];

const schemas = blockContents.map((block) => block.schema) as unknown as [Schemas, ...Schemas[]];

export const blockSchema = z.discriminatedUnion('type', schemas);

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;
/** What an owner may write for a block (defaults not yet applied). */
export type BlockInput = z.input<typeof blockSchema>;

export const blockTypes: readonly BlockType[] = blockContents.map((block) => block.type);

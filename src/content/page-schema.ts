import { z } from 'zod';
import { blockSchema } from '../blocks/schemas.ts';
import { text } from '../schema/fields.ts';

/** One file in pages/ (outside the collections): its route comes from its path. */
export const pageSchema = z.strictObject({
  title: text,
  description: text,
  blocks: z.array(blockSchema).min(1),
});

export type Page = z.infer<typeof pageSchema>;

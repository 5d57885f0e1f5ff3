import { z } from 'zod';
import { blockSchema } from '../blocks/schemas.ts';
import { text } from '../schema/fields.ts';

/** One file in pages/ (outside the collections): its route comes from its path. */
export const pageSchema = z.strictObject({
  title: text.describe("The title in the browser tab and in search results, e.g. \"About Us | Your Business\": at most 60 characters."),
  description: text.describe("The summary search engines show under the title: 70-160 characters."),
  blocks: z.array(blockSchema).min(1).describe("The sections of the page, top to bottom, each of one kind (a big picture with a heading, text, cards, and so on)."),
});

export type Page = z.infer<typeof pageSchema>;

import { z } from 'zod';
import { text } from '../../schema/fields.ts';
import { heading } from '../shared.ts';

/** A short bulleted list under a heading (local attractions, what to expect, ...). */
export const listBlock = z.strictObject({
  type: z.literal('list').describe("The block type. A short bulleted list under a heading."),
  heading,
  items: z.array(text).min(1).describe("The items, one per line."),
});

import { z } from 'zod';
import { image, text } from '../../schema/fields.ts';
import { sectionHead, tone } from '../shared.ts';

/** Side-by-side before and after pictures, each pair with a caption. */
export const beforeAfterBlock = z.strictObject({
  type: z.literal('before-after').describe("The block type. Before-and-after pictures side by side, each pair with a caption."),
  ...sectionHead,
  /** Small print under the pairs, e.g. that results vary. */
  note: text.optional().describe("A short note under the pairs, such as a reminder that results vary."),
  tone,
  pairs: z.array(z.strictObject({ before: image.describe("The picture before, with a few words on what it shows."), after: image.describe("The picture after, with a few words on what it shows."), caption: text.describe("What the pair shows.") })).min(1).describe("Before and after pictures, each with a caption."),
});

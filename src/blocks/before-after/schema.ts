import { z } from 'zod';
import { image, text } from '../../schema/fields.ts';
import { sectionHead, tone } from '../shared.ts';

/** Side-by-side before and after pictures, each pair with a caption. */
export const beforeAfterBlock = z.strictObject({
  type: z.literal('before-after'),
  ...sectionHead,
  /** Small print under the pairs, e.g. that results vary. */
  note: text.optional(),
  tone,
  pairs: z.array(z.strictObject({ before: image, after: image, caption: text })).min(1),
});

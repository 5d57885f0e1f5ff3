import { z } from 'zod';
import { image, text } from '../../content/fields.ts';

/** Side-by-side before and after pictures, each pair with a caption. */
export const beforeAfterBlock = z.strictObject({
  type: z.literal('before-after'),
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'must be lower-case letters, digits and hyphens' }).optional(),
  eyebrow: text.optional(),
  heading: text,
  intro: text.optional(),
  /** Small print under the pairs, e.g. that results vary. */
  note: text.optional(),
  tone: z.enum(['plain', 'soft']).default('plain'),
  pairs: z.array(z.strictObject({ before: image, after: image, caption: text })).min(1),
});
